import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';

/** A titled panel of the session screen's side column, with an action beside its title and a note under it. */
export function SidePanel({
  id,
  title,
  action,
  note,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  /** A line under the title saying what the panel is for. */
  note?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text id={id} fw={700}>
            {title}
          </Text>
          {action}
        </Group>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
