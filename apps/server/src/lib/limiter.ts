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

/** Takes `points` from `key`: null when allowed, else the seconds until it would be. Store errors propagate. */
export async function take(limiter: Limiter, key: string, points = 1): Promise<number | null> {
  try {
    await limiter.consume(key, points);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/** What `key` has used in its current window, and the seconds until that window ends. */
export async function usage(limiter: Limiter, key: string): Promise<{ used: number; secondsLeft: number }> {
  const res = await limiter.get(key);
  if (!res) return { used: 0, secondsLeft: 0 };
  return { used: res.consumedPoints, secondsLeft: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}
