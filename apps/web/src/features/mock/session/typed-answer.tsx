import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SocketAck } from '@offerpilot/shared';

/** A typed answer to the waiting turn; Ctrl/Cmd+Enter sends it too. */
export function TypedAnswer({
  turnId,
  disabled,
  onSend,
}: {
  turnId: string | null;
  disabled: boolean;
  onSend: (text: string, turnId: string) => Promise<SocketAck>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const ready = !!turnId && !disabled && !busy && text.trim().length > 0;
  const send = async () => {
    if (!ready) return;
    setBusy(true);
    const ack = await onSend(text.trim(), turnId);
    setBusy(false);
    if (ack.ok) {
      setText('');
      setFailed(null);
    } else setFailed(ack.message || t('mockSession.answer.noAnswer'));
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('mockSession.answer.typeLabel')}
        description={t('mockSession.answer.typeHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
        }}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={20_000}
        disabled={disabled}
        data-testid="mock-answer-text"
      />
      {failed && (
        <Text size="sm" c="red.9" role="alert" data-testid="mock-answer-failed">
          {failed}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void send()} disabled={!ready} loading={busy} data-testid="mock-answer-send">
          {t('mockSession.answer.send')}
        </Button>
      </Group>
    </Stack>
  );
}
