import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { failureText } from '../../../lib/unwrap.ts';
import { usePageTexts } from '../../../lib/use-page-texts.ts';
import { useMockReport, useRetryMockReport } from '../api/mock-session.ts';
import { MOCK_START_PATH } from '../paths.ts';
import { ReportView } from './report-view.tsx';
import './report.css';

/** The report's state: generating (read again until it changes), ready, failed (retry) or none (too short). */
function ReportState({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const report = useMockReport(threadId);
  const retry = useRetryMockReport(threadId);
  if (report.isPending) return <Loader aria-hidden="true" />;
  if (report.isError)
    return <LoadFailure text={t('mockReport.loadFailed')} query={report} testId="mock-report-load-failure" />;
  const { status, report: ready } = report.data;
  if (status === 'ready' && ready) return <ReportView report={ready} />;
  if (status === 'generating') {
    return (
      <Group gap="sm" role="status" data-testid="mock-report-generating">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('mockReport.generating')}</Text>
      </Group>
    );
  }
  if (status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="mock-report-failed">
        <Stack gap="xs" align="flex-start">
          <Text fw={700}>{t('mockReport.failed')}</Text>
          {retry.isError && <Text size="sm">{failureText(retry.error)}</Text>}
          <Button
            loading={retry.isPending}
            onClick={() => retry.mutate()}
            data-testid="mock-report-retry"
            className="no-print"
          >
            {t('mockReport.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="gray" variant="light" data-testid="mock-report-none">
      <Text fw={700}>{t('mockReport.none')}</Text>
      <Text size="sm">{t('mockReport.noneBody')}</Text>
    </Alert>
  );
}

/**
 * /Report/InterviewMock?id=<threadId>: the report of a mock interview. It prints as a clean document (the
 * browser's "save as PDF"): report.css hides the header and the buttons and starts each question on a page.
 */
export function MockReportPage() {
  const { t } = useTranslation();
  const ready = usePageTexts();
  const threadId = useSearchParams()[0].get('id');
  return (
    <div className="page-container mock-report-page" data-testid="mock-report">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={1}>{t('titles.reportMock')}</Title>
          {ready && threadId && (
            <Button
              variant="default"
              onClick={() => window.print()}
              className="no-print"
              data-testid="mock-report-print"
            >
              {t('mockReport.print')}
            </Button>
          )}
        </Group>
        {!ready ? (
          <Center py="xl">
            <Loader aria-hidden="true" />
          </Center>
        ) : threadId ? (
          <ReportState threadId={threadId} />
        ) : (
          <Text>{t('mockReport.noSession')}</Text>
        )}
        {ready && (
          <Anchor component={Link} to={MOCK_START_PATH} fw={600} className="no-print">
            {t('mockReport.back')}
          </Anchor>
        )}
      </Stack>
    </div>
  );
}
