import { useEffect, useState } from 'react';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useLiveThreads } from '../api/live-threads.ts';
import { HistoryRow } from './history-row.tsx';

/** The clock the durations of sessions in progress are counted to, a minute at a time. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The user's sessions (SPEC.md section 4: in progress or completed), newest first. */
export function LiveHistory() {
  const { t } = useTranslation();
  const threadsRead = useLiveThreads();
  const now = useMinuteClock();
  const threads = threadsRead.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="live-history-title" data-testid="live-history">
      <Title order={2} size="h3" id="live-history-title">
        {t('liveStart.history.title')}
      </Title>
      {threadsRead.isError && <LoadFailure text={t('liveStart.history.loadFailed')} query={threadsRead} />}
      {threadsRead.isPending && <Skeleton h={96} radius="md" />}
      {threads?.length === 0 && (
        <Paper withBorder radius="md" p="lg" data-testid="live-history-empty">
          <Text size="sm">{t('liveStart.history.empty')}</Text>
        </Paper>
      )}
      {threads && threads.length > 0 && (
        <Stack gap="sm" component="ul" className="plain-list">
          {threads.map((thread) => (
            <HistoryRow key={thread.id} thread={thread} now={now} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
