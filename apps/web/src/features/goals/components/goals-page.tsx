import { useState } from 'react';
import { Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Goal } from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useGoals } from '../../../lib/queries/goals.ts';
import { useDeleteGoal, useMakeGoalCurrent } from '../api/goals.ts';
import { sortGoals } from '../goal-rules.ts';
import { GoalCard } from './goal-card.tsx';
import { GoalForm } from './goal-form.tsx';
import '../goals.css';

/** Which goal the form edits: none (closed), a new one, or an existing one. */
type Editing = { goal: Goal | null } | null;

function EmptyGoals() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="goals-empty">
      <Text fw={700}>{t('goals.empty.title')}</Text>
      <Text size="sm" mt={4}>
        {t('goals.empty.body')}
      </Text>
    </Paper>
  );
}

/** /Dashboard/Goals: the user's desired positions, the current one marked; create, edit, delete, choose. */
export function GoalsPage() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const goalsRead = useGoals();
  const { data: goals, isPending, isError } = goalsRead;
  const remove = useDeleteGoal();
  const makeCurrent = useMakeGoalCurrent();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const confirmDelete = (goal: Goal) =>
    modals.openConfirmModal({
      title: t('goals.delete.title'),
      children: <Text size="sm">{t('goals.delete.body', { position: goal.positionName })}</Text>,
      labels: { confirm: t('goals.delete.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'goal-delete-confirm' } as Record<string, string>,
      closeButtonProps: { 'aria-label': t('goals.form.close') },
      onConfirm: () => remove.mutate(goal.id),
    });
  return (
    <Stack gap="lg" maw={1000} mx="auto" data-testid="goals-page">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>{t('titles.goals')}</Title>
          <Text mt={4}>{t('goals.subtitle')}</Text>
        </div>
        <Group gap="sm">
          <Button component={Link} to="/Dashboard/JobCenter" variant="light" data-testid="goal-from-jobs">
            {t('goals.fromJobCenter')}
          </Button>
          <Button onClick={() => setEditing({ goal: null })} data-testid="goal-new">
            {t('goals.new')}
          </Button>
        </Group>
      </Group>
      {isError && <LoadFailure text={t('goals.loadFailed')} query={goalsRead} />}
      {isPending && <Skeleton h={160} radius="md" />}
      {goals?.length === 0 && <EmptyGoals />}
      {goals && (
        <Stack gap="md" component="ul" className="plain-list" data-testid="goals-list">
          {sortGoals(goals).map((goal) => (
            <GoalCard
              key={goal.id}
              goal={goal}
              busy={remove.isPending || makeCurrent.isPending}
              onEdit={() => setEditing({ goal })}
              onDelete={() => confirmDelete(goal)}
              onMakeCurrent={() => makeCurrent.mutate(goal.id)}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.goal ? t('goals.form.editTitle') : t('goals.form.newTitle')}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('goals.form.close') }}
        centered
      >
        {editing && (
          <GoalForm key={editing.goal?.id ?? 'new'} goal={editing.goal} onDone={close} onCancel={close} />
        )}
      </Modal>
    </Stack>
  );
}
