import {
  Button,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code.tsx';
import { inviteLink } from '../referral-rules.ts';
import { ProgrammeRules } from './programme-rules.tsx';

/** The invite dialog: the personal link, its QR code, a copy button with feedback, and the rules. */
export function InviteDialog({
  uid,
  opened,
  onClose,
}: {
  uid: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const link = inviteLink(window.location.origin, uid);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('referral.dialog.title')}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('referral.dialog.close') }}
      data-testid="invite-dialog"
    >
      <Stack gap="lg">
        <div className="invite-top">
          <Stack gap="xs" className="invite-link">
            <TextInput
              label={t('referral.dialog.link')}
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              data-testid="invite-link"
            />
            <CopyButton value={link} timeout={2500}>
              {({ copied, copy }) => (
                <>
                  <Button
                    onClick={copy}
                    color={copied ? 'teal.9' : undefined}
                    data-testid="invite-copy"
                    data-copied={copied || undefined}
                  >
                    {copied ? t('referral.dialog.copied') : t('referral.dialog.copy')}
                  </Button>
                  <VisuallyHidden role="status">{copied ? t('referral.dialog.copied') : ''}</VisuallyHidden>
                </>
              )}
            </CopyButton>
          </Stack>
          <Stack gap={4} align="center" className="invite-qr">
            <QrCode
              value={link}
              size={160}
              label={t('referral.dialog.qr')}
              failedText={t('referral.dialog.qrFailed')}
              testId="invite-qr"
            />
            <Text size="xs" c="dimmed" ta="center" maw={180}>
              {t('referral.dialog.qrHint')}
            </Text>
          </Stack>
        </div>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('referral.rules.title')}
          </Title>
          <ProgrammeRules />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('referral.dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
