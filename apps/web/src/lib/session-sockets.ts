import type { Socket } from 'socket.io-client';
import type {
  EventKind,
  Presence,
  RealtimeChannel,
  SessionClientEvents,
  SessionCommandMap,
  SessionEventMap,
  SessionServerEvents,
  SessionState,
  SocketAck,
} from '@offerpilot/shared';
import { connectChannel, disconnectChannel, type ConnectOptions } from './socket.ts';
import { followThread, type FollowSocket } from './thread-follower.ts';

/** A thread's chat socket, typed by its kind's events and commands. */
export type ChatSocket<K extends EventKind> = Socket<SessionServerEvents<K>, SessionClientEvents<K>>;

export interface SessionHandlers<K extends EventKind> {
  /** Each numbered event once, in order, across reconnections. */
  onEvent(event: SessionEventMap[K]): void;
  /** The still-there prompt (`idle`), the charge at the end of the free minutes, or the end. */
  onState?(state: SessionState): void;
  /** Whether the main screen's audio is connected, and the paired phones connected. */
  onPresence?(presence: Presence): void;
  /** The server refused to resume (the thread ended, or is not this user's). */
  onRefused?(answer: Extract<SocketAck, { ok: false }>): void;
}

export interface SessionSocketOptions {
  /** The companion phone's own token; the stored sign-in token otherwise. */
  token?: string;
  /** Connect the `audio` channel at once (the main screen while it captures); see `setAudio`. */
  audio?: boolean;
  /** The last sequence number already applied (a screen that kept its model); 0 replays everything. */
  fromSeq?: number;
  /** How long a command waits for the server's answer. */
  ackTimeoutMs?: number;
}

/** The sockets of one session thread (PRODUCT.md section 3), for the session screen and the companion page. */
export interface SessionSockets<K extends EventKind> {
  /** A command of the kind (`ask`, `phrase`, `answerNow` for the live assistant) and the server's answer. */
  send<C extends keyof SessionCommandMap[K] & string>(
    name: C,
    payload: SessionCommandMap[K][C],
  ): Promise<SocketAck>;
  /** The answer to the still-there prompt. */
  present(): Promise<SocketAck>;
  /** Opens or closes the `audio` channel (open while capturing, so the phone sees "audio offline" otherwise). */
  setAudio(on: boolean): void;
  /** One PCM16 frame on the `audio` channel; dropped while it is not connected (no stale burst after a drop). */
  sendFrame(frame: ArrayBuffer): void;
  lastSeq(): number;
  /** Stops following and closes both channels. */
  close(): void;
}

/** How the sockets are made; tests give fakes. */
export interface SocketMaker {
  connect(channel: RealtimeChannel, threadId: string, options: ConnectOptions): Socket;
  disconnect(channel: RealtimeChannel): void;
}

const realSockets: SocketMaker = { connect: connectChannel, disconnect: disconnectChannel };
/** What a command resolves to when the server did not answer in time (the caller says so in its words). */
export const NO_ANSWER: SocketAck = { ok: false, error: 'system.error', message: '' };

/**
 * Opens a thread's sockets through `lib/socket.ts` (one connection per channel, so the blocking overlay sees
 * them) and follows the thread on `chat`: every (re)connection resumes after the last applied number.
 *
 * ```ts
 * const sockets = openSessionSockets<'assistant'>(threadId, {
 *   onEvent: (event) => setModel((m) => applyLiveEvent(m, event)),
 *   onState: (state) => setSession(state),
 *   onPresence: (presence) => setPresence(presence),
 * }, { token: companionToken });
 * sockets.setAudio(true); // then startCapture({ ..., onFrame: sockets.sendFrame })
 * await sockets.send('ask', { text });
 * sockets.close();
 * ```
 * In React, `useSessionSockets` (lib/use-session-sockets.ts) wraps this with state.
 */
export function openSessionSockets<K extends EventKind>(
  threadId: string,
  handlers: SessionHandlers<K>,
  options: SessionSocketOptions = {},
  sockets: SocketMaker = realSockets,
): SessionSockets<K> {
  const connectOptions: ConnectOptions = options.token === undefined ? {} : { token: options.token };
  const chat = sockets.connect('chat', threadId, connectOptions) as unknown as ChatSocket<K>;
  const follower = followThread<K>(chat as unknown as FollowSocket, handlers, options.fromSeq ?? 0);
  const onPresence = (presence: Presence) => handlers.onPresence?.(presence);
  chat.on('presence', onPresence);
  let audio: Socket | null = null;
  let closed = false;
  const timeout = options.ackTimeoutMs ?? 10_000;

  const ask = (emit: (ack: (error: Error | null, answer: SocketAck) => void) => void) =>
    new Promise<SocketAck>((resolve) => emit((error, answer) => resolve(error ? NO_ANSWER : answer)));
  const typed = () =>
    chat.timeout(timeout) as unknown as {
      emit(event: string, ...args: unknown[]): void;
    };

  const setAudio = (on: boolean) => {
    if (closed || on === (audio !== null)) return;
    if (on) audio = sockets.connect('audio', threadId, connectOptions);
    else {
      sockets.disconnect('audio');
      audio = null;
    }
  };
  if (options.audio) setAudio(true);

  return {
    send: (name, payload) => ask((ack) => typed().emit(name, payload, ack)),
    present: () => ask((ack) => typed().emit('present', ack)),
    setAudio,
    sendFrame(frame) {
      if (audio?.connected) audio.emit('audio', frame);
    },
    lastSeq: follower.lastSeq,
    close() {
      if (closed) return;
      closed = true;
      follower.stop();
      chat.off('presence', onPresence);
      audio = null;
      sockets.disconnect('audio');
      sockets.disconnect('chat');
    },
  };
}
