import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { failureText } from '../lib/unwrap.ts';

/** The parts of a failed TanStack Query result the alert reads. */
export interface FailedRead {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface LoadFailureProps {
  /** The page's words for what could not be loaded (its `*.loadFailed` text). */
  text: string;
  /** The failed read: its error says why, in the user's language; Retry reads it again. */
  query: FailedRead;
  /**
   * The request layer's error toast has already said why (a read whose failure is toasted, such as user info:
   * lib/session.ts): the reason is not said a second time here.
   */
  toasted?: boolean;
  testId?: string;
}

/**
 * A read that failed, where its data would be: what could not be loaded, why, and a Retry button. Its query
 * passes `{ shownInline: everyFailure }` (lib/request.ts), so that no error toast says it again.
 */
export function LoadFailure({ text, query, toasted = false, testId = 'load-failure' }: LoadFailureProps) {
  const { t } = useTranslation();
  const reason = toasted ? null : failureText(query.error);
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {reason && (
          <Text size="sm" data-testid={`${testId}-reason`}>
            {reason}
          </Text>
        )}
        <Button
          size="xs"
          variant="default"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
          data-testid={`${testId}-retry`}
        >
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
