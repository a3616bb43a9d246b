import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '@offerpilot/shared';

/** The typed code as the server reads it: capitals, no spaces or dashes. */
export const normalizeCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** Whether a typed code can be a pairing code (its length, its alphabet without 0/O and 1/I/L). */
export const isPairingCode = (code: string): boolean =>
  code.length === PAIRING_CODE_LENGTH && [...code].every((c) => PAIRING_CODE_ALPHABET.includes(c));

/** The short code box: how to get a code on the main screen, the code, and why the last try failed. */
export function PairForm({
  error,
  onSubmit,
  onRetry,
}: {
  error: string | null;
  onSubmit: (code: string) => Promise<void>;
  onRetry: (() => void) | null;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const code = normalizeCode(typed);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPairingCode(code) || busy) return;
    setBusy(true);
    await onSubmit(code);
    setBusy(false);
  };
  return (
    <form className="cp-card cp-pair" onSubmit={(event) => void submit(event)} data-testid="companion-pair">
      <h1 className="cp-title">{t('companion.pair.title')}</h1>
      <p>{t('companion.pair.how')}</p>
      <label className="cp-label" htmlFor="companion-code">
        {t('companion.pair.label')}
      </label>
      <input
        id="companion-code"
        className="cp-code-input"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={PAIRING_CODE_LENGTH + 2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'companion-pair-error' : undefined}
        data-testid="companion-code"
      />
      {error && (
        <p id="companion-pair-error" className="cp-error" role="alert" data-testid="companion-error">
          {error}
        </p>
      )}
      <button
        className="cp-button"
        type="submit"
        disabled={!isPairingCode(code) || busy}
        data-testid="companion-code-submit"
      >
        {busy ? t('companion.pair.pairing') : t('companion.pair.submit')}
      </button>
      {onRetry && (
        <button
          className="cp-button cp-button-quiet"
          type="button"
          onClick={onRetry}
          data-testid="companion-retry"
        >
          {t('companion.pair.retry')}
        </button>
      )}
    </form>
  );
}
