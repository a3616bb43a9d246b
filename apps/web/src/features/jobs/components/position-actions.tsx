import { useCallback, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { currentGoal, useGoals } from '../../../lib/queries/goals.ts';
import { useSetGoalFromPosition } from '../api/set-goal.ts';
import { GoalSetToast } from './goal-set-toast.tsx';

/**
 * "Set as my goal" (the position becomes the current goal), or that it already is, read from the goals
 * list so that it holds after a reload (or why that list could not be read); and "Practise this position".
 */
export function PositionActions({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation();
  const setGoal = useSetGoalFromPosition(slug);
  const goalsRead = useGoals();
  const { data: goals, isPending: goalsPending } = goalsRead;
  const isGoal = setGoal.isSuccess || (goals ? currentGoal(goals)?.positionSlug === slug : false);
  const [saved, setSaved] = useState(false);
  const hide = useCallback(() => setSaved(false), []);
  return (
    <>
      <Group gap="sm">
        <Button
          onClick={() => setGoal.mutate(undefined, { onSuccess: () => setSaved(true) })}
          loading={setGoal.isPending || goalsPending}
          disabled={isGoal}
          variant="light"
          data-testid="job-set-goal"
          data-current={isGoal}
        >
          {isGoal ? t('jobs.detail.isGoal') : t('jobs.detail.setGoal')}
        </Button>
        <Button
          component={Link}
          to={`/Dashboard/StartInterviewMock?position=${encodeURIComponent(slug)}`}
          data-testid="job-practise"
        >
          {t('jobs.detail.practise')}
        </Button>
        {saved && <GoalSetToast positionName={title} onClose={hide} />}
      </Group>
      {goalsRead.isError && <LoadFailure text={t('jobs.detail.goalsFailed')} query={goalsRead} />}
    </>
  );
}
