import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEndLive } from '../api/live-threads.ts';
import { sessionPath } from '../launch.ts';
import { confirmLive } from './confirm.tsx';

/** A session in progress: continue it on the session screen, or end it (asked first). */
export function ContinueAndEnd({
  threadId,
  size,
  labels,
  testId,
}: {
  threadId: string;
  size: 'compact-sm' | 'compact-md';
  labels: { continue: string; end: string };
  testId: string;
}) {
  const { t } = useTranslation();
  const end = useEndLive();
  return (
    <>
      <Button component={Link} to={sessionPath(threadId)} size={size} data-testid={`${testId}-continue`}>
        {labels.continue}
      </Button>
      <Button
        size={size}
        variant="default"
        loading={end.isPending}
        onClick={() => confirmLive(t, 'end', () => end.mutate(threadId))}
        data-testid={`${testId}-end`}
      >
        {labels.end}
      </Button>
    </>
  );
}
