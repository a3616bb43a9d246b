import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Goal } from '@offerpilot/shared';

interface GoalCardProps {
  goal: Goal;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeCurrent: () => void;
}

/** One desired position: names, the start of its description, and what can be done with it. */
export function GoalCard({ goal, busy, onEdit, onDelete, onMakeCurrent }: GoalCardProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="li"
      className={goal.current ? 'goal-card goal-card-current' : 'goal-card'}
      data-testid="goal-item"
      data-goal-id={goal.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {goal.positionName}
            </Title>
            <Text size="sm" c="dimmed">
              {goal.companyName || t('goals.item.noCompany')}
            </Text>
          </div>
          {goal.current && (
            <Badge color="teal.9" variant="filled" data-testid="goal-current-badge" style={{ flexShrink: 0 }}>
              {t('goals.item.current')}
            </Badge>
          )}
        </Group>
        <Text size="sm" lineClamp={3} className="goal-text">
          {goal.jobDescription}
        </Text>
        {goal.positionSlug && (
          <Anchor component={Link} to={`/Dashboard/JobCenter/${goal.positionSlug}`} size="sm" w="fit-content">
            {t('goals.item.fromPosition')}
          </Anchor>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} data-testid="goal-edit">
            {t('goals.item.edit')}
          </Button>
          {!goal.current && (
            <Button
              size="xs"
              variant="light"
              color="teal"
              onClick={onMakeCurrent}
              disabled={busy}
              data-testid="goal-make-current"
            >
              {t('goals.item.makeCurrent')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            disabled={busy}
            data-testid="goal-delete"
          >
            {t('goals.item.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
