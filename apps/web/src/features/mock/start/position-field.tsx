import { NativeSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentGoal, useGoals } from '../../../lib/queries/goals.ts';
import { isMissingPositionError, usePosition } from '../../../lib/queries/positions.ts';
import type { PositionChoice } from '../mock-setup.ts';
import { PositionSearch } from './position-search.tsx';

/** The job-center position chosen, by name, or why it cannot be practised. */
function Chosen({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const position = usePosition(slug);
  if (position.isPending) return <Skeleton h={48} />;
  if (position.isError) {
    return (
      <Text size="sm" c="red.9" role="alert" data-testid="mock-position-missing">
        {isMissingPositionError(position.error)
          ? t('mockStart.position.missing')
          : t('mockStart.position.loadFailed')}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" bg="indigo.0" data-testid="mock-position-chosen" data-slug={slug}>
      <Text fw={700}>{position.data.title}</Text>
      <Text size="sm">{position.data.company}</Text>
    </Paper>
  );
}

/**
 * The position the interviewer asks about: the current goal's (by default), any of the job center's (a
 * search; a "practise" link arrives with one chosen), or none (general questions).
 */
export function PositionField({
  value,
  onChange,
}: {
  value: PositionChoice;
  onChange: (position: PositionChoice) => void;
}) {
  const { t } = useTranslation();
  const goals = useGoals();
  const goal = goals.data ? currentGoal(goals.data) : null;
  const goalLabel = goal
    ? t('mockStart.position.goal', { name: goal.positionName })
    : t('mockStart.position.goalNone');
  const picked = value.kind === 'job' ? value.slug : null;
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('mockStart.position.label')}
        description={t('mockStart.position.hint')}
        value={value.kind}
        onChange={(event) => {
          const kind = event.currentTarget.value as PositionChoice['kind'];
          onChange(kind === 'job' ? { kind, slug: picked ?? '' } : { kind });
        }}
        data={[
          { value: 'goal', label: goals.isPending ? t('mockStart.position.goalLoading') : goalLabel },
          { value: 'job', label: t('mockStart.position.job') },
          { value: 'none', label: t('mockStart.position.none') },
        ]}
        data-testid="mock-position"
      />
      {value.kind === 'job' && (
        <>
          {picked && <Chosen slug={picked} />}
          <PositionSearch picked={picked} onPick={(slug) => onChange({ kind: 'job', slug })} />
        </>
      )}
    </Stack>
  );
}
