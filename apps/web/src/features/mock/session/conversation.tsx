import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MockTurn } from '../mock-state.ts';

/** The interview so far, oldest first: each turn and the answer given (the latest turn is on the card above). */
export function Conversation({ turns }: { turns: MockTurn[] }) {
  const { t } = useTranslation();
  if (!turns.length) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="mock-conversation-title">
      <details className="mock-conversation">
        <summary>
          <Title order={2} size="h5" id="mock-conversation-title" component="span">
            {t('mockSession.conversation', { count: turns.length })}
          </Title>
        </summary>
        <Stack component="ol" gap="sm" className="mock-conversation-list" data-testid="mock-conversation">
          {turns.map((turn) => (
            <li key={turn.id}>
              <Text size="sm" fw={600}>
                {t('mockSession.interviewer')}: {turn.text}
              </Text>
              {turn.answer && (
                <Text size="sm" className="mock-answer-text">
                  {t('mockSession.you')}: {turn.answer.text}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      </details>
    </Paper>
  );
}
