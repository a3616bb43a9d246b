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
import { COMPANION_TOKEN_PREFIX } from '../modules/live/companions.service.ts';
import type { ThreadAuthorizers } from './threads.ts';

/** What a socket carries once its handshake passed. */
export interface SocketData {
  uid: number;
  /** The sign-in (session) the socket was opened with: its sockets close when it is revoked. */
  sessionId?: number;
  /** A paired phone's socket (no sign-in): it reads its one thread's chat stream and nothing else. */
  companionId?: string;
  channel: RealtimeChannel;
  threadId?: string;
}

/** Checks a paired phone's credential (the live module's companions). */
export interface CompanionCheck {
  check(token: string): Promise<{ companionId: string; uid: number; threadId: string } | null>;
}

/** A paired phone may only follow the chat stream of the thread it was paired with. */
async function admitCompanion(
  companions: CompanionCheck,
  token: string,
  channel: RealtimeChannel,
  threadId: string | undefined,
  lang: Lang,
): Promise<ExtendedError | SocketData> {
  const companion = await companions.check(token);
  if (!companion) return refusal(lang, 'companion.unpaired');
  if (channel !== 'chat' || threadId !== companion.threadId) return refusal(lang, 'realtime.threadForbidden');
  return { uid: companion.uid, companionId: companion.companionId, channel, threadId };
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

async function admit(
  socket: Socket,
  doors: { sessions: SessionService; threads: ThreadAuthorizers; companions: CompanionCheck },
  lang: Lang,
) {
  const { sessions, threads } = doors;
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
  if (checked.data.token.startsWith(COMPANION_TOKEN_PREFIX)) {
    const admitted = await admitCompanion(doors.companions, checked.data.token, channel, threadId, lang);
    if (admitted instanceof Error) return admitted;
    socket.data = admitted;
    return null;
  }
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
export function handshakeGuard(doors: {
  sessions: SessionService;
  threads: ThreadAuthorizers;
  companions: CompanionCheck;
}) {
  return (socket: Socket, next: (err?: ExtendedError) => void): void => {
    const lang = normalizeLang(field(socket.handshake.auth, 'lang') ?? socket.handshake.headers.lang);
    admit(socket, doors, lang).then(
      (refused) => next(refused ?? undefined),
      () => next(refusal(lang, 'system.error')),
    );
  };
}
