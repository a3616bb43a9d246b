import { useCallback, useRef, useState } from 'react';
import type { MockEvent, MockThreadDetail, SocketAck } from '@offerpilot/shared';
import { NO_ANSWER } from '../../../lib/session-sockets.ts';
import { useSessionSockets } from '../../../lib/use-session-sockets.ts';
import { applyMockEvent, emptyMockState, type MockState } from '../mock-state.ts';

/** A command of the mock interview the screen sends. */
export type MockCommand =
  | { name: 'answer'; payload: { text: string; turnId?: string } }
  | { name: 'phrase'; payload: { text: string } }
  | { name: 'done'; payload: Record<string, never> };

/**
 * A mock interview on its sockets: the model starts from the stored events the page loaded and follows the
 * thread (each number once: the socket's replay of what was loaded is skipped); an ended thread has no
 * sockets. `audio` opens the audio channel while the microphone sends to the server.
 */
export function useMockSession(detail: MockThreadDetail, audio: boolean) {
  const active = detail.thread.status === 'active';
  const [model, setModel] = useState<MockState>(() => detail.events.reduce(applyMockEvent, emptyMockState()));
  const last = useRef(detail.events.reduce((max, event) => Math.max(max, event.seq), 0));
  const onEvent = useCallback((event: MockEvent) => {
    if (event.seq <= last.current) return;
    last.current = event.seq;
    setModel((m) => applyMockEvent(m, event));
  }, []);
  const live = useSessionSockets<'mock'>(active ? detail.thread.id : null, { audio, onEvent });
  const { sockets } = live;
  const send = useCallback(
    (command: MockCommand): Promise<SocketAck> =>
      sockets ? sockets.send(command.name, command.payload) : Promise.resolve(NO_ANSWER),
    [sockets],
  );
  const sendFrame = useCallback((frame: ArrayBuffer) => sockets?.sendFrame(frame), [sockets]);
  return { ...live, model, send, sendFrame };
}
