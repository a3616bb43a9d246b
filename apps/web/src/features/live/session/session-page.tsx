import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { usePageTexts } from '../../../lib/use-page-texts.ts';
import { useThread } from '../api/live-session.ts';
import { SessionScreen } from './session-screen.tsx';

const START = '/Dashboard/StartInterviewAI';

function Waiting() {
  return (
    <Group justify="center" py="xl">
      <Loader aria-hidden="true" />
    </Group>
  );
}

function LoadedSession({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const thread = useThread(threadId);
  if (thread.isPending) return <Waiting />;
  if (thread.isError)
    return <LoadFailure text={t('liveSession.loadFailed')} query={thread} testId="live-load-failure" />;
  return <SessionScreen key={threadId} detail={thread.data} />;
}

/** /Tools/InterviewAI?id=<threadId>: the live session's main screen, once its texts and thread are loaded. */
export function LiveSessionPage() {
  const { t } = useTranslation();
  const ready = usePageTexts();
  const threadId = useSearchParams()[0].get('id');
  if (!ready) return <Waiting />;
  return (
    <div className="page-container live-page">
      {threadId ? (
        <LoadedSession threadId={threadId} />
      ) : (
        <Stack gap="sm" py="xl" data-testid="live-no-session">
          <Text>{t('liveSession.noSession')}</Text>
          <Anchor component={Link} to={START} fw={600}>
            {t('liveSession.start')}
          </Anchor>
        </Stack>
      )}
    </div>
  );
}
