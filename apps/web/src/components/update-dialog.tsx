import { useEffect } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_VERSION } from '@offerpilot/shared';
import { appState, dismissUpdate } from '../lib/app-state.ts';
import { checkDesktopRelease } from '../lib/desktop-release.ts';
import { updateHost } from '../lib/site.ts';
import { useStore } from '../lib/store.ts';

/** Update now: a newer desktop release downloads its installer; a 426 reloads into the server's web app. */
function updateNow(source: 'server' | 'release'): void {
  if (source === 'server') {
    window.location.reload();
    return;
  }
  dismissUpdate();
  void import('../lib/download.ts').then((module) => module.downloadDesktop(updateHost()));
}

/**
 * The new-version dialog (SPEC.md section 4), raised by a 426 answer or by a newer release on the update host
 * (`checkRelease`: the desktop app asks once, when it starts): current and latest version, update now, later.
 */
export function UpdateDialog({ checkRelease = false }: { checkRelease?: boolean }) {
  const { t } = useTranslation();
  const { onUpdate, latestVersion, updateSource } = useStore(appState);
  useEffect(() => {
    if (checkRelease) void checkDesktopRelease();
  }, [checkRelease]);
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
          <Button onClick={() => updateNow(updateSource)} data-testid="update-now">
            {t('update.now')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
