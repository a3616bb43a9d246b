import {
  ERROR_STATUS,
  handshakeAuthSchema,
  normalizeLang,
  translate,
  validate,
  type ErrorKey,
  type Lang,
  type RealtimeChannel,
} from '@offerpilot/shared';
import type { ExtendedError, Socket } from 'socket.io';
import type { SessionService } from '../modules/auth/session.service.ts';
import type { ThreadAuthorizers } from './threads.ts';

/** What a socket carries once its handshake passed. */
export interface SocketData {
  uid: number;
  /** The sign-in (session) the socket was opened with: its sockets close when it is revoked. */
  sessionId: number;
  channel: RealtimeChannel;
  threadId?: string;
}

/** A refusal the client reads in `connect_error`: the message in its language, the key and status in data. */
function refusal(lang: Lang, key: ErrorKey, message = translate(lang, key)): ExtendedError {
  const error: ExtendedError = new Error(message);
  error.data = { code: ERROR_STATUS[key], error: key };
  return error;
}

/** A field of the handshake's `auth` object. */
export const field = (auth: unknown, name: string): unknown =>
  typeof auth === 'object' && auth !== null ? (auth as Record<string, unknown>)[name] : undefined;

async function admit(socket: Socket, sessions: SessionService, threads: ThreadAuthorizers, lang: Lang) {
  const auth: unknown = socket.handshake.auth;
  const token = field(auth, 'token');
  if (typeof token !== 'string' || token === '') return refusal(lang, 'auth.required');
  const checked = validate(handshakeAuthSchema, auth, lang);
  if (!checked.ok) {
    return checked.field === 'channel'
      ? refusal(lang, 'realtime.channelInvalid')
      : refusal(lang, 'validation.invalid', checked.message);
  }
  const { channel, threadId } = checked.data;
  const session = await sessions.check(checked.data.token);
  if (!session) return refusal(lang, 'auth.sessionExpired');
  if (session.status === 'locked') return refusal(lang, 'auth.accountLocked');
  if (session.status === 'cancelling') return refusal(lang, 'auth.accountCancelling');
  if (threadId && !(await threads.allows(session.uid, threadId, channel))) {
    return refusal(lang, 'realtime.threadForbidden');
  }
  const data: SocketData = { uid: session.uid, sessionId: session.id, channel, threadId };
  socket.data = data;
  return null;
}

/** Socket.IO middleware: authenticates the handshake before anything else (STYLE.md example 9). */
export function handshakeGuard(sessions: SessionService, threads: ThreadAuthorizers) {
  return (socket: Socket, next: (err?: ExtendedError) => void): void => {
    const lang = normalizeLang(field(socket.handshake.auth, 'lang') ?? socket.handshake.headers.lang);
    admit(socket, sessions, threads, lang).then(
      (refused) => next(refused ?? undefined),
      () => next(refusal(lang, 'system.error')),
    );
  };
}
