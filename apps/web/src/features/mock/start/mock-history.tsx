import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useMockThreads } from '../api/mock-threads.ts';
import { HistoryRow } from './history-row.tsx';

/** The user's mock interviews (SPEC.md section 4: in progress or completed, with their reports), newest first. */
export function MockHistory() {
  const { t } = useTranslation();
  const read = useMockThreads();
  const threads = read.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="mock-history-title" data-testid="mock-history">
      <Title order={2} size="h3" id="mock-history-title">
        {t('mockStart.history.title')}
      </Title>
      {read.isError && <LoadFailure text={t('mockStart.history.loadFailed')} query={read} />}
      {read.isPending && <Skeleton h={96} radius="md" />}
      {threads?.length === 0 && (
        <Paper withBorder radius="md" p="lg" data-testid="mock-history-empty">
          <Text size="sm">{t('mockStart.history.empty')}</Text>
        </Paper>
      )}
      {threads && threads.length > 0 && (
        <Stack gap="sm" component="ul" className="plain-list">
          {threads.map((thread) => (
            <HistoryRow key={thread.id} thread={thread} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
