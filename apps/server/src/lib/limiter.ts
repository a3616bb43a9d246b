import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export type Limiter = RateLimiterAbstract;

export interface LimiterSpec {
  /** Distinguishes the counter family inside the store. */
  name: string;
  points: number;
  seconds: number;
}

/** Makes counters: in Redis when the scaled mode has one (shared by every process), else in this process. */
export function createLimiterFactory(redis: Redis | null, prefix: string) {
  return ({ name, points, seconds }: LimiterSpec): Limiter =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${prefix}rl:${name}`,
          points,
          duration: seconds,
        })
      : new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });
}
export type LimiterFactory = ReturnType<typeof createLimiterFactory>;

const secondsBefore = (res: RateLimiterRes): number => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Takes `points` from `key`: null when allowed, else the seconds until it would be. Store errors propagate. */
export async function take(limiter: Limiter, key: string, points = 1): Promise<number | null> {
  try {
    await limiter.consume(key, points);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return secondsBefore(rejection);
    throw rejection;
  }
}

/** What `key` has used in its current window, and the seconds until that window ends. */
export async function usage(limiter: Limiter, key: string): Promise<{ used: number; secondsLeft: number }> {
  const res = await limiter.get(key);
  if (!res) return { used: 0, secondsLeft: 0 };
  return { used: res.consumedPoints, secondsLeft: secondsBefore(res) };
}

/** One count to take: `points` (1 unless said) from `key` of a limiter. */
export interface Count {
  limiter: Limiter;
  key: string;
  points?: number;
}

/** Points a request took; given back when it fails for another reason. */
export interface Charge {
  /** What each counter reached with this request, in the order they were taken. */
  readonly counts: number[];
  /** Gives the points back (once), except those whose window ends within a second. */
  refund(): Promise<void>;
}

/** A refund that could land in the next window would give that window a point it never had. */
const REFUND_MARGIN_MS = 1000;

interface Held {
  count: Count;
  windowEnds: number;
}

function charge(held: Held[], counts: number[]): Charge {
  let refunded = false;
  return {
    counts,
    async refund() {
      if (refunded) return;
      refunded = true;
      const now = Date.now();
      const open = held.filter((h) => h.windowEnds - now > REFUND_MARGIN_MS);
      await Promise.all(open.map(({ count }) => count.limiter.reward(count.key, count.points ?? 1)));
    },
  };
}

const heldUntil = (count: Count, res: RateLimiterRes): Held => ({
  count,
  windowEnds: res.msBeforeNext < 0 ? Number.POSITIVE_INFINITY : Date.now() + res.msBeforeNext,
});

/** Gives back a list of charges as one. */
export function joinCharges(...charges: Charge[]): Charge {
  return {
    counts: charges.flatMap((c) => c.counts),
    refund: async () => void (await Promise.all(charges.map((c) => c.refund()))),
  };
}

/**
 * Takes from every counter in order, each in ONE atomic step of its store (a Redis script, or this process's
 * memory), so the check and the count are never apart: of many concurrent requests, only as many as the
 * limit allows pass. Answers the charge, or the wait of the first counter that refused, in which case what
 * this request took (the refused point included) is given back at once: a refused request counts nothing.
 */
export async function takeAll(counts: Count[]): Promise<{ charge: Charge } | { wait: number }> {
  const held: Held[] = [];
  const reached: number[] = [];
  for (const count of counts) {
    try {
      const res = await count.limiter.consume(count.key, count.points ?? 1);
      held.push(heldUntil(count, res));
      reached.push(res.consumedPoints);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        await charge(held, reached)
          .refund()
          .catch(() => undefined);
        throw rejection;
      }
      await charge([...held, heldUntil(count, rejection)], reached).refund();
      return { wait: secondsBefore(rejection) };
    }
  }
  return { charge: charge(held, reached) };
}
