import { useEffect } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RealtimeChannel } from '@offerpilot/shared';
import { connectChannel, disconnectChannel, socketState } from '../lib/socket.ts';
import { socketProblemText } from '../lib/socket-texts.ts';
import { useStore } from '../lib/store.ts';

/**
 * Keeps the page's socket open and, while it has failed, blocks the page with what went wrong in the user's
 * language (the transport's raw reason as a small detail) and a spinner (SPEC.md sections 2 and 8).
 */
export function SocketOverlay({ channel, threadId }: { channel: RealtimeChannel; threadId?: string }) {
  const { t } = useTranslation();
  const state = useStore(socketState(channel));

  useEffect(() => {
    connectChannel(channel, threadId);
    return () => disconnectChannel(channel);
  }, [channel, threadId]);

  const problem = socketProblemText(state, t);
  if (problem === null || state.status === 'connected') return null;
  return (
    <div
      className="socket-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-live="assertive"
      data-testid="socket-overlay"
    >
      <Stack align="center" gap="md" maw={520} px="md">
        <Loader color="white" aria-hidden="true" />
        <Text c="white" fw={600} ta="center" data-testid="socket-overlay-message">
          {problem.text}
        </Text>
        {state.status === 'connecting' && <Text c="white">{t('socket.connecting')}</Text>}
        {problem.detail && (
          <Text c="gray.3" size="xs" ta="center" data-testid="socket-overlay-detail">
            {t('socket.detail', { reason: problem.detail })}
          </Text>
        )}
      </Stack>
    </div>
  );
}
