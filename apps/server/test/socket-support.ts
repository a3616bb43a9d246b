import { SOCKET_PATH, type LiveEvent, type SocketAck } from '@offerpilot/shared';
import { io as connect, type Socket } from 'socket.io-client';

/** Connects a client and answers how the handshake ended: the socket, or the refusal. */
export function handshake(
  url: string,
  auth: Record<string, unknown>,
  opts: { headers?: Record<string, string>; transports?: ('polling' | 'websocket')[] } = {},
): Promise<{ socket: Socket; error?: Error & { data?: { code: number; error: string } } }> {
  const socket = connect(url, {
    path: SOCKET_PATH,
    auth,
    transports: opts.transports ?? ['websocket'],
    extraHeaders: opts.headers,
    reconnection: false,
    forceNew: true,
  });
  return new Promise((done) => {
    socket.once('connect', () => done({ socket }));
    socket.once('connect_error', (error) => {
      socket.close();
      done({ socket, error });
    });
  });
}

/**
 * Follows a thread from `afterSeq` (`resume`): every event after it, then the new ones, in order; the array
 * fills as they come.
 */
export async function follow(socket: Socket, afterSeq = 0): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  socket.on('event', (e: LiveEvent) => events.push(e));
  const answer = await new Promise<{ ok: boolean }>((done) => socket.emit('resume', { afterSeq }, done));
  if (!answer.ok) throw new Error(`resume refused: ${JSON.stringify(answer)}`);
  return events;
}

/** Polls `read` until it gives a value; fails the test after `ms`. */
export async function until<T>(read: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Sends `ask` (the live text path) and answers its acknowledgement. */
export const ask = (socket: Socket, payload: unknown) =>
  new Promise<{ ok: boolean; error?: string; message?: string }>((done) => socket.emit('ask', payload, done));

/**
 * A thread's screen on its chat socket, following the thread from `afterSeq`: the events as they come (of the
 * kind's type `E`) and its commands with their answers. Fails when the handshake or the resume is refused.
 */
export async function chatScreen<E>(url: string, token: string, threadId: string, afterSeq = 0) {
  const { socket, error } = await handshake(url, { token, channel: 'chat', threadId });
  if (error) throw error;
  const events: E[] = [];
  socket.on('event', (e: E) => events.push(e));
  const resumed = await new Promise<SocketAck>((done) => socket.emit('resume', { afterSeq }, done));
  if (!resumed.ok) throw new Error(`resume refused: ${JSON.stringify(resumed)}`);
  const command = (name: string, payload: unknown) =>
    new Promise<SocketAck>((done) => socket.emit(name, payload, done));
  return { socket, events, command };
}
