import { createAdapter } from '@socket.io/redis-adapter';
import { SOCKET_PATH } from '@offerpilot/shared';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { AppContext } from '../context.ts';
import type { SessionService } from '../modules/auth/session.service.ts';
import { handshakeGuard, type SocketData } from './handshake.ts';
import { createThreadAuthorizers, type ThreadAuthorizers } from './threads.ts';

export type { SocketData } from './handshake.ts';

export interface Realtime {
  io: Server;
  threads: ThreadAuthorizers;
}

/** The room every socket of a user joins. */
export const userRoom = (uid: number): string => `user:${uid}`;
/** The room of one thread (interview session), joined only after its authorizer agreed. */
export const threadRoom = (threadId: string): string => `thread:${threadId}`;

/**
 * Socket.IO on the Fastify server (path /engine.io, polling and websocket): handshake authenticated, rooms
 * per user and thread, the Redis adapter when REDIS_URL is set, closed together with the app.
 */
export function attachRealtime(app: FastifyInstance, ctx: AppContext, sessions: SessionService): Realtime {
  const pub = ctx.redis?.duplicate();
  const sub = ctx.redis?.duplicate();
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    serveClient: false,
    cors: ctx.env.CORS_ORIGINS.length ? { origin: ctx.env.CORS_ORIGINS } : undefined,
    adapter:
      pub && sub
        ? createAdapter(pub, sub, {
            key: `${ctx.env.REDIS_KEY_PREFIX}socket.io`,
            // How long other processes have to answer a server-side message (live commands, recent events).
            requestsTimeout: 2_000,
          })
        : undefined,
  });
  const threads = createThreadAuthorizers();
  io.use(handshakeGuard(sessions, threads));
  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    void socket.join(userRoom(data.uid));
    if (data.threadId) void socket.join(threadRoom(data.threadId));
  });
  app.addHook('preClose', async () => {
    await io.close();
    pub?.disconnect();
    sub?.disconnect();
  });
  return { io, threads };
}
