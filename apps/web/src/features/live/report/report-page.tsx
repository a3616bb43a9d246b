import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LiveReview } from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { failureText } from '../../../lib/unwrap.ts';
import { usePageTexts } from '../../../lib/use-page-texts.ts';
import { useReport, useRetryReport } from '../api/live-session.ts';
import { PractiseList } from './practise-list.tsx';
import { ReviewQuestionCard } from './review-question.tsx';
import { minutesOf } from './review-rules.ts';
import '../live-layout.css';
import './review.css';

function Review({ review }: { review: LiveReview }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="lg" data-testid="review-ready">
      <Text c="dimmed">
        {t('liveReport.summary', {
          count: review.questions.length,
          minutes: minutesOf(review.durationMs),
          time: formatDateTime(review.generatedAt, i18n.language),
        })}
      </Text>
      <div className="live-columns">
        <section aria-labelledby="review-questions-title">
          <Title order={2} size="h4" id="review-questions-title" mb="sm">
            {t('liveReport.questions')}
          </Title>
          <ol className="review-list">
            {review.questions.map((question, i) => (
              <ReviewQuestionCard key={question.questionId} question={question} n={i + 1} />
            ))}
          </ol>
        </section>
        <aside className="live-side">
          <PractiseList items={review.practise} />
        </aside>
      </div>
    </Stack>
  );
}

function ReportState({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const report = useReport(threadId);
  const retry = useRetryReport(threadId);
  if (report.isPending) return <Loader aria-hidden="true" />;
  if (report.isError)
    return <LoadFailure text={t('liveReport.loadFailed')} query={report} testId="review-load-failure" />;
  const { status, review } = report.data;
  if (status === 'ready' && review) return <Review review={review} />;
  if (status === 'generating') {
    return (
      <Group gap="sm" role="status" data-testid="review-generating">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('liveReport.generating')}</Text>
      </Group>
    );
  }
  if (status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="review-failed">
        <Stack gap="xs" align="flex-start">
          <Text fw={700}>{t('liveReport.failed')}</Text>
          {retry.isError && <Text size="sm">{failureText(retry.error)}</Text>}
          <Button loading={retry.isPending} onClick={() => retry.mutate()} data-testid="review-retry">
            {t('liveReport.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="gray" variant="light" data-testid="review-none">
      <Text fw={700}>{t('liveReport.none')}</Text>
      <Text size="sm">{t('liveReport.noneBody')}</Text>
    </Alert>
  );
}

/** /Report/InterviewAI?id=<threadId>: the review of a live session, question by question, and what to practise. */
export function LiveReportPage() {
  const { t } = useTranslation();
  const ready = usePageTexts();
  const threadId = useSearchParams()[0].get('id');
  return (
    <div className="page-container review-page" data-testid="live-report">
      <Stack gap="md">
        <Title order={1}>{t('titles.reportAI')}</Title>
        {!ready ? (
          <Group justify="center" py="xl">
            <Loader aria-hidden="true" />
          </Group>
        ) : threadId ? (
          <ReportState threadId={threadId} />
        ) : (
          <Text>{t('liveReport.noSession')}</Text>
        )}
        {ready && (
          <Anchor component={Link} to="/Dashboard/StartInterviewAI" fw={600}>
            {t('liveReport.back')}
          </Anchor>
        )}
      </Stack>
    </div>
  );
}
