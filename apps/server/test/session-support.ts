// Helpers of the sign-out tests: a second device of an account, and chat sockets on live threads.
import type { Socket } from 'socket.io-client';
import { sessions } from '../src/db/schema.ts';
import { randomToken, sha256Hex } from '../src/lib/crypto.ts';
import { handshake } from './socket-support.ts';
import { call, type TestServer } from './support.ts';

const MONTH = 30 * 86_400_000;

/** The uid of a token's account. */
export async function uidOf(t: TestServer, token: string): Promise<number> {
  return (await call(t.url, '/api/user/info', { headers: { authorization: token } })).json.result.userInfo
    .uid;
}

/** Another sign-in of an existing account (a second device), stored as sign-in stores it: its token. */
export async function anotherSession(t: TestServer, uid: number): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(t.server.ctx.clock.now().getTime() + MONTH);
  await t.database.db.insert(sessions).values({ uid, tokenHash: sha256Hex(token), expiresAt });
  return token;
}

/** A live thread of the token's account, made on `t`. */
export async function liveThread(t: TestServer, token: string): Promise<string> {
  const made = await call(t.url, '/api/live/threads', {
    method: 'POST',
    body: {},
    headers: { authorization: token },
  });
  if (made.status !== 200) throw new Error(`no live thread: ${made.text}`);
  return made.json.result.id;
}

/** A `chat` socket on a live thread, connected to `t`; fails the test when refused. */
export async function chatSocket(t: TestServer, token: string, threadId: string): Promise<Socket> {
  const { socket, error } = await handshake(t.url, { token, channel: 'chat', threadId });
  if (error) throw error;
  return socket;
}

/** The reason the socket is disconnected for, once it is. */
export const disconnection = (socket: Socket) =>
  new Promise<string>((done) => socket.once('disconnect', (reason) => done(reason)));

/** True when the socket receives an event emitted now to its thread's room (within `ms`). */
export function receives(t: TestServer, socket: Socket, room: string, ms = 1000): Promise<boolean> {
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    socket.once('probe', () => {
      clearTimeout(timer);
      done(true);
    });
    t.server.realtime.io.to(room).emit('probe');
  });
}
