import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PositionDetail } from '@offerpilot/shared';
import { shownHotValue, toPercent } from '../position-stats.ts';

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string | null;
  note: string;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <Text size="sm" fw={500} c="dimmed" lh={1.9}>
          {note}
        </Text>
      ) : (
        <Text fz={22} fw={800} c="indigo.9" lh={1.3}>
          {value}
        </Text>
      )}
    </div>
  );
}

const percent = (share: number | null) => {
  const value = toPercent(share);
  return value === null ? null : `${value}%`;
};

/** The position's numbers from recorded sessions; what has not been measured yet says so. */
export function PositionStatsCard({ position }: { position: PositionDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="job-stats-title">
      <Title order={2} size="h4" mb="md" id="job-stats-title">
        {t('jobs.detail.statsTitle')}
      </Title>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
        <Figure
          label={t('jobs.stats.hot')}
          value={shownHotValue(position.hotValue)}
          note={t('jobs.stats.noPractice')}
          testId="job-hot"
        />
        <Figure
          label={t('jobs.stats.questions')}
          value={String(position.questionCount)}
          note=""
          testId="job-question-count"
        />
        <Figure
          label={t('jobs.stats.practiceCount')}
          value={String(position.practiceCount)}
          note=""
          testId="job-practice-count"
        />
        <Figure
          label={t('jobs.stats.passRate')}
          value={percent(position.passRate)}
          note={t('jobs.stats.noPractice')}
          testId="job-pass-rate"
        />
        <Figure
          label={t('jobs.stats.mySimulations')}
          value={String(position.mySimulationCount)}
          note=""
          testId="job-my-count"
        />
        <Figure
          label={t('jobs.stats.myAverage')}
          value={position.myAverageScore === null ? null : String(position.myAverageScore)}
          note={t('jobs.stats.notYet')}
          testId="job-my-average"
        />
        <Figure
          label={t('jobs.stats.predicted')}
          value={percent(position.predictedPassRate)}
          note={t('jobs.stats.afterFirstPractice')}
          testId="job-predicted"
        />
      </SimpleGrid>
      {position.mySimulationCount === 0 && (
        <Text size="xs" c="dimmed" mt="md">
          {t('jobs.stats.mineHint')}
        </Text>
      )}
    </Paper>
  );
}
