import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, type SignInChannel } from '@offerpilot/shared';
import { takeCaptchaPass } from '../../../lib/captcha.ts';
import { safeRedirect } from '../../../lib/navigation.ts';
import type { Failure } from '../../../lib/request.ts';
import { setToken, takeSession, writeSession } from '../../../lib/storage.ts';
import { refusedSignInField, requestCode, verifyCode } from '../api/sign-in.ts';
import { useCountdown } from './use-countdown.ts';
import { useSessionState } from './use-session-state.ts';

// Quick checks before asking the server, which validates again with the shared schemas.
const TARGET_PATTERN: Record<SignInChannel, RegExp> = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  phone: /^\+?[0-9]{7,15}$/,
};
const CODE_PATTERN = new RegExp(`^[0-9]{${CODE_LENGTH}}$`);
/** The channel whose code request met the captcha, whose page reload then sends it (SPEC.md section 4). */
const PENDING_SEND = 'offerpilot.auth.pendingSend';

interface Props {
  channel: SignInChannel;
  agreed: boolean;
  onAgreementMissing: () => void;
}

/** Email or phone, a code sent to it with a resend countdown, and sign-in with that code. */
export function CodeSignInForm({ channel, agreed, onAgreementMissing }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [target, setTarget] = useSessionState(`auth.${channel}`, '');
  const [code, setCode] = useState('');
  const [targetError, setTargetError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [left, startCountdown] = useCountdown(channel);
  const codeInput = useRef<HTMLInputElement>(null);

  /** A refusal of the address or of the code is shown under that field (and not toasted). */
  const showRefusal = (failure: Failure) => {
    const field = refusedSignInField(failure);
    if (field === 'target') setTargetError(failure.message);
    if (field === 'code') setCodeError(failure.message);
  };

  const checkTarget = (): string | null => {
    const value = target.trim();
    if (TARGET_PATTERN[channel].test(value)) return value;
    setTargetError(t(`auth.${channel}.invalid`));
    return null;
  };

  const sendCode = async () => {
    const value = checkTarget();
    if (!agreed) onAgreementMissing();
    if (!value || !agreed) return;
    setSending(true);
    const answer = await requestCode({ channel, target: value, agree: true });
    setSending(false);
    if (answer.success) {
      startCountdown(answer.result.countdown);
      codeInput.current?.focus();
      return;
    }
    showRefusal(answer);
    if (answer.error === 'auth.captchaRequired') writeSession(PENDING_SEND, channel);
    const result = answer.result as { retryAfter?: number } | null | undefined;
    if (answer.error === 'auth.codeTooSoon' && result?.retryAfter) startCountdown(result.retryAfter);
  };

  // Back from the captcha's reload with the form as it was (address, agreement, tab): the code asked for
  // is sent now, once, if the captcha was passed.
  const resumeSend = useEffectEvent(() => {
    const pending = takeSession(PENDING_SEND);
    const passed = takeCaptchaPass();
    if (pending === channel && passed) void sendCode();
  });
  useEffect(() => {
    const timer = setTimeout(resumeSend);
    return () => clearTimeout(timer);
  }, []);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    const value = checkTarget();
    const codeOk = CODE_PATTERN.test(code.trim());
    setCodeError(codeOk ? null : t('auth.code.invalid', { length: CODE_LENGTH }));
    if (!agreed) onAgreementMissing();
    if (!value || !codeOk || !agreed) return;
    setVerifying(true);
    const answer = await verifyCode({ channel, target: value, code: code.trim(), agree: true });
    setVerifying(false);
    if (!answer.success) return showRefusal(answer);
    setToken(answer.result.token);
    // Whatever was cached belongs to the previous session (the cache module loads with the dashboard).
    await import('../../../lib/query-client.ts').then((m) => m.queryClient.clear());
    await navigate(safeRedirect(params.get('redirect'), '/Dashboard'), { replace: true });
  };

  return (
    <form onSubmit={(event) => void signIn(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t(`auth.${channel}.label`)}
          placeholder={t(`auth.${channel}.placeholder`)}
          type={channel === 'email' ? 'email' : 'tel'}
          autoComplete={channel === 'email' ? 'email' : 'tel'}
          inputMode={channel === 'email' ? 'email' : 'tel'}
          value={target}
          onChange={(event) => {
            setTarget(event.currentTarget.value);
            setTargetError(null);
          }}
          error={targetError}
          required
          size="md"
          data-testid={`auth-${channel}`}
        />
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            ref={codeInput}
            label={t('auth.code.label')}
            placeholder={t('auth.code.placeholder', { length: CODE_LENGTH })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value.replace(/\D/g, ''));
              setCodeError(null);
            }}
            error={codeError}
            required
            size="md"
            style={{ flex: 1 }}
            data-testid="auth-code"
          />
          <Button
            variant="light"
            size="md"
            mt={26}
            miw={128}
            onClick={() => void sendCode()}
            loading={sending}
            disabled={left > 0}
            data-testid="auth-get-code"
          >
            {left > 0 ? t('auth.code.resendIn', { seconds: left }) : t('auth.code.get')}
          </Button>
        </Group>
        <Button type="submit" size="md" fullWidth loading={verifying} data-testid="auth-submit">
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
