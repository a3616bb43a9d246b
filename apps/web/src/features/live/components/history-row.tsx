import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Thread } from '@offerpilot/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useDeleteLive } from '../api/live-threads.ts';
import { chargeOf, sessionMinutes } from '../live-start-rules.ts';
import { confirmLive } from './confirm.tsx';
import { InProgressAlert } from './in-progress-alert.tsx';
import { ContinueAndEnd } from './session-buttons.tsx';

/** What a session cost, in words: free, or what was taken. */
function chargeText(thread: Thread, t: TFunction): string {
  const charge = chargeOf(thread);
  if (!charge) return t(thread.status === 'active' ? 'liveStart.history.trial' : 'liveStart.history.free');
  return charge.item === 'credit'
    ? t('liveStart.history.paidCredit', { amount: charge.amount })
    : t('liveStart.history.paidAssistants');
}

/** One session of the history: status, start, duration, questions, price; continue, end, review, delete. */
export function HistoryRow({ thread, now }: { thread: Thread; now: number }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteLive();
  const time = formatDateTime(thread.createdAt, i18n.language);
  const active = thread.status === 'active';
  const refusal = remove.error instanceof ApiError ? remove.error.failure : null;
  const meta = [
    t('liveStart.history.minutes', { count: sessionMinutes(thread, now) }),
    t('liveStart.history.questions', { count: thread.questions }),
    chargeText(thread, t),
  ];
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="live-history-row"
      data-status={thread.status}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Badge variant="filled" color={active ? 'blue.9' : 'teal.9'} data-testid="live-history-status">
                {t(`liveStart.history.status.${thread.status}`)}
              </Badge>
              <Text fw={600}>{t('liveStart.history.started', { time })}</Text>
            </Group>
            <Text size="sm" className="live-history-meta" data-testid="live-history-meta">
              {meta.join(' · ')}
            </Text>
            {thread.endReason && (
              <Text size="xs" c="dimmed">
                {t(`liveStart.history.endReason.${thread.endReason}`)}
              </Text>
            )}
          </Stack>
          <Group gap={6} role="group" aria-label={t('liveStart.history.actions', { time })}>
            {active ? (
              <ContinueAndEnd
                threadId={thread.id}
                size="compact-sm"
                labels={{ continue: t('liveStart.history.continue'), end: t('liveStart.history.end') }}
                testId="live-history"
              />
            ) : (
              <Button
                component={Link}
                to={`/Report/InterviewAI?id=${encodeURIComponent(thread.id)}`}
                size="compact-sm"
                variant="light"
                data-testid="live-history-review"
              >
                {t('liveStart.history.review')}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="default"
              loading={remove.isPending}
              onClick={() => confirmLive(t, 'delete', () => remove.mutate(thread.id), time)}
              data-testid="live-history-delete"
            >
              {t('liveStart.history.delete')}
            </Button>
          </Group>
        </Group>
        {refusal?.error === 'session.notEnded' && active && (
          <InProgressAlert threadId={thread.id} text={refusal.message} />
        )}
      </Stack>
    </Paper>
  );
}
