import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/unwrap.ts';
import { useEndLive } from '../api/live-threads.ts';
import { reviewPath } from './session-rules.ts';

/** "End the session": asks first, ends it (POST .../end), then opens its review. */
export function EndSession({ threadId, onEnding }: { threadId: string; onEnding: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const end = useEndLive();
  // The end's own `session` event may unmount this button before the call answers: the promise still does.
  const confirm = () => {
    onEnding();
    void end.mutateAsync(threadId).then(
      () => navigate(reviewPath(threadId)),
      () => undefined, // shown in the dialog (end.error)
    );
  };
  return (
    <>
      <Button color="red.9" variant="outline" onClick={() => setAsking(true)} data-testid="live-end">
        {t('liveSession.end.button')}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('liveSession.end.title')}
        closeButtonProps={{ 'aria-label': t('liveSession.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('liveSession.end.body')}</Text>
          {end.isError && (
            <Text c="red.9" size="sm" role="alert">
              {failureText(end.error) ?? t('liveSession.end.failed')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('liveSession.end.cancel')}
            </Button>
            <Button color="red.9" loading={end.isPending} onClick={confirm} data-testid="live-end-confirm">
              {t('liveSession.end.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
