import type { AppContext } from '../../context.ts';
import { rateLimited } from '../../core/errors.ts';
import { createLimiterFactory, takeAll, usage } from '../../lib/limiter.ts';

/** The window over which wrong gift codes are counted. */
export const WRONG_CODE_WINDOW_SECONDS = 600;

/** 429 `voucher.tooManyAttempts` with the longest wait, when any counter asks to wait. */
function refuseIfWaiting(waits: Array<number | null>): void {
  const wait = Math.max(0, ...waits.map((w) => w ?? 0));
  if (wait > 0) throw rateLimited(wait, 'voucher.tooManyAttempts');
}

/**
 * Counts wrong gift codes per user and per IP (in Redis when scaled). Only a wrong code takes a point, and
 * its `voucher.notFound` answer is given only once the point was taken (checked and counted in one atomic
 * step per counter), so no caller hears "wrong" more often than the limit, however many requests it sends at
 * once; a guess refused by one counter takes nothing from the other (a blocked user does not use up the IP's). A right code takes nothing (a crowd behind one NAT
 * redeeming a popular code is not slowed down) but is refused while the caller is blocked, so that a blocked
 * caller cannot tell its right guesses from its wrong ones.
 */
export function createWrongGuesses(ctx: AppContext) {
  const limiters = createLimiterFactory(ctx.redis, ctx.env.REDIS_KEY_PREFIX);
  const counter = (name: string, points: number, key: (uid: number, ip: string) => string) => ({
    limiter: limiters({ name, points, seconds: WRONG_CODE_WINDOW_SECONDS }),
    points,
    key,
  });
  const counters = [
    counter('voucher-user', ctx.env.VOUCHER_WRONG_PER_USER, (uid) => String(uid)),
    counter('voucher-ip', ctx.env.VOUCHER_WRONG_PER_IP, (_uid, ip) => ip),
  ];

  return {
    /** Throws 429 while the user or the IP has used up its wrong codes. */
    async admit(uid: number, ip: string): Promise<void> {
      const waits = counters.map(async (c) => {
        const { used, secondsLeft } = await usage(c.limiter, c.key(uid, ip));
        return used >= c.points ? secondsLeft : null;
      });
      refuseIfWaiting(await Promise.all(waits));
    },

    /** Counts a wrong code; throws 429 instead when it is one too many. */
    async wrong(uid: number, ip: string): Promise<void> {
      const taken = await takeAll(counters.map((c) => ({ limiter: c.limiter, key: c.key(uid, ip) })));
      if ('wait' in taken) refuseIfWaiting([taken.wait]);
    },
  };
}
export type WrongGuesses = ReturnType<typeof createWrongGuesses>;
