import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANION_PATH, type Pairing } from '@offerpilot/shared';
import { QrCode } from '../../../components/qr-code.tsx';
import { formatClock } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';

/** The address a phone opens to pair: the token rides in the fragment, which no server log or referrer sees. */
export const pairingAddress = (origin: string, token: string): string =>
  `${origin}${COMPANION_PATH}#t=${encodeURIComponent(token)}`;

/** A pairing to show the phone: its QR code, the short code to type at /Companion, and how long it lasts. */
export function PairingDialog({
  pairing,
  onClose,
  onRenew,
  renewing,
}: {
  pairing: Pairing | null;
  onClose: () => void;
  onRenew: () => void;
  renewing: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow(pairing !== null);
  const left = pairing ? Date.parse(pairing.expiresAt) - now : 0;
  const expired = left <= 0;
  const address = pairing ? pairingAddress(window.location.origin, pairing.token) : '';
  return (
    <Modal
      opened={pairing !== null}
      onClose={onClose}
      title={t('liveSession.pair.title')}
      closeButtonProps={{ 'aria-label': t('liveSession.close') }}
      centered
    >
      {pairing && (
        <Stack gap="md" align="center" data-testid="live-pairing">
          <Text size="sm" ta="center">
            {t('liveSession.pair.scan')}
          </Text>
          <div className="live-pair-qr" data-expired={expired || undefined} data-address={address}>
            <QrCode
              value={address}
              size={220}
              label={t('liveSession.pair.qrLabel')}
              failedText={t('liveSession.pair.qrFailed')}
              testId="live-pairing-qr"
            />
          </div>
          <Text size="sm" ta="center">
            {t('liveSession.pair.typeCode', { address: `${window.location.host}${COMPANION_PATH}` })}
          </Text>
          <Text
            className="live-pair-code"
            aria-label={t('liveSession.pair.codeLabel')}
            data-testid="live-pairing-code"
          >
            {pairing.code}
          </Text>
          <Text size="sm" c={expired ? 'red.9' : 'dimmed'} role="timer" data-testid="live-pairing-expiry">
            {expired
              ? t('liveSession.pair.expired')
              : t('liveSession.pair.expires', { time: formatClock(left) })}
          </Text>
          <Group>
            <Button variant={expired ? 'filled' : 'default'} loading={renewing} onClick={onRenew}>
              {t('liveSession.pair.renew')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
