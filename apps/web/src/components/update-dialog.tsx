import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_VERSION } from '@offerpilot/shared';
import { appState, dismissUpdate } from '../lib/app-state.ts';
import { useStore } from '../lib/store.ts';

/** The new-version dialog raised by a 426 answer: update now reloads, later closes (SPEC.md section 4). */
export function UpdateDialog() {
  const { t } = useTranslation();
  const { onUpdate, latestVersion } = useStore(appState);
  return (
    <Modal opened={onUpdate} onClose={dismissUpdate} title={t('update.title')} centered>
      <Stack gap="sm" data-testid="update-dialog">
        <Text>{t('update.body')}</Text>
        <Text size="sm">
          {t('update.current', { version: API_VERSION })}
          <br />
          {t('update.latest', { version: latestVersion || '-' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={dismissUpdate} data-testid="update-later">
            {t('update.later')}
          </Button>
          <Button onClick={() => window.location.reload()} data-testid="update-now">
            {t('update.now')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
