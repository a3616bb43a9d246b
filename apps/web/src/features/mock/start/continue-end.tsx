import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { InProgressAlert as Going } from '../../../components/in-progress-alert.tsx';
import { useEndMock } from '../api/mock-threads.ts';
import { sessionPath } from '../paths.ts';
import { confirmMock } from './confirm.ts';

/** A mock interview in progress: continue it on the session screen, or end it (asked first). */
export function ContinueAndEnd({
  threadId,
  size,
  testId,
}: {
  threadId: string;
  size: 'compact-sm' | 'compact-md';
  testId: string;
}) {
  const { t } = useTranslation();
  const end = useEndMock();
  return (
    <>
      <Button component={Link} to={sessionPath(threadId)} size={size} data-testid={`${testId}-continue`}>
        {t('mockStart.inProgress.continue')}
      </Button>
      <Button
        size={size}
        variant="default"
        loading={end.isPending}
        onClick={() => confirmMock(t, 'end', () => end.mutate(threadId))}
        data-testid={`${testId}-end`}
      >
        {t('mockStart.inProgress.end')}
      </Button>
    </>
  );
}

/**
 * A mock in progress stands in the way (SPEC.md section 4: it must be ended before a new one starts or it is
 * deleted): continue it, or end it. `text` is the server's refusal when a start or a delete met it.
 */
export function InProgressAlert({ threadId, text }: { threadId: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <Going
      title={t('mockStart.inProgress.title')}
      text={text ?? t('mockStart.inProgress.body')}
      testId="mock-in-progress"
    >
      <ContinueAndEnd threadId={threadId} size="compact-md" testId="mock" />
    </Going>
  );
}
