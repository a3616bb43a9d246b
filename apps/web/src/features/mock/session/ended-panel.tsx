import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EndReason } from '@offerpilot/shared';
import { hasReport } from '../mock-setup.ts';
import { MOCK_START_PATH, reportPath } from '../paths.ts';

/**
 * The interview is over: why (completed, ended early, the free mock's time limit, inactivity), whether it has
 * a report (more than 3 answers), and the way to it.
 */
export function EndedPanel({
  reason,
  threadId,
  answered,
}: {
  reason: EndReason;
  threadId: string;
  answered: number;
}) {
  const { t } = useTranslation();
  const report = hasReport(answered);
  return (
    <Alert
      color={reason === 'timeLimit' ? 'orange' : 'indigo'}
      variant="light"
      role="status"
      data-testid="mock-ended"
      data-reason={reason}
    >
      <Stack gap="xs" align="flex-start">
        <Text fw={700} size="lg">
          {t(`mockSession.ended.${reason}`)}
        </Text>
        <Text data-testid="mock-ended-report">
          {report ? t('mockSession.ended.report') : t('mockSession.ended.noReport', { count: answered })}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={reportPath(threadId)} data-testid="mock-ended-open-report">
            {t('mockSession.ended.openReport')}
          </Button>
          <Anchor component={Link} to={MOCK_START_PATH} fw={600}>
            {t('mockSession.ended.again')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
