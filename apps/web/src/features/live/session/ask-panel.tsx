import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SocketAck } from '@offerpilot/shared';
import { SidePanel } from './side-panel.tsx';
import type { LiveCommand } from './use-live-session.ts';

/** The words for a command the server refused (its message), or did not answer in time. */
export function ackProblem(answer: SocketAck, t: TFunction): string | null {
  if (answer.ok) return null;
  return answer.message || t('liveSession.ask.noAnswer');
}

/**
 * "Answer now" (what the interviewer said so far is the question) and a box to type or paste a question; a
 * refusal shows its message under them.
 */
export function AskPanel({
  send,
  disabled,
}: {
  send: (command: LiveCommand) => Promise<SocketAck>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'ask' | 'answerNow' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (command: LiveCommand) => {
    setBusy(command.name === 'ask' ? 'ask' : 'answerNow');
    setProblem(null);
    const answer = await send(command);
    setBusy(null);
    setProblem(ackProblem(answer, t));
    if (answer.ok && command.name === 'ask') setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void run({ name: 'ask', payload: { text: text.trim() } });
  };

  return (
    <SidePanel
      id="live-ask-title"
      title={t('liveSession.ask.title')}
      note={t('liveSession.ask.answerNowHint')}
      action={
        <Button
          variant="filled"
          color="orange.4"
          autoContrast
          disabled={disabled}
          loading={busy === 'answerNow'}
          onClick={() => void run({ name: 'answerNow', payload: {} })}
          data-testid="live-answer-now"
        >
          {t('liveSession.ask.answerNow')}
        </Button>
      }
    >
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label={t('liveSession.ask.label')}
            placeholder={t('liveSession.ask.placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
            }}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            disabled={disabled}
            data-testid="live-ask-input"
          />
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('liveSession.ask.shortcut')}
            </Text>
            <Button
              type="submit"
              disabled={disabled || !text.trim()}
              loading={busy === 'ask'}
              data-testid="live-ask-submit"
            >
              {t('liveSession.ask.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {problem && (
        <Text size="sm" c="red.9" role="alert" data-testid="live-command-error">
          {problem}
        </Text>
      )}
    </SidePanel>
  );
}
