import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MockThread } from '@offerpilot/shared';
import { formatClock } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { MOCK_START_PATH } from '../paths.ts';
import { EndEarly } from './end-early.tsx';

/** Question n of 15/20 as a bar and words (a follow-up keeps its question's place). */
function Progress({ index, total }: { index: number; total: number }) {
  const { t } = useTranslation();
  const shown = Math.max(1, index);
  return (
    <Stack
      gap={4}
      className="mock-progress"
      data-testid="mock-progress"
      data-index={index}
      data-total={total}
    >
      <Text size="sm" fw={600}>
        {t('mockSession.progress', { index: shown, total })}
      </Text>
      <div
        className="mock-progress-track"
        role="progressbar"
        aria-label={t('mockSession.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={index}
      >
        <div style={{ width: `${(Math.min(index, total) / total) * 100}%` }} />
      </div>
    </Stack>
  );
}

/**
 * The session's bar: position, progress, elapsed time, the newcomer's time left, and the ways out (leave
 * and continue later; end early).
 */
export function SessionBar({
  thread,
  index,
  total,
  answered,
  ended,
  onEnding,
}: {
  thread: MockThread;
  index: number;
  total: number;
  answered: number;
  ended: boolean;
  onEnding: () => void;
}) {
  const { t } = useTranslation();
  const now = useNow(!ended);
  const until = ended && thread.endedAt ? Date.parse(thread.endedAt) : now;
  const elapsed = until - Date.parse(thread.createdAt);
  const left = thread.endsAt ? Date.parse(thread.endsAt) - now : null;
  return (
    <Stack gap="sm" className="mock-bar">
      <Group justify="space-between" gap="sm" align="flex-start">
        <div>
          <Title order={1} size="h3">
            {t('titles.interviewMock')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="mock-position-title">
            {thread.positionTitle ?? t('mockSession.general')}
          </Text>
        </div>
        <Group gap="xs">
          {!ended && (
            <Button component={Link} to={MOCK_START_PATH} variant="default" data-testid="mock-leave">
              {t('mockSession.leave')}
            </Button>
          )}
          {!ended && <EndEarly threadId={thread.id} answered={answered} onEnding={onEnding} />}
        </Group>
      </Group>
      <Group gap="lg" align="flex-end">
        <Progress index={index} total={total} />
        <Text size="sm" className="mock-clock" data-testid="mock-elapsed">
          {t('mockSession.elapsed', { time: formatClock(elapsed) })}
        </Text>
        {left !== null && !ended && (
          <Badge
            size="lg"
            variant="filled"
            color={left < 5 * 60_000 ? 'red.9' : 'indigo.9'}
            tt="none"
            className="mock-clock"
            data-testid="mock-time-left"
          >
            {t('mockSession.timeLeft', { time: formatClock(left) })}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
