import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Goal, JobField, PositionSummary } from '@offerpilot/shared';
import { currentGoal } from '../../lib/queries/goals.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { isMissingPositionError, usePosition, usePositionList } from '../../lib/queries/positions.ts';
import { RECOMMENDED_COUNT, recommendationField, recommendedJobsQuery } from './home-rules.ts';

function PositionLink({ position }: { position: PositionSummary }) {
  const { t } = useTranslation();
  return (
    <Paper
      component={Link}
      to={`/Dashboard/JobCenter/${position.slug}`}
      withBorder
      radius="md"
      p="md"
      className="home-position"
      data-testid="home-recommended-item"
      data-slug={position.slug}
    >
      <Stack gap={6}>
        <Badge variant="light" color="indigo" w="fit-content">
          {t(`jobs.fields.${position.field}`)}
        </Badge>
        <Text fw={700} lineClamp={2} className="home-wrap">
          {position.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {position.company}
        </Text>
        <Text size="xs">{t('home.recommended.questions', { count: position.questionCount })}</Text>
      </Stack>
    </Paper>
  );
}

/**
 * Positions to practise: of the current goal's field when it came from the job center, else the hottest (also
 * when that position is no longer there). A read that failed is said in place of the positions.
 */
export function RecommendedPositions({ goals }: { goals: Goal[] | undefined }) {
  const { t } = useTranslation();
  const slug = (goals && currentGoal(goals)?.positionSlug) || null;
  const position = usePosition(slug);
  const positionFailed = position.isError && !isMissingPositionError(position.error);
  const field = recommendationField(goals, { status: position.status, field: position.data?.field });
  const ready = field !== 'pending' && !positionFailed;
  const chosen: JobField | null = ready ? field : null;
  const list = usePositionList(recommendedJobsQuery(chosen), { enabled: ready });
  const failed = positionFailed ? position : list.isError ? list : null;
  const items = list.data?.items;
  const more = chosen ? `/Dashboard/JobCenter?field=${chosen}` : '/Dashboard/JobCenter';
  return (
    <section aria-labelledby="recommended-title" data-testid="home-recommended">
      <Group justify="space-between" align="baseline" mb="sm">
        <div>
          <Title order={2} size="h4" id="recommended-title">
            {t('home.recommended.title')}
          </Title>
          <Text size="sm" data-testid="home-recommended-basis">
            {chosen
              ? t('home.recommended.byField', { field: t(`jobs.fields.${chosen}`) })
              : t('home.recommended.hottest')}
          </Text>
        </div>
        <Anchor component={Link} to={more} size="sm" fw={600}>
          {t('home.recommended.more')}
        </Anchor>
      </Group>
      {failed && <LoadFailure text={t('home.recommended.failed')} query={failed} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {items
          ? items.map((item) => <PositionLink key={item.slug} position={item} />)
          : !failed &&
            Array.from({ length: RECOMMENDED_COUNT }, (_, i) => <Skeleton key={i} h={120} radius="md" />)}
      </SimpleGrid>
    </section>
  );
}
