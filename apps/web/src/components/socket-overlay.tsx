import { useEffect } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RealtimeChannel } from '@offerpilot/shared';
import { connectChannel, disconnectChannel, socketState } from '../lib/socket.ts';
import { useStore } from '../lib/store.ts';

/**
 * Keeps the page's socket open and, while it has failed, blocks the page with the error text and a
 * spinner (SPEC.md sections 2 and 8).
 */
export function SocketOverlay({ channel, threadId }: { channel: RealtimeChannel; threadId?: string }) {
  const { t } = useTranslation();
  const { status, message } = useStore(socketState(channel));

  useEffect(() => {
    connectChannel(channel, threadId);
    return () => disconnectChannel(channel);
  }, [channel, threadId]);

  if (message === null || status === 'connected') return null;
  return (
    <div
      className="socket-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-live="assertive"
      data-testid="socket-overlay"
    >
      <Stack align="center" gap="md">
        <Loader color="white" aria-hidden="true" />
        <Text c="white" fw={600} data-testid="socket-overlay-message">
          {message}
        </Text>
        {status === 'connecting' && <Text c="white">{t('socket.connecting')}</Text>}
      </Stack>
    </div>
  );
}
