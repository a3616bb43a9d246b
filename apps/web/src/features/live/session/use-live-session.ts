import { useCallback, useRef, useState } from 'react';
import type { LiveEvent, SessionState, SocketAck } from '@offerpilot/shared';
import { NO_ANSWER } from '../../../lib/session-sockets.ts';
import { useSessionSockets } from '../../../lib/use-session-sockets.ts';
import { applyLiveEvent, emptyLiveState, type LiveState } from '../live-state.ts';
import type { ChargeTaken } from './session-rules.ts';

/** A live-assistant command the screen sends and the server's answer. */
export type LiveCommand =
  | { name: 'ask'; payload: { text: string } }
  | { name: 'phrase'; payload: { text: string } }
  | { name: 'answerNow'; payload: Record<string, never> };

/**
 * A live session on its sockets (`threadId` null: not yet): the screen's model from the thread's events (each
 * once, across reconnections and the effects' second run), the latest session state, the charge when it came,
 * presence, and the commands. `audio` opens the audio channel while the screen captures; `token` is a paired
 * phone's own.
 */
export function useLiveSession(
  threadId: string | null,
  options: { audio: boolean; token?: string; events?: LiveEvent[] },
) {
  // Without sockets (an ended session) the stored events are the model.
  const [model, setModel] = useState<LiveState>(() =>
    threadId === null && options.events
      ? options.events.reduce(applyLiveEvent, emptyLiveState())
      : emptyLiveState(),
  );
  const [charged, setCharged] = useState<ChargeTaken | null>(null);
  const last = useRef({ threadId, seq: 0 });
  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (last.current.threadId !== threadId) last.current = { threadId, seq: 0 };
      if (event.seq <= last.current.seq) return;
      last.current.seq = event.seq;
      setModel((m) => applyLiveEvent(m, event));
    },
    [threadId],
  );
  const { audio, token } = options;
  const live = useSessionSockets<'assistant'>(threadId, { audio, ...(token ? { token } : {}), onEvent });
  const session: SessionState | null = live.session;
  if (session?.status === 'charged' && charged?.amount !== session.amount) {
    setCharged({ item: session.item, amount: session.amount });
  }
  const { sockets } = live;
  const send = useCallback(
    (command: LiveCommand): Promise<SocketAck> =>
      sockets ? sockets.send(command.name, command.payload) : Promise.resolve(NO_ANSWER),
    [sockets],
  );
  const present = useCallback(
    (): Promise<SocketAck> => (sockets ? sockets.present() : Promise.resolve(NO_ANSWER)),
    [sockets],
  );
  const sendFrame = useCallback((frame: ArrayBuffer) => sockets?.sendFrame(frame), [sockets]);
  return { ...live, model, charged, send, present, sendFrame };
}
