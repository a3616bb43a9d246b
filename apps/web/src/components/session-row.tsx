import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import './session-row.css';

/**
 * One session in a history list (any kind): its state as a badge and any others beside it, a heading, a
 * line of facts, a note, the actions as one named group, and what an action met under them.
 */
export function SessionRow({
  testId,
  status,
  badges,
  heading,
  meta,
  note,
  actionsLabel,
  actions,
  footer,
}: {
  testId: string;
  status: { value: string; label: string; color: string };
  badges?: ReactNode;
  heading: string;
  meta: string;
  note?: string | null;
  actionsLabel: string;
  actions: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid={testId} data-status={status.value}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Badge variant="filled" color={status.color} data-testid={`${testId}-status`}>
                {status.label}
              </Badge>
              {badges}
              <Text fw={600}>{heading}</Text>
            </Group>
            <Text size="sm" className="session-row-meta" data-testid={`${testId}-meta`}>
              {meta}
            </Text>
            {note && (
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            )}
          </Stack>
          <Group gap={6} role="group" aria-label={actionsLabel}>
            {actions}
          </Group>
        </Group>
        {footer}
      </Stack>
    </Paper>
  );
}
