import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type RealtimeChannel } from '@offerpilot/shared';
import { getLang, getToken } from './storage.ts';
import { createStore, type Store } from './store.ts';

export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'failed';

/**
 * What went wrong, for words in the user's language: the server refused the handshake (its error key), the
 * server could not be reached, the transport closed under us, or the connection was ended.
 */
export type SocketProblem =
  | { kind: 'refused'; error: string }
  | { kind: 'unreachable' }
  | { kind: 'closed' }
  | { kind: 'disconnected' };

/** A channel's connection as the blocking overlay sees it (SPEC.md sections 4 and 8). */
export interface SocketState {
  status: SocketStatus;
  /** connect_error's message, "close: {reason}" or "disconnect"; null while nothing failed. */
  message: string | null;
  problem: SocketProblem | null;
}

const SOCKET_BASE = import.meta.env.VITE_SOCKET_BASE ?? '';

// Reasons that mean the transport closed under us, as opposed to a deliberate disconnect by either side.
const CLOSE_REASONS = new Set(['transport close', 'transport error', 'ping timeout', 'parse error']);

/** The text SPEC.md section 8 shows for a socket.io disconnect reason. */
export const disconnectMessage = (reason: string): string =>
  CLOSE_REASONS.has(reason) ? `close: ${reason}` : 'disconnect';

/** A failed connection: refused by the server (it names the error key in `data`) or not reached at all. */
export function connectProblem(error: Error & { data?: unknown }): SocketProblem {
  const data = error.data;
  const key = typeof data === 'object' && data !== null && 'error' in data ? data.error : undefined;
  return typeof key === 'string' ? { kind: 'refused', error: key } : { kind: 'unreachable' };
}

export const disconnectProblem = (reason: string): SocketProblem =>
  CLOSE_REASONS.has(reason) ? { kind: 'closed' } : { kind: 'disconnected' };

const connections = new Map<
  RealtimeChannel,
  { socket: Socket; threadId: string | undefined; token: string | undefined }
>();
const stores: Record<RealtimeChannel, Store<SocketState>> = {
  chat: createStore<SocketState>({ status: 'idle', message: null, problem: null }),
  audio: createStore<SocketState>({ status: 'idle', message: null, problem: null }),
};

export const socketState = (channel: RealtimeChannel): Store<SocketState> => stores[channel];

function watch(socket: Socket, store: Store<SocketState>): void {
  socket.on('connect', () => store.set({ status: 'connected', message: null, problem: null }));
  socket.on('connect_error', (error: Error) =>
    store.set({ status: 'failed', message: error.message, problem: connectProblem(error) }),
  );
  socket.on('disconnect', (reason: string) =>
    store.set({ status: 'failed', message: disconnectMessage(reason), problem: disconnectProblem(reason) }),
  );
  socket.io.on('reconnect_attempt', () => store.set({ status: 'connecting' }));
}

/** What a connection may carry besides its thread. */
export interface ConnectOptions {
  /** The handshake token instead of the stored one (a paired phone uses its companion token). */
  token?: string;
}

/**
 * One connection per channel: asking again for the same thread returns the live socket (a call without a token
 * override takes the connection as it is; one with another token connects again).
 */
export function connectChannel(
  channel: RealtimeChannel,
  threadId?: string,
  options: ConnectOptions = {},
): Socket {
  const existing = connections.get(channel);
  const sameToken = options.token === undefined || existing?.token === options.token;
  if (existing && existing.threadId === threadId && sameToken) return existing.socket;
  disconnectChannel(channel);
  const store = stores[channel];
  const token = options.token;
  const socket = io(SOCKET_BASE, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket', 'webtransport'],
    auth: (send) =>
      send({ token: token ?? getToken() ?? '', channel, lang: getLang(), ...(threadId ? { threadId } : {}) }),
  });
  watch(socket, store);
  store.set({ status: 'connecting', message: null, problem: null });
  connections.set(channel, { socket, threadId, token });
  return socket;
}

export function disconnectChannel(channel: RealtimeChannel): void {
  const existing = connections.get(channel);
  if (!existing) return;
  existing.socket.removeAllListeners();
  existing.socket.io.removeAllListeners();
  existing.socket.disconnect();
  connections.delete(channel);
  stores[channel].set({ status: 'idle', message: null, problem: null });
}
