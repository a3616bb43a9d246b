import { Alert, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContinueAndEnd } from './session-buttons.tsx';

/**
 * A session in progress stands in the way of a new one (SPEC.md section 4): continue it, or end it (asked
 * first). `text` is the server's refusal when a start or a delete met it.
 */
export function InProgressAlert({ threadId, text }: { threadId: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('liveStart.inProgress.title')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      role="alert"
      data-testid="live-in-progress"
    >
      <Text size="sm" mb="sm" data-testid="live-in-progress-text">
        {text ?? t('liveStart.inProgress.body')}
      </Text>
      <Group gap="sm">
        <ContinueAndEnd
          threadId={threadId}
          size="compact-md"
          labels={{ continue: t('liveStart.inProgress.continue'), end: t('liveStart.inProgress.end') }}
          testId="live"
        />
      </Group>
    </Alert>
  );
}
