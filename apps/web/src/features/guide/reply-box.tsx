import { useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CareerGuideEvent, SocketAck } from '@offerpilot/shared';

/**
 * The answer to the statement asked: its quick replies (like, unsure, dislike in the guide's language: the label
 * is sent, and the guide reads it) or the user's own words. Disabled while nothing is asked or the guide is not
 * connected; the control that answered has the focus again once the next statement can be answered.
 */
export function ReplyBox({
  asking,
  disabled,
  onReply,
}: {
  asking: CareerGuideEvent | null;
  disabled: boolean;
  onReply: (text: string, itemId: string | undefined) => Promise<SocketAck>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const off = disabled || busy || !asking;
  const box = useRef<HTMLDivElement>(null);
  // The control that sent the last reply: disabled while the guide answers, it would leave the focus nowhere.
  const answeredWith = useRef<string | null>(null);
  useEffect(() => {
    const selector = answeredWith.current;
    if (off || !selector || document.activeElement !== document.body) return;
    box.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [off, asking?.id]);
  const send = async (reply: string, typed: boolean, control: string) => {
    if (off || !reply.trim()) return;
    answeredWith.current = control;
    setBusy(true);
    const ack = await onReply(reply.trim(), asking?.itemId);
    setBusy(false);
    setFailed(!ack.ok);
    if (ack.ok && typed) setText('');
  };
  return (
    <Stack gap="sm" ref={box}>
      <div role="group" aria-label={t('guide.chat.quick')}>
        <Group gap="sm" className="guide-quick">
          {(asking?.options ?? []).map((option) => (
            <Button
              key={option.value}
              variant={option.value === 'like' ? 'filled' : 'light'}
              disabled={off}
              onClick={() => void send(option.label, false, `[data-answer="${option.value}"]`)}
              data-answer={option.value}
              data-testid={`guide-quick-${option.value}`}
            >
              {option.label}
            </Button>
          ))}
        </Group>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send(text, true, 'input');
        }}
      >
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            className="guide-own-words"
            label={t('guide.chat.typeLabel')}
            description={t('guide.chat.typeHint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={200}
            disabled={off}
            data-testid="guide-reply-text"
          />
          <Button
            type="submit"
            variant="default"
            disabled={off || !text.trim()}
            data-testid="guide-reply-send"
          >
            {t('guide.chat.send')}
          </Button>
        </Group>
      </form>
      {failed && (
        <Text size="sm" c="red.9" role="alert" data-testid="guide-reply-failed">
          {t('guide.chat.failed')}
        </Text>
      )}
    </Stack>
  );
}
