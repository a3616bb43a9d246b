import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CareerGuideReport } from '@offerpilot/shared';
import { useGoalFromSuggestion } from './api/career.ts';

type Position = CareerGuideReport['positions'][number];

/** Where "practise it" and "details" lead (the mock interview's start page takes `?position=`). */
export const practisePath = (slug: string) =>
  `/Dashboard/StartInterviewMock?position=${encodeURIComponent(slug)}`;
const detailPath = (slug: string) => `/Dashboard/JobCenter/${encodeURIComponent(slug)}`;

function PositionCard({ position, family }: { position: Position; family: string }) {
  const { t } = useTranslation();
  const goal = useGoalFromSuggestion();
  const set = goal.isSuccess;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      data-testid="guide-position"
      data-slug={position.slug}
    >
      <Stack gap="xs" h="100%">
        <div>
          <Title order={4} size="h5">
            {position.title}
          </Title>
          <Text size="sm">{[position.company, family].filter(Boolean).join(' · ')}</Text>
        </div>
        {position.reason && <Text size="sm">{position.reason}</Text>}
        <Group gap="xs" mt="auto">
          <Button
            size="xs"
            variant={set ? 'light' : 'filled'}
            color={set ? 'teal.9' : undefined}
            loading={goal.isPending}
            disabled={set}
            onClick={() => goal.mutate(position.slug)}
            data-testid="guide-position-goal"
          >
            {set ? t('guide.report.goalSet') : t('guide.report.goal')}
          </Button>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={practisePath(position.slug)}
            data-testid="guide-position-practise"
          >
            {t('guide.report.practise')}
          </Button>
          <Anchor component={Link} to={detailPath(position.slug)} size="sm" fw={600}>
            {t('guide.report.open')}
          </Anchor>
        </Group>
        {set && (
          <Anchor component={Link} to="/Dashboard/Goals" size="sm" data-testid="guide-position-goals">
            {t('guide.report.goalLink')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** The job-center positions of the best families, each one click from a goal or a practice interview. */
export function SuggestedPositions({ report }: { report: CareerGuideReport }) {
  const { t } = useTranslation();
  const names = new Map(report.families.map((f) => [f.field, f.name]));
  return (
    <Stack gap="sm" component="section" aria-labelledby="guide-positions">
      <div>
        <Title order={3} size="h4" id="guide-positions">
          {t('guide.report.positions')}
        </Title>
        <Text size="sm">{t('guide.report.positionsHint')}</Text>
      </div>
      {report.positions.length === 0 ? (
        <Text size="sm">{t('guide.report.noPositions')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className="guide-plain-list">
          {report.positions.map((position) => (
            <PositionCard key={position.slug} position={position} family={names.get(position.field) ?? ''} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
