import { useEffect, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Pairing, Presence } from '@offerpilot/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { failureText } from '../../../lib/unwrap.ts';
import { useCompanions, usePairing, useUnpair } from '../api/live-session.ts';
import { PairingDialog } from './pairing-dialog.tsx';
import { SidePanel } from './side-panel.tsx';

/**
 * The phones that follow this session (PRODUCT.md section 3): pair one with a QR code or a short code, see which
 * are connected now, and unpair one. A phone that pairs while the code is shown closes the dialog.
 */
export function PairPanel({ threadId, presence }: { threadId: string; presence: Presence | null }) {
  const { t, i18n } = useTranslation();
  const companions = useCompanions(threadId);
  const pairingCall = usePairing(threadId);
  const unpair = useUnpair(threadId);
  // The pairing shown, and the phones connected when it was made: a phone beyond them means it was used.
  const [shown, setShown] = useState<{ pairing: Pairing; seen: string[] } | null>(null);
  const items = companions.data ?? [];
  const online = new Set(presence?.companions ?? []);
  const connected = presence?.companions ?? [];
  const pairing = shown && connected.every((id) => shown.seen.includes(id)) ? shown.pairing : null;
  // A phone we do not list yet has connected: read the list again.
  const unknown = companions.isSuccess && connected.some((id) => !items.some((c) => c.id === id));
  const { refetch } = companions;
  useEffect(() => {
    if (unknown) void refetch();
  }, [unknown, refetch]);

  const pair = () =>
    pairingCall.mutate(undefined, { onSuccess: (made) => setShown({ pairing: made, seen: connected }) });

  return (
    <SidePanel
      id="live-pair-title"
      title={t('liveSession.pair.panelTitle')}
      note={t('liveSession.pair.why')}
      action={
        <Button
          variant="light"
          loading={pairingCall.isPending && !pairing}
          onClick={pair}
          data-testid="live-pair"
        >
          {t('liveSession.pair.button')}
        </Button>
      }
    >
      {pairingCall.isError && !pairing && (
        <Text size="sm" c="red.9" role="alert">
          {failureText(pairingCall.error) ?? t('liveSession.pair.failed')}
        </Text>
      )}
      {items.length > 0 && (
        <ul className="live-phones" data-testid="live-companions">
          {items.map((companion) => (
            <li
              key={companion.id}
              data-testid="live-companion"
              data-online={online.has(companion.id) || undefined}
            >
              <span
                className="live-dot"
                data-online={online.has(companion.id) || undefined}
                aria-hidden="true"
              />
              <div className="live-phone-text">
                <Text size="sm" fw={600} lineClamp={1}>
                  {companion.label || t('liveSession.pair.unnamed')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(online.has(companion.id) ? 'liveSession.pair.online' : 'liveSession.pair.offline')} ·{' '}
                  {t('liveSession.pair.since', {
                    time: formatDateTime(companion.createdAt, i18n.language),
                  })}
                </Text>
              </div>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                c="red.9"
                loading={unpair.isPending && unpair.variables === companion.id}
                onClick={() => unpair.mutate(companion.id)}
                aria-label={t('liveSession.pair.unpairLabel', { name: companion.label })}
                data-testid="live-unpair"
              >
                {t('liveSession.pair.unpair')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PairingDialog
        pairing={pairing}
        onClose={() => setShown(null)}
        onRenew={pair}
        renewing={pairingCall.isPending}
      />
    </SidePanel>
  );
}
