import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../lib/request.ts';

/**
 * A start of a session (live assistant, mock interview, career guide) that failed, said where the start button
 * is: "Start failed" (SPEC.md section 2's text) and why in the server's words, with what to do (`children`: the
 * recharge link when nothing pays). The start's call shows every failure here instead of the error toast.
 */
export function StartFailed({
  refusal,
  testId,
  children,
}: {
  refusal: Failure;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      <Text size="sm" c="red.9" fw={700}>
        {t('common.startFailed')}
      </Text>
      <Text size="sm" c="red.9">
        {refusal.message} {children}
      </Text>
    </Alert>
  );
}
