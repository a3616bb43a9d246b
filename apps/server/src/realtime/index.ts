import { createAdapter } from '@socket.io/redis-adapter';
import { SOCKET_PATH } from '@offerpilot/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../context.ts';
import { metrics } from '../lib/metrics.ts';
import { currentRequestId, requestIdFrom, withRequestId } from '../lib/request-ids.ts';
import type { SessionService, SignOutListener } from '../modules/auth/session.service.ts';
import { field, handshakeGuard, type CompanionCheck, type SocketData } from './handshake.ts';
import { createThreadAuthorizers, type ThreadAuthorizers } from './threads.ts';

export type { SocketData } from './handshake.ts';

export interface Realtime {
  io: Server;
  threads: ThreadAuthorizers;
  /**
   * Closes the connection of every socket of this process. Not a disconnect packet, after which a client would
   * not come back: the screens reconnect at once, through the load balancer to another process.
   */
  closeConnections(): void;
}

/** The room every socket of a user joins. */
export const userRoom = (uid: number): string => `user:${uid}`;
/** The room of the sockets opened with one sign-in (session). */
export const sessionRoom = (sessionId: number): string => `session:${sessionId}`;
/** The room of one thread (interview session), joined only after its authorizer agreed. */
export const threadRoom = (threadId: string): string => `thread:${threadId}`;
/** The room of one paired phone's sockets (closed when the main screen unpairs it). */
export const companionRoom = (companionId: string): string => `companion:${companionId}`;

/**
 * Closes the sockets of a sign-in when it is revoked, and every socket of an account when it is locked, on
 * every process (the Redis adapter carries the disconnection when scaled). The session service hears it.
 */
export function signOutSockets(io: Server): SignOutListener {
  return {
    sessionEnded: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
    accountLocked: (uid) => io.in(userRoom(uid)).disconnectSockets(true),
  };
}

/**
 * A sign-out between the handshake's check and the socket joining its rooms found nothing to close: once in
 * them, the socket looks again (from the cache, which revocations and locks clear first).
 */
async function closeIfSignedOut(socket: Socket, doors: Doors): Promise<void> {
  const token = field(socket.handshake.auth, 'token');
  if (typeof token !== 'string') return void socket.disconnect(true);
  if ((socket.data as SocketData).companionId) {
    if (!(await doors.companions.check(token))) socket.disconnect(true);
    return;
  }
  const session = await doors.sessions.check(token);
  if (session?.status !== 'active') socket.disconnect(true);
}

interface Doors {
  sessions: SessionService;
  companions: CompanionCheck;
}

/**
 * The Redis adapter's publishing connection, whose failed publishes are logged. The adapter publishes without
 * awaiting, so a publish that failed rejected unhandled and ended the process: one made after the connection
 * quit, as a stopping process's io.close() disconnects its last sockets (a paired phone's presence), exited 1.
 */
function adapterPublisher(redis: Redis, log: FastifyBaseLogger): Redis {
  const pub = redis.duplicate();
  const publish = pub.publish.bind(pub);
  pub.publish = ((channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch((err: unknown) => {
      log.warn({ err }, 'socket.io message not published');
      return 0;
    })) as Redis['publish'];
  return pub;
}

/**
 * Socket.IO on the Fastify server (path /engine.io, polling and websocket): handshake authenticated, rooms
 * per user, session and thread, the Redis adapter when REDIS_URL is set, closed together with the app.
 */
export function attachRealtime(app: FastifyInstance, ctx: AppContext, doors: Doors): Realtime {
  const pub = ctx.redis && adapterPublisher(ctx.redis, app.log);
  const sub = ctx.redis?.duplicate();
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    serveClient: false,
    // A process that drains takes no new sockets: the client's next try goes to another process.
    allowRequest: (_req, answer) => answer('server shutting down', !ctx.lifecycle.draining),
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
  // A socket is one request for the logs: its handshake, connection and every event it sends carry its id.
  io.use((socket, next) => withRequestId(requestIdFrom(socket.handshake.headers['x-request-id']), next));
  io.use(handshakeGuard({ ...doors, threads }));
  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    const channel = data.channel;
    const reqId = currentRequestId();
    socket.use((_packet, next) => withRequestId(reqId, next));
    metrics.sockets.inc({ channel });
    app.log.debug({ channel, threadId: data.threadId }, 'socket connected');
    socket.once('disconnect', (reason) => {
      metrics.sockets.dec({ channel });
      withRequestId(reqId, () => app.log.debug({ channel, reason }, 'socket disconnected'));
    });
    void socket.join(userRoom(data.uid));
    if (data.sessionId !== undefined) void socket.join(sessionRoom(data.sessionId));
    if (data.companionId) void socket.join(companionRoom(data.companionId));
    if (data.threadId) void socket.join(threadRoom(data.threadId));
    closeIfSignedOut(socket, doors).catch(() => socket.disconnect(true));
  });
  app.addHook('preClose', async () => {
    await io.close();
    // QUIT after the replies still owed, not disconnect(): what was published before reaches the other
    // processes (a publish after it fails, logged by adapterPublisher).
    await Promise.all([pub?.quit(), sub?.quit()].map((quit) => quit?.catch(() => undefined)));
  });
  return {
    io,
    threads,
    closeConnections: () => io.sockets.sockets.forEach((socket) => socket.conn.close()),
  };
}

/** Closes the sockets of a phone the main screen unpaired, on every process. */
export const unpairSockets =
  (io: Server) =>
  (companionId: string): void =>
    io.in(companionRoom(companionId)).disconnectSockets(true);
