import type { ReactNode } from 'react';
import { Alert, Group, Text } from '@mantine/core';

/**
 * A session in progress stands in the way of a new one or of a delete (SPEC.md section 4): what it is, and
 * the ways out the caller gives (continue it, end it).
 */
export function InProgressAlert({
  title,
  text,
  testId,
  children,
}: {
  title: string;
  text: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Alert
      color="orange"
      variant="light"
      title={title}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      role="alert"
      data-testid={testId}
    >
      <Text size="sm" mb="sm" data-testid={`${testId}-text`}>
        {text}
      </Text>
      <Group gap="sm">{children}</Group>
    </Alert>
  );
}
