import type { FastifyBaseLogger } from 'fastify';
import { take, type LimiterFactory } from '../../lib/limiter.ts';
import { metrics } from '../../lib/metrics.ts';

/** Callbacks with a failed signature one address may send per minute before it hears 429. */
export const FORGED_CALLBACKS_PER_MINUTE = 20;
/** At most one log line per this many milliseconds and process about failed signatures. */
export const FORGED_LOG_EVERY_MS = 60_000;

/** What one rejected callback was: which route, why, from where. */
export interface ForgedCallback {
  method: string;
  reason: string;
  remoteAddr: string;
}

/**
 * Callbacks whose signature failed write nothing to the database: they are counted here and logged at most
 * once per FORGED_LOG_EVERY_MS (the first at once, then how many came since, with the last one's method,
 * reason and address), so a flood costs neither rows nor a log line each. Each address may fail
 * FORGED_CALLBACKS_PER_MINUTE times a minute (counted in Redis when scaled); past that it hears 429. Only
 * failures count, so a vendor's authentic callbacks are never limited, whatever other addresses send.
 */
export function createForgedCallbacks(limiters: LimiterFactory, log: FastifyBaseLogger) {
  const perAddress = limiters({ name: 'payment-forged', points: FORGED_CALLBACKS_PER_MINUTE, seconds: 60 });
  let total = 0;
  let sinceLine = 0;
  let last: ForgedCallback | undefined;
  let quiet: NodeJS.Timeout | undefined;

  const line = (): void => {
    quiet = undefined;
    if (sinceLine === 0) return;
    log.warn({ ...last, count: sinceLine, total }, 'payment callbacks with a failed signature');
    sinceLine = 0;
    quiet = setTimeout(line, FORGED_LOG_EVERY_MS);
    quiet.unref();
  };

  return {
    /** Counts a rejected callback; answers the seconds its address must wait, or null when it is not limited. */
    async reject(callback: ForgedCallback): Promise<number | null> {
      total += 1;
      metrics.paymentCallbacksRefused.inc({ method: callback.method });
      sinceLine += 1;
      last = callback;
      if (!quiet) line();
      return take(perAddress, callback.remoteAddr);
    },

    /** Rejected callbacks this process has counted since it started. */
    get total(): number {
      return total;
    },
  };
}
export type ForgedCallbacks = ReturnType<typeof createForgedCallbacks>;
