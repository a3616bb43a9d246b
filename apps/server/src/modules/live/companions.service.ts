import { randomInt, randomUUID } from 'node:crypto';
import {
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_TTL_MS,
  type Companion,
  type CompanionSession,
  type pairBody,
  type Pairing,
  type Thread,
} from '@offerpilot/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, rateLimited } from '../../core/errors.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { createLimiterFactory, take } from '../../lib/limiter.ts';
import type { SessionThreads, ThreadRow } from '../sessions/sessions.service.ts';
import {
  companionByTokenHash,
  companionsOf,
  deleteStalePairings,
  findPairing,
  insertCompanion,
  insertPairing,
  revokeCompanion,
  usePairing,
  type CompanionRow,
} from './companions.repo.ts';

/** A companion's credential starts with this, so the handshake tells it from a signed-in user's token. */
export const COMPANION_TOKEN_PREFIX = 'cmp_';
/** Pairing attempts an address may make in the window (a short code is guessable, so guesses are limited). */
const PAIR_ATTEMPTS_PER_IP = 20;
const PAIR_WINDOW_SECONDS = 600;
const KIND = 'assistant';

const drawCode = () =>
  Array.from(
    { length: PAIRING_CODE_LENGTH },
    () => PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)],
  ).join('');

const toCompanion = (row: CompanionRow): Companion => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
});

/** A companion's credential checked: who it reads for (the thread's owner) and which thread. */
export interface CompanionIdentity {
  companionId: string;
  uid: number;
  threadId: string;
}

/** Hears an unpairing, to close that phone's sockets on every process. */
export type UnpairListener = (companionId: string) => void;

/**
 * Phones paired with a live session (PRODUCT.md section 3): the main screen asks for a pairing (a token for the
 * QR code, a short code to type; hashed, five minutes, used once); the phone that presents it gets its own
 * credential for that thread's chat stream only, good until the session ends or the main screen unpairs it.
 */
export function createCompanions(
  ctx: AppContext,
  deps: { threads: SessionThreads; describe(row: ThreadRow): Promise<Thread> },
) {
  const { threads } = deps;
  const attempts = createLimiterFactory(
    ctx.redis,
    ctx.env.REDIS_KEY_PREFIX,
  )({
    name: 'pair-ip',
    points: PAIR_ATTEMPTS_PER_IP,
    seconds: PAIR_WINDOW_SECONDS,
  });
  let onUnpair: UnpairListener = () => {};

  async function goingThread(uid: number, id: string): Promise<ThreadRow> {
    const row = await threads.get(uid, id, KIND);
    if (row.status !== 'active') throw new AppError('live.ended');
    return row;
  }

  /** Why a pairing that could not be used was refused. */
  async function refusal(by: 'token' | 'code', hash: string): Promise<AppError> {
    const row = await findPairing(ctx.db, by, hash);
    if (!row) return new AppError('pairing.invalid');
    return new AppError(row.usedAt ? 'pairing.used' : 'pairing.expired');
  }

  return {
    /** Closes an unpaired phone's sockets (the realtime layer listens). */
    onUnpair(listener: UnpairListener): void {
      onUnpair = listener;
    },

    /** POST /api/live/threads/:id/pairings: a new pairing of a going session of the user. */
    async createPairing(uid: number, threadId: string): Promise<Pairing> {
      await goingThread(uid, threadId);
      const now = ctx.clock.now();
      await deleteStalePairings(ctx.db, new Date(now.getTime() - 24 * 3600_000));
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + PAIRING_TTL_MS);
      for (;;) {
        const code = drawCode();
        const row = { threadId, tokenHash: sha256Hex(token), codeHash: sha256Hex(code), expiresAt };
        if (await insertPairing(ctx.db, row)) return { token, code, expiresAt: expiresAt.toISOString() };
      }
    },

    /** POST /api/companion/pair: the phone presents the QR code's token or the typed code. */
    async pair(body: z.output<typeof pairBody>, ip: string): Promise<CompanionSession> {
      const wait = await take(attempts, ip);
      if (wait !== null) throw rateLimited(wait);
      const [by, secret] =
        body.token !== undefined ? (['token', body.token] as const) : (['code', body.code ?? ''] as const);
      const hash = sha256Hex(secret);
      const pairing = await usePairing(ctx.db, by, hash, ctx.clock.now());
      if (!pairing) throw await refusal(by, hash);
      const row = await threads.byId(pairing.threadId);
      if (!row || row.status !== 'active') throw new AppError('live.ended');
      const token = COMPANION_TOKEN_PREFIX + randomToken();
      const companion = await insertCompanion(ctx.db, {
        id: randomUUID(),
        threadId: row.id,
        uid: row.uid,
        tokenHash: sha256Hex(token),
        label: body.label || 'Phone',
      });
      return { token, companion: toCompanion(companion), thread: await deps.describe(row) };
    },

    /** A companion credential still paired with a going session, or null. */
    async check(token: string): Promise<CompanionIdentity | null> {
      if (!token.startsWith(COMPANION_TOKEN_PREFIX)) return null;
      const companion = await companionByTokenHash(ctx.db, sha256Hex(token));
      if (!companion) return null;
      const row = await threads.byId(companion.threadId);
      if (!row || row.status !== 'active') return null;
      return { companionId: companion.id, uid: companion.uid, threadId: companion.threadId };
    },

    /** GET /api/companion: the paired phone's session after a reload (`companion.unpaired` when it is not). */
    async session(token: string | null): Promise<CompanionSession> {
      const companion = token?.startsWith(COMPANION_TOKEN_PREFIX)
        ? await companionByTokenHash(ctx.db, sha256Hex(token))
        : undefined;
      const row = companion && (await threads.byId(companion.threadId));
      if (!companion || !row) throw new AppError('companion.unpaired');
      return { companion: toCompanion(companion), thread: await deps.describe(row) };
    },

    /** GET /api/live/threads/:id/companions: the phones paired with a session of the user. */
    async list(uid: number, threadId: string): Promise<Companion[]> {
      await threads.get(uid, threadId, KIND);
      return (await companionsOf(ctx.db, threadId)).map(toCompanion);
    },

    /** DELETE /api/live/threads/:id/companions/:companionId: unpairs a phone and closes its sockets. */
    async unpair(uid: number, threadId: string, companionId: string): Promise<void> {
      await threads.get(uid, threadId, KIND);
      if (!(await revokeCompanion(ctx.db, threadId, companionId, ctx.clock.now()))) {
        throw new AppError('companion.unpaired');
      }
      onUnpair(companionId);
    },
  };
}
export type Companions = ReturnType<typeof createCompanions>;
