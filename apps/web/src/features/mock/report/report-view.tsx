import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MockReport, ReportSuggestion } from '@offerpilot/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { AnswerCard } from './answer-card.tsx';
import { Competencies } from './competencies.tsx';
import { competencyName, percent, scoreColor } from './report-rules.ts';
import { Trend } from './trend.tsx';

/** A list of the report's sentences (strengths, what to fix first) under its heading. */
function Points({
  id,
  title,
  items,
  testId,
}: {
  id: string;
  title: string;
  items: ReportSuggestion[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mockReport.nothing')}
        </Text>
      ) : (
        <ol className="mock-report-list">
          {items.map((item) => (
            <li key={item.key + item.text}>
              <Text size="sm">{item.text}</Text>
            </li>
          ))}
        </ol>
      )}
    </Paper>
  );
}

/** The headline: overall score, pass or not, predicted pass rate, the session's facts and the feedback's engine. */
function Overview({ report }: { report: MockReport }) {
  const { t, i18n } = useTranslation();
  const overall = Math.round(report.overall ?? 0);
  const minutes = Math.max(1, Math.round(report.durationMs / 60_000));
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={t('mockReport.overview')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <div>
          <Text size="sm" c="dimmed">
            {t('mockReport.overall')}
          </Text>
          <Group gap="xs" align="baseline">
            <Text
              fz={48}
              fw={800}
              lh={1.1}
              c={scoreColor(overall, report.passScore)}
              data-testid="mock-report-overall"
            >
              {overall}
            </Text>
            <Text c="dimmed">/ 100</Text>
          </Group>
          <Badge
            color={report.passed ? 'teal.9' : 'red.9'}
            variant="outline"
            tt="none"
            data-testid="mock-report-passed"
          >
            {t(report.passed ? 'mockReport.passed' : 'mockReport.notPassed', { pass: report.passScore })}
          </Badge>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('mockReport.predicted')}
          </Text>
          <Text fz={32} fw={800} lh={1.2} c="indigo.9" data-testid="mock-report-predicted">
            {percent(report.predictedPassRate)}%
          </Text>
          <Text size="xs" c="dimmed">
            {t('mockReport.predictedHint')}
          </Text>
        </div>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {report.position?.title ?? t('mockReport.general')}
          </Text>
          <Text size="sm" className="mock-report-facts">
            {t('mockReport.facts', { count: report.rounds, length: report.length, minutes })}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(report.generatedAt, i18n.language)}
          </Text>
          <Text size="sm" data-testid="mock-report-engine" data-engine={report.engine}>
            {t(`mockReport.engine.${report.engine}`)}
          </Text>
        </Stack>
      </SimpleGrid>
      {report.summary && (
        <Text mt="md" data-testid="mock-report-summary">
          {report.summary}
        </Text>
      )}
    </Paper>
  );
}

/** A ready report: overview, competencies, strengths and what to fix first, trend, then every answer. */
export function ReportView({ report }: { report: MockReport }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="lg" data-testid="mock-report-ready">
      <Overview report={report} />
      <Competencies report={report} />
      <div className="mock-report-columns">
        <Points
          id="mock-fix-title"
          title={t('mockReport.fixFirst')}
          items={report.fixFirst}
          testId="mock-report-fix"
        />
        <Points
          id="mock-strengths-title"
          title={t('mockReport.strengths')}
          items={report.strengths}
          testId="mock-report-strengths"
        />
      </div>
      {report.suggestions.length > 0 && (
        <Points
          id="mock-suggestions-title"
          title={t('mockReport.suggestions')}
          items={report.suggestions}
          testId="mock-report-suggestions"
        />
      )}
      <Trend trend={report.trend} />
      <section aria-labelledby="mock-answers-title" className="mock-report-answers">
        <Title order={2} size="h4" id="mock-answers-title" mb="sm">
          {t('mockReport.answers', { count: report.answers.length })}
        </Title>
        <ol className="mock-report-answer-list">
          {report.answers.map((answer, i) => (
            <AnswerCard
              key={`${answer.index}-${i}`}
              answer={answer}
              n={i + 1}
              passScore={report.passScore}
              competency={competencyName(report, answer.competency, (key) =>
                i18n.exists(`mockReport.competencyKey.${key}`)
                  ? t(`mockReport.competencyKey.${key}`)
                  : undefined,
              )}
            />
          ))}
        </ol>
      </section>
    </Stack>
  );
}
