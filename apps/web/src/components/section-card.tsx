import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** A page section in a bordered card, named by its heading. */
export function SectionCard({
  id,
  title,
  gap,
  children,
}: {
  id: string;
  title: string;
  gap: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
