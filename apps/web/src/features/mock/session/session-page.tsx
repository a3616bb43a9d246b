import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { usePageTexts } from '../../../lib/use-page-texts.ts';
import { useMockThread } from '../api/mock-session.ts';
import { MOCK_START_PATH } from '../paths.ts';
import { MockSessionScreen } from './session-screen.tsx';

function Waiting() {
  return (
    <Center py="xl">
      <Loader aria-hidden="true" />
    </Center>
  );
}

function LoadedSession({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const thread = useMockThread(threadId);
  if (thread.isPending) return <Waiting />;
  if (thread.isError)
    return <LoadFailure text={t('mockSession.loadFailed')} query={thread} testId="mock-load-failure" />;
  return <MockSessionScreen key={threadId} detail={thread.data} />;
}

/**
 * /Tools/InterviewMock?id=<threadId>: the mock interview, once its texts and thread are loaded. Reopening the
 * address goes on from the same turn: the state lives on the server.
 */
export function MockSessionPage() {
  const { t } = useTranslation();
  const ready = usePageTexts();
  const threadId = useSearchParams()[0].get('id');
  if (!ready) return <Waiting />;
  return (
    <div className="page-container mock-page">
      {threadId ? (
        <LoadedSession threadId={threadId} />
      ) : (
        <Stack gap="sm" py="xl" data-testid="mock-no-session">
          <Text>{t('mockSession.noSession')}</Text>
          <Anchor component={Link} to={MOCK_START_PATH} fw={600}>
            {t('mockSession.start')}
          </Anchor>
        </Stack>
      )}
    </div>
  );
}
