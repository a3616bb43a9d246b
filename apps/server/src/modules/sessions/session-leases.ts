import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Which process runs a thread (its kind's runner numbers the events and keeps the kind's state). In the scaled
 * mode the process that first needs it takes a lease in Redis and renews it while it runs; the other processes
 * forward their sockets' commands to it (realtime/sessions.ts). The database fences the writers anyway
 * (`claimThread`/`appendEvents`): a lease only routes.
 */
export interface ThreadLeases {
  /**
   * True when this process holds the thread's lease now, taking it when nobody holds it, or when the holder is
   * `takeFrom` (a process that did not answer for the thread: dead, or no longer running it).
   */
  acquire(threadId: string, opts?: { takeFrom?: string | null }): Promise<boolean>;
  /** Who holds the lease now (a process id), null when nobody. */
  holder(threadId: string): Promise<string | null>;
  /** True when this process holds the lease (no round trip). */
  holds(threadId: string): boolean;
  /** Gives the lease up (the pipeline stopped). */
  release(threadId: string): Promise<void>;
  /** Stops renewing and gives every lease up. */
  close(): Promise<void>;
}

/** The embedded mode: one process, it holds every thread. */
export function localLeases(): ThreadLeases {
  return {
    acquire: async () => true,
    holder: async () => null,
    holds: () => true,
    release: async () => {},
    close: async () => {},
  };
}

/** A lease lives this long without renewal: a process that dies gives its threads up within it. */
export const LEASE_MS = 15_000;
/** How long a "another process holds it" answer is trusted before asking Redis again (audio frames ask often). */
const ELSEWHERE_MS = 1_000;

/** Takes the lease from a holder that did not answer for the thread (compare-and-set against that holder). */
const TAKE_OVER = `if redis.call('get', KEYS[1]) == ARGV[2] then return redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[3]) else return false end`;

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Leases in Redis: `SET NX PX`, renewed every third of their life, renewed and released only by the process
 * that holds them (compare-and-act scripts). A lease found taken by another process calls `onLost`.
 */
export function redisLeases(
  redis: Redis,
  opts: { prefix: string; onLost(threadId: string): void; ttlMs?: number },
): ThreadLeases {
  const node = randomUUID();
  const ttl = opts.ttlMs ?? LEASE_MS;
  const key = (threadId: string) => `${opts.prefix}session:lease:${threadId}`;
  const held = new Set<string>();
  const elsewhere = new Map<string, number>();

  const timer = setInterval(() => {
    for (const threadId of held) {
      redis.eval(RENEW, 1, key(threadId), node, ttl).then(
        (renewed) => {
          if (renewed || !held.delete(threadId)) return;
          opts.onLost(threadId);
        },
        () => {
          // Redis unreachable: keep running; the lease is renewed on the next tick or lost when it expires.
        },
      );
    }
  }, ttl / 3);
  timer.unref();

  async function release(threadId: string): Promise<void> {
    if (!held.delete(threadId)) return;
    await redis.eval(RELEASE, 1, key(threadId), node).catch(() => undefined);
  }

  return {
    async acquire(threadId, { takeFrom } = {}) {
      if (held.has(threadId)) return true;
      // A recent "held elsewhere" is trusted, unless the caller asks again after that holder kept silent.
      if (takeFrom === undefined && (elsewhere.get(threadId) ?? 0) > Date.now()) return false;
      // From the silent holder when it still holds it, else only when nobody does.
      let taken = takeFrom ? await redis.eval(TAKE_OVER, 1, key(threadId), node, takeFrom, ttl) : null;
      if (taken !== 'OK') taken = await redis.set(key(threadId), node, 'PX', ttl, 'NX');
      if (taken === 'OK') {
        held.add(threadId);
        elsewhere.delete(threadId);
        return true;
      }
      elsewhere.set(threadId, Date.now() + ELSEWHERE_MS);
      return false;
    },
    holder: (threadId) => redis.get(key(threadId)),
    holds: (threadId) => held.has(threadId),
    release,
    async close() {
      clearInterval(timer);
      await Promise.all([...held].map(release));
    },
  };
}
