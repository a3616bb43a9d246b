import type { AppContext } from '../../context.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { Tx } from '../../lib/db-types.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { UserChanges } from '../../lib/user-changes.ts';
import { createRevocationBus } from './session-bus.ts';
import { findSession, insertSession, revokeSession, slideSession, type SessionRow } from './session.repo.ts';

const HOUR_MS = 3_600_000;

type Cached = SessionRow & { hash: string };

/**
 * Hears that sign-ins ended, so that what was opened with them closes too: the realtime layer registers one
 * that disconnects the sockets (on every process). Modules call the session service, never the realtime layer.
 */
export interface SignOutListener {
  /** One session was revoked (sign-out): its sockets close. */
  sessionEnded(sessionId: number): void;
  /** An account was locked (a cancellation): the sockets of all its sessions close. */
  accountLocked(uid: number): void;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/**
 * Sign-in sessions: opaque tokens of which only the SHA-256 is stored, a sliding expiry of SESSION_TTL_DAYS,
 * revocation, and a small in-process cache (TTL at most 30 s) that revocations clear here and, through Redis,
 * in every other process. A change of an account (a lock) clears its sessions from the cache too. Listeners
 * hear revocations and locks, so that nothing opened with a token outlives it.
 */
export async function createSessionService(ctx: AppContext, changes: UserChanges) {
  const ttlMs = ctx.env.SESSION_TTL_DAYS * 24 * HOUR_MS;
  // Keyed by the token itself so that a hit costs no hashing; entries carry the hash for revocations.
  const cache = new TtlCache<Cached>(ctx.env.SESSION_CACHE_SECONDS * 1000, ctx.env.SESSION_CACHE_SIZE);
  const channel = `${ctx.env.REDIS_KEY_PREFIX}sessions:revoked`;
  const bus = await createRevocationBus(ctx.redis, channel, (hash) =>
    cache.deleteWhere((row) => row.hash === hash),
  );
  const listeners: SignOutListener[] = [];
  changes.subscribe((change) =>
    change === 'all' ? cache.clear() : cache.deleteWhere((row) => row.uid === change),
  );

  async function slide(token: string, row: Cached, now: Date): Promise<Cached> {
    const next = { ...row, lastUsedAt: now, expiresAt: new Date(now.getTime() + ttlMs) };
    cache.update(token, next);
    await slideSession(ctx.db, row.id, next.lastUsedAt, next.expiresAt);
    return next;
  }

  return {
    /** Opens a session for `uid` inside the sign-in transaction. */
    async open(tx: Tx, uid: number, meta: { ip?: string; userAgent?: string }): Promise<NewSession> {
      const token = randomToken();
      const now = ctx.clock.now();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await insertSession(tx, {
        uid,
        tokenHash: sha256Hex(token),
        expiresAt,
        lastUsedAt: now,
        createdAt: now,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 512),
      });
      return { token, expiresAt };
    },

    /** The cached live session of a token when no database work is needed, else undefined. */
    peek(token: string): SessionRow | undefined {
      const now = ctx.clock.now().getTime();
      const row = cache.get(token, now);
      return row && row.expiresAt.getTime() > now && now - row.lastUsedAt.getTime() <= HOUR_MS
        ? row
        : undefined;
    },

    /** The live session of a token, its expiry slid forward when last used over an hour ago; else null. */
    async check(token: string): Promise<SessionRow | null> {
      const now = ctx.clock.now();
      let row = cache.get(token, now.getTime());
      if (!row) {
        const generation = cache.generation;
        const hash = sha256Hex(token);
        const found = await findSession(ctx.db, hash);
        if (!found) return null;
        row = { ...found, hash };
        cache.set(token, row, now.getTime(), generation);
      }
      if (row.expiresAt.getTime() <= now.getTime()) {
        cache.delete(token);
        return null;
      }
      return now.getTime() - row.lastUsedAt.getTime() > HOUR_MS ? slide(token, row, now) : row;
    },

    /**
     * Revokes a token everywhere: in the database, this cache and the caches of other processes; then the
     * listeners close what was opened with it.
     */
    async revoke(token: string): Promise<void> {
      const hash = sha256Hex(token);
      const id = await revokeSession(ctx.db, hash, ctx.clock.now());
      cache.delete(token);
      await bus.publish(hash);
      if (id !== null) for (const listener of listeners) listener.sessionEnded(id);
    },

    /** Tells the listeners that an account was locked; call it once the lock is committed. */
    accountLocked(uid: number): void {
      for (const listener of listeners) listener.accountLocked(uid);
    },

    /** Adds a listener of revocations and locks. */
    onSignOut(listener: SignOutListener): void {
      listeners.push(listener);
    },

    close: () => bus.close(),
  };
}
export type SessionService = Awaited<ReturnType<typeof createSessionService>>;
