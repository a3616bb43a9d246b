import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CareerGuideReport } from '@offerpilot/shared';
import { formatDateTime } from '../../lib/format.ts';
import { FamilyCards } from './family-cards.tsx';
import { SuggestedPositions } from './suggested-positions.tsx';

/** Points of an area's score (RIASEC: 2 per liked statement, 1 per unsure one, 5 statements). */
const AREA_MAX = 10;

/** The interest code, big, and the six areas with their scores as bars. */
function InterestCode({ report }: { report: CareerGuideReport }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="guide-code"
    >
      <div className="guide-code-columns">
        <Stack gap={4}>
          <Title order={3} size="h5" id="guide-code">
            {t('guide.report.code')}
          </Title>
          <Text className="guide-code" data-testid="guide-report-code">
            {report.code}
          </Text>
          <Text size="sm" c="dimmed">
            {t('guide.report.codeHint')}
          </Text>
        </Stack>
        <Stack gap={6} component="ul" className="guide-areas" aria-label={t('guide.report.areas')}>
          {report.areas.map((area) => (
            <li key={area.area} className="guide-area">
              <Text size="sm" fw={600} className="guide-area-name">
                {area.area} · {area.name}
              </Text>
              <div className="guide-bar" aria-hidden="true">
                <div className="guide-bar-fill" style={{ width: `${(area.score / AREA_MAX) * 100}%` }} />
              </div>
              <Text size="sm" className="guide-area-score">
                {t('guide.report.areaScore', { score: area.score })}
              </Text>
            </li>
          ))}
        </Stack>
      </div>
    </Paper>
  );
}

/**
 * The job-suggestion report: who wrote it and when, the summary, the interest code and areas, the families that
 * fit with why (the answers that pointed there), and the positions to make a goal of or practise.
 */
export function ReportView({ report }: { report: CareerGuideReport }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="lg" component="article" aria-labelledby="guide-report-title" data-testid="guide-report">
      <Stack gap={6}>
        <Title order={2} id="guide-report-title">
          {t('guide.report.title')}
        </Title>
        <Group gap="sm">
          <Badge
            variant="outline"
            color={report.engine === 'llm' ? 'grape.9' : 'indigo.9'}
            tt="none"
            data-testid="guide-engine"
          >
            {t(`guide.report.engine.${report.engine}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('guide.report.made', { date: formatDateTime(report.generatedAt, i18n.language) })}
          </Text>
        </Group>
        <Text data-testid="guide-report-summary">{report.summary}</Text>
      </Stack>
      <InterestCode report={report} />
      <FamilyCards families={report.families} />
      <SuggestedPositions report={report} />
    </Stack>
  );
}
