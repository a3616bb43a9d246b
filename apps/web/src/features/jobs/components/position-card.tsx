import { Badge, Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PositionSummary } from '@offerpilot/shared';
import { shownHotValue, toPercent } from '../position-stats.ts';

interface StatProps {
  label: string;
  /** null: not measured yet, `empty` says so. */
  value: string | null;
  empty: string;
  testId: string;
}

function Stat({ label, value, empty, testId }: StatProps) {
  const muted = value === null;
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={muted ? 'xs' : 'md'} fw={muted ? 500 : 700} c={muted ? 'dimmed' : undefined} lh={1.6}>
        {value ?? empty}
      </Text>
    </div>
  );
}

/** One position of the job center: rank, field, title, company and its numbers; opens the detail. */
export function PositionCard({ position, rank }: { position: PositionSummary; rank: number }) {
  const { t } = useTranslation();
  const pass = toPercent(position.passRate);
  const noPractice = t('jobs.stats.noPractice');
  return (
    <Paper
      component={Link}
      to={`/Dashboard/JobCenter/${position.slug}`}
      withBorder
      radius="md"
      p="md"
      className="job-card"
      data-testid="jobs-card"
      data-slug={position.slug}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Badge variant="light" color="indigo">
            {t(`jobs.fields.${position.field}`)}
          </Badge>
          <Text size="sm" fw={700} c="gray.7">
            <span aria-hidden="true">#{rank}</span>
            <VisuallyHidden>{t('jobs.card.rank', { rank })}</VisuallyHidden>
          </Text>
        </Group>
        <div>
          <Text fw={700} size="lg" lineClamp={2} className="job-card-title">
            {position.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {position.company}
          </Text>
        </div>
        <SimpleGrid cols={3} spacing="xs" mt="auto">
          <Stat
            label={t('jobs.stats.questions')}
            value={String(position.questionCount)}
            empty=""
            testId="jobs-card-questions"
          />
          <Stat
            label={t('jobs.stats.hot')}
            value={shownHotValue(position.hotValue)}
            empty={noPractice}
            testId="jobs-card-hot"
          />
          <Stat
            label={t('jobs.stats.passRate')}
            value={pass === null ? null : `${pass}%`}
            empty={noPractice}
            testId="jobs-card-pass"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
