import type { EventKind, SessionEventMap, SessionState, SocketAck } from '@offerpilot/shared';

/** What the follower needs of a chat socket (socket.io-client's Socket has it). */
export interface FollowSocket {
  connected: boolean;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'event', listener: (event: never) => void): unknown;
  on(event: 'session', listener: (state: SessionState) => void): unknown;
  off(event: string, listener?: (...args: never[]) => void): unknown;
  emit(event: 'resume', payload: { afterSeq: number }, ack: (answer: SocketAck) => void): unknown;
}

export interface ThreadFollower {
  /** The last sequence number applied (what the next resume asks after). */
  lastSeq(): number;
  /** Stops listening. */
  stop(): void;
}

/**
 * Follows a thread on a chat socket (PRODUCT.md section 3): on every connection, first and after any drop, it
 * asks to resume after the last sequence number it applied; each event reaches `onEvent` once, in order, even
 * when a replay and a live event overlap.
 */
export function followThread<K extends EventKind>(
  socket: FollowSocket,
  handlers: {
    onEvent(event: SessionEventMap[K]): void;
    onState?(state: SessionState): void;
    /** The server refused the resume (the thread ended, or a bad request). */
    onRefused?(answer: Extract<SocketAck, { ok: false }>): void;
  },
  fromSeq = 0,
): ThreadFollower {
  let last = fromSeq;
  const onEvent = (event: SessionEventMap[K]) => {
    if (event.seq <= last) return;
    last = event.seq;
    handlers.onEvent(event);
  };
  const resume = () =>
    socket.emit('resume', { afterSeq: last }, (answer) => {
      if (!answer.ok) handlers.onRefused?.(answer);
    });
  const onState = (state: SessionState) => handlers.onState?.(state);
  socket.on('event', onEvent as (event: never) => void);
  socket.on('session', onState);
  socket.on('connect', resume);
  if (socket.connected) resume();
  return {
    lastSeq: () => last,
    stop() {
      socket.off('event', onEvent as (event: never) => void);
      socket.off('session', onState as (...args: never[]) => void);
      socket.off('connect', resume);
    },
  };
}
