import { useEffect, useRef, useState } from 'react';
import type { EventKind, Presence, SessionEventMap, SessionState, SocketAck } from '@offerpilot/shared';
import { openSessionSockets, type SessionSockets } from './session-sockets.ts';
import { socketState, type SocketState } from './socket.ts';
import { useStore } from './store.ts';

export interface UseSessionSockets<K extends EventKind> {
  /** The latest `session` event: the still-there prompt, the charge, or the end; null before any. */
  session: SessionState | null;
  presence: Presence | null;
  /** The server refused to follow the thread (ended, or not this user's). */
  refused: Extract<SocketAck, { ok: false }> | null;
  chat: SocketState;
  audio: SocketState;
  /** The open sockets (commands, frames, `setAudio`); null before the first render's effect and after the end. */
  sockets: SessionSockets<K> | null;
}

/**
 * A session thread's sockets in a component: opens them for `threadId` (null: none), follows the thread into
 * `onEvent` (the latest callback is used, so it need not be stable), keeps the `session` and `presence` events
 * as state, and opens the `audio` channel while `audio` is true. On the session's end both channels close, so
 * the blocking overlay does not take the server's closing for a failure.
 *
 * ```tsx
 * const { session, presence, sockets } = useSessionSockets<'assistant'>(threadId, {
 *   audio: capturing,
 *   onEvent: (event) => setModel((m) => applyLiveEvent(m, event)),
 * });
 * ```
 */
export function useSessionSockets<K extends EventKind>(
  threadId: string | null,
  options: { audio?: boolean; token?: string; onEvent(event: SessionEventMap[K]): void },
): UseSessionSockets<K> {
  const [session, setSession] = useState<SessionState | null>(null);
  const [presence, setPresence] = useState<Presence | null>(null);
  const [refused, setRefused] = useState<UseSessionSockets<K>['refused']>(null);
  const [sockets, setSockets] = useState<SessionSockets<K> | null>(null);
  const onEvent = useRef(options.onEvent);
  useEffect(() => {
    onEvent.current = options.onEvent;
  });
  const { token } = options;

  useEffect(() => {
    if (!threadId) return;
    const opened = openSessionSockets<K>(
      threadId,
      {
        onEvent: (event) => onEvent.current(event),
        onState(state) {
          setSession(state);
          if (state.status === 'ended') {
            opened.close();
            setSockets(null);
          }
        },
        onPresence: setPresence,
        onRefused: setRefused,
      },
      token === undefined ? {} : { token },
    );
    setSockets(opened);
    return () => {
      opened.close();
      setSockets(null);
    };
  }, [threadId, token]);

  const audioOn = options.audio ?? false;
  useEffect(() => sockets?.setAudio(audioOn), [sockets, audioOn]);

  return {
    session,
    presence,
    refused,
    chat: useStore(socketState('chat')),
    audio: useStore(socketState('audio')),
    sockets,
  };
}
