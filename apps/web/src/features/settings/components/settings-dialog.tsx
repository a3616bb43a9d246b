import { Button, Divider, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CancellationSection } from './cancellation-section.tsx';
import '../settings.css';

/** Settings: the profile, and account cancellation (SPEC.md section 2, "Settings"). */
export function SettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('settings.title')}
      fullScreen={phone}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('settings.close') }}
    >
      <Stack gap="lg" data-testid="settings-dialog">
        <section aria-labelledby="settings-profile-title">
          <Title order={3} size="h5" id="settings-profile-title" mb="xs">
            {t('settings.profile.title')}
          </Title>
          <Text size="sm" mb="sm">
            {t('settings.profile.body')}
          </Text>
          <Button
            component={Link}
            to="/Dashboard/User-profile"
            variant="light"
            onClick={onClose}
            data-testid="settings-profile"
          >
            {t('settings.profile.open')}
          </Button>
        </section>
        <Divider />
        <CancellationSection />
      </Stack>
    </Modal>
  );
}
