import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/load-failure.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useCareerReport, useRetryCareerReport } from './api/career.ts';
import { ReportView } from './report-view.tsx';

/** The report being made: a moving bar and what is happening (SPEC.md says it takes a while). */
function Making() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-live="polite" data-testid="guide-report-making">
      <div className="guide-making" role="progressbar" aria-label={t('guide.report.making')} aria-busy="true">
        <div className="guide-making-bar" />
      </div>
      <Text fw={600}>
        <Loader size="xs" mr="xs" aria-hidden="true" />
        {t('guide.report.making')}
      </Text>
      <Text size="sm">{t('guide.report.makingHint')}</Text>
    </Stack>
  );
}

/** A guide's report in every state: being made, failed (with retry), none (the guide was reset), ready. */
export function ReportPanel({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const read = useCareerReport(threadId);
  const retry = useRetryCareerReport();
  const result = read.data;
  if (result?.status === 'ready' && result.report) return <ReportView report={result.report} />;
  return (
    <SectionCard id="guide-report-title" title={t('guide.report.title')} gap="md">
      {read.isError && <LoadFailure text={t('guide.report.loadFailed')} query={read} />}
      {(read.isPending || result?.status === 'generating' || retry.isPending) && <Making />}
      {result?.status === 'failed' && !retry.isPending && (
        <Alert color="red" variant="light" role="alert" data-testid="guide-report-failed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="red.9">
              {t('guide.report.failed')}
            </Text>
            <Button size="xs" onClick={() => retry.mutate(threadId)} data-testid="guide-report-retry">
              {t('guide.report.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {result?.status === 'none' && <Text data-testid="guide-report-none">{t('guide.report.none')}</Text>}
    </SectionCard>
  );
}
