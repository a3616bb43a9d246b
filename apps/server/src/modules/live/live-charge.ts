import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Tx } from '../../lib/db-types.ts';
import { chargeLive } from '../credits/charges.ts';
import type { SessionThreads, ThreadRow } from '../sessions/sessions.service.ts';

/** The queue of live interviews reaching the end of their free trial. */
export const LIVE_CHARGE_QUEUE = 'live.charge';
/** A live charge's ledger key is this prefix and the thread's id (credits/charges.ts). */
const LIVE_CHARGE_KEY = 'live:';

interface ChargeJob {
  threadId: string;
}

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * The price of a live interview (PRODUCT.md section 4): the first 5 minutes are free; at 5 minutes the session
 * takes one owned live interview, else 200 credits, else it ends with "insufficient times". A session ended
 * before then costs nothing. Past `LIVE_FREE_SESSIONS_PER_DAY` free starts in a UTC day, a session is charged
 * when it starts, so that restarting every few minutes is no way round the price. The charge is a job on the
 * queue, set again at every start for going threads (sessions layer `recover`), and taken once: the thread row
 * is locked and the ledger key is the thread's.
 */
export function createLiveCharging(ctx: AppContext, threads: SessionThreads) {
  const freeMs = ctx.env.LIVE_CHARGE_AFTER_MS;

  ctx.queue.define<ChargeJob>(
    LIVE_CHARGE_QUEUE,
    async (job) => {
      const ended = await ctx.db.transaction(async (tx) => {
        const row = await threads.lock(tx, job.data.threadId);
        if (!row || row.kind !== 'assistant') return null;
        const usedMs = (row.endedAt ?? ctx.clock.now()).getTime() - row.createdAt.getTime();
        if (row.status !== 'active' && usedMs < freeMs) return null;
        try {
          await chargeLive(tx, row.uid, row.id);
          return null;
        } catch (err) {
          if (!(err instanceof AppError) || err.key !== 'credits.insufficient') throw err;
          // The charge wrote nothing before refusing, so the transaction can still end the thread.
          return (await threads.endIn(tx, row.id, 'insufficient')) ?? null;
        }
      });
      if (ended) await threads.notifyEnded(ended, 'insufficient');
    },
    { concurrency: 4, attempts: 3, backoffMs: 2_000 },
  );

  return {
    /**
     * In the transaction that opens a thread (no other start of the user runs meanwhile): charges it now when
     * the day's free starts are used up (`credits.insufficient` when there is nothing to take), else nothing yet.
     */
    async atStart(tx: Tx, thread: ThreadRow): Promise<void> {
      const since = startOfUtcDay(ctx.clock.now());
      const free = await threads.unchargedStartsSince(tx, thread.uid, 'assistant', since, LIVE_CHARGE_KEY);
      // The new thread is already inserted, so it counts itself.
      if (free > ctx.env.LIVE_FREE_SESSIONS_PER_DAY) await chargeLive(tx, thread.uid, thread.id);
    },

    /** The charge at the end of the free trial, from the thread's start (nothing when already charged). */
    async schedule(thread: Pick<ThreadRow, 'id' | 'createdAt'>): Promise<void> {
      const due = thread.createdAt.getTime() + freeMs;
      await ctx.queue.add<ChargeJob>(
        LIVE_CHARGE_QUEUE,
        { threadId: thread.id },
        { jobId: `live-${thread.id}`, delayMs: Math.max(0, due - ctx.clock.now().getTime()) },
      );
    },
  };
}
export type LiveCharging = ReturnType<typeof createLiveCharging>;
