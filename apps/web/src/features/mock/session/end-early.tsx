import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/unwrap.ts';
import { useEndMock } from '../api/mock-threads.ts';
import { hasReport } from '../mock-setup.ts';
import { reportPath } from '../paths.ts';

/**
 * "End the interview": asks first and says what the end means for the report (3 answers or fewer: none,
 * SPEC.md section 4), ends it (POST .../end), then opens the report.
 */
export function EndEarly({
  threadId,
  answered,
  onEnding,
}: {
  threadId: string;
  answered: number;
  onEnding: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const end = useEndMock();
  // The end's own `session` event may unmount this button before the call answers: the promise still does.
  const confirm = () => {
    onEnding();
    void end.mutateAsync(threadId).then(
      () => navigate(reportPath(threadId)),
      () => undefined, // shown in the dialog (end.error)
    );
  };
  return (
    <>
      <Button color="red.9" variant="outline" onClick={() => setAsking(true)} data-testid="mock-end">
        {t('mockSession.end.button')}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('mockSession.end.title')}
        closeButtonProps={{ 'aria-label': t('mockSession.close') }}
        centered
      >
        <Stack gap="md">
          <Text data-testid="mock-end-body" data-report={hasReport(answered) || undefined}>
            {hasReport(answered)
              ? t('mockSession.end.withReport', { count: answered })
              : t('mockSession.end.noReport', { count: answered })}
          </Text>
          {end.isError && (
            <Text c="red.9" size="sm" role="alert">
              {failureText(end.error) ?? t('mockSession.end.failed')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('mockSession.end.cancel')}
            </Button>
            <Button color="red.9" loading={end.isPending} onClick={confirm} data-testid="mock-end-confirm">
              {t('mockSession.end.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
