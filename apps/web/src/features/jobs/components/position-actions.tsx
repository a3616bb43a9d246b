import { useCallback, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSetGoalFromPosition } from '../api/set-goal.ts';
import { GoalSetToast } from './goal-set-toast.tsx';

/** "Set as my goal" (the position becomes the current goal) and "Practise this position". */
export function PositionActions({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation();
  const setGoal = useSetGoalFromPosition(slug);
  const [saved, setSaved] = useState(false);
  const hide = useCallback(() => setSaved(false), []);
  return (
    <Group gap="sm">
      <Button
        onClick={() => setGoal.mutate(undefined, { onSuccess: () => setSaved(true) })}
        loading={setGoal.isPending}
        disabled={setGoal.isSuccess}
        variant="light"
        data-testid="job-set-goal"
      >
        {setGoal.isSuccess ? t('jobs.detail.isGoal') : t('jobs.detail.setGoal')}
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
  );
}
