import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MockMeeting } from '@offerpilot/shared';
import { formatClock } from '../../../lib/format.ts';
import { MOCK_START_PATH } from '../paths.ts';

/** The meeting's end: what was answered and for how long, and the invitation to a full mock interview. */
export function MeetingSummary({
  meeting,
  spent,
  signedIn,
  onAgain,
}: {
  meeting: MockMeeting;
  spent: number[];
  signedIn: boolean;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const total = spent.reduce((sum, ms) => sum + ms, 0);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      maw={720}
      mx="auto"
      data-testid="meeting-summary"
    >
      <Stack gap="md">
        <Title order={2}>{t('mockMeeting.summary.title')}</Title>
        <Text data-testid="meeting-summary-count">
          {t('mockMeeting.summary.body', {
            count: spent.length,
            total: meeting.questions.length,
            time: formatClock(total),
          })}
        </Text>
        {spent.length > 0 && (
          <Stack component="ol" gap={6} className="meeting-summary-list">
            {spent.map((ms, i) => (
              <li key={i}>
                <Text size="sm">
                  {meeting.questions[i]?.text}{' '}
                  <Text span size="sm" c="dimmed">
                    ({formatClock(ms)} / {formatClock((meeting.questions[i]?.answerSeconds ?? 0) * 1000)})
                  </Text>
                </Text>
              </li>
            ))}
          </Stack>
        )}
        <Paper radius="md" p="md" bg="indigo.0">
          <Text fw={700}>{t('mockMeeting.summary.inviteTitle')}</Text>
          <Text size="sm" mb="sm">
            {t('mockMeeting.summary.inviteBody')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={signedIn ? MOCK_START_PATH : '/Auth'} data-testid="meeting-invite">
              {t(signedIn ? 'mockMeeting.summary.start' : 'mockMeeting.summary.signIn')}
            </Button>
            <Button variant="default" onClick={onAgain} data-testid="meeting-again">
              {t('mockMeeting.summary.again')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Paper>
  );
}
