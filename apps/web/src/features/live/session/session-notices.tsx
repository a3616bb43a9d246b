import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EndReason, SocketAck } from '@offerpilot/shared';
import { formatClock } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { reviewPath, type ChargeTaken } from './session-rules.ts';

/** "Still there?": the session ends at `endsAt` unless the candidate answers. */
export function IdlePrompt({ endsAt, present }: { endsAt: string; present: () => Promise<SocketAck> }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const left = Date.parse(endsAt) - useNow(true);
  const answer = async () => {
    setBusy(true);
    const ack = await present();
    setBusy(false);
    setFailed(ack.ok ? null : ack.message || t('liveSession.ask.noAnswer'));
  };
  return (
    <Alert
      color="yellow"
      variant="filled"
      role="alertdialog"
      aria-labelledby="live-idle-title"
      data-testid="live-idle"
    >
      <Group justify="space-between" gap="md">
        <Stack gap={2}>
          <Text id="live-idle-title" fw={700} c="dark.9" size="lg">
            {t('liveSession.idle.title')}
          </Text>
          <Text c="dark.9">{t('liveSession.idle.body', { time: formatClock(left) })}</Text>
          {failed && (
            <Text c="red.9" fw={600} role="alert">
              {failed}
            </Text>
          )}
        </Stack>
        <Button
          color="dark"
          size="md"
          loading={busy}
          onClick={() => void answer()}
          data-testid="live-idle-present"
        >
          {t('liveSession.idle.present')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The session is over: why (insufficient times with the recharge link, inactivity, or by the user) and its review. */
export function EndedPanel({ reason, threadId }: { reason: EndReason; threadId: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={reason === 'insufficient' ? 'red' : 'indigo'}
      variant="light"
      role="status"
      data-testid="live-ended"
      data-reason={reason}
    >
      <Stack gap="xs" align="flex-start">
        <Text fw={700} size="lg">
          {t(`liveSession.ended.${reason}.title`)}
        </Text>
        <Text>{t(`liveSession.ended.${reason}.body`)}</Text>
        <Group gap="sm">
          <Button component={Link} to={reviewPath(threadId)} data-testid="live-ended-review">
            {t('liveSession.ended.review')}
          </Button>
          {reason === 'insufficient' && (
            <Anchor component={Link} to="/Dashboard/Recharge" fw={600} data-testid="live-ended-recharge">
              {t('liveSession.ended.recharge')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/** The free trial ran out and the price was taken: said once, until closed. */
export function ChargedNotice({ taken }: { taken: ChargeTaken }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Alert
      color="indigo"
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel={t('liveSession.close')}
      onClose={() => setClosed(true)}
      data-testid="live-charged"
    >
      {t(`liveSession.charged.${taken.item}`, { count: taken.amount })}
    </Alert>
  );
}
