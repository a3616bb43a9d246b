import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Tx } from '../../lib/db-types.ts';
import { chargeLive } from '../credits/charges.ts';
import { endThread, freeStartsSince, lockThread } from './live.repo.ts';

/** The queue of live interviews reaching the end of their free trial. */
export const LIVE_CHARGE_QUEUE = 'live.charge';

interface ChargeJob {
  threadId: string;
}

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * The price of a live interview (PRODUCT.md section 4): the first 5 minutes are free; at 5 minutes the session
 * takes one owned live interview, else 200 credits, else it ends with "insufficient times". A session ended
 * before then costs nothing. Past `LIVE_FREE_SESSIONS_PER_DAY` free starts in a UTC day, a session is charged
 * when it starts, so that restarting every few minutes is no way round the price.
 */
export function createLiveCharging(
  ctx: AppContext,
  opts: { onEnded(thread: { id: string; uid: number }): Promise<void> },
) {
  const freeMs = ctx.env.LIVE_CHARGE_AFTER_MS;

  ctx.queue.define<ChargeJob>(
    LIVE_CHARGE_QUEUE,
    async (job) => {
      const ended = await ctx.db.transaction(async (tx) => {
        const row = await lockThread(tx, job.data.threadId);
        if (!row || row.kind !== 'assistant') return null;
        const usedMs = (row.endedAt ?? ctx.clock.now()).getTime() - row.createdAt.getTime();
        if (row.status !== 'active' && usedMs < freeMs) return null;
        try {
          await chargeLive(tx, row.uid, row.id);
          return null;
        } catch (err) {
          if (!(err instanceof AppError) || err.key !== 'credits.insufficient') throw err;
          // The charge wrote nothing before refusing, so the transaction can still end the thread.
          await endThread(tx, row.uid, row.id, ctx.clock.now(), 'insufficient');
          return { id: row.id, uid: row.uid };
        }
      });
      if (ended) await opts.onEnded(ended);
    },
    { concurrency: 4, attempts: 3, backoffMs: 2_000 },
  );

  return {
    /**
     * In the transaction that opens a thread: charges it now when the day's free starts are used up
     * (`credits.insufficient` when there is nothing to take), else nothing yet.
     */
    async atStart(tx: Tx, thread: { id: string; uid: number }): Promise<void> {
      const free = await freeStartsSince(tx, thread.uid, startOfUtcDay(ctx.clock.now()));
      // The new thread is already inserted, so it counts itself.
      if (free > ctx.env.LIVE_FREE_SESSIONS_PER_DAY) await chargeLive(tx, thread.uid, thread.id);
    },

    /** After the thread is stored: the charge at the end of the free trial (nothing when already charged). */
    async schedule(threadId: string): Promise<void> {
      await ctx.queue.add<ChargeJob>(
        LIVE_CHARGE_QUEUE,
        { threadId },
        { jobId: `live-${threadId}`, delayMs: freeMs },
      );
    },
  };
}
export type LiveCharging = ReturnType<typeof createLiveCharging>;
