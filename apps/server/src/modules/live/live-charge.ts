import type { SessionState } from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Tx } from '../../lib/db-types.ts';
import { chargeLive, type Charge } from '../credits/charges.ts';
import type { SessionThreads, ThreadRow } from '../sessions/sessions.service.ts';

/** The queue of live interviews reaching the end of their free trial. */
export const LIVE_CHARGE_QUEUE = 'live.charge';
/** A live charge's ledger key is this prefix and the thread's id (credits/charges.ts). */
const LIVE_CHARGE_KEY = 'live:';

interface ChargeJob {
  threadId: string;
}

/** What a thread's state keeps of its charge (the thread's `charge` field is read from it). */
export interface TakenCharge {
  at: string;
  item: 'assistants' | 'credit';
  amount: number;
}

/** The thread state's key of the charge. */
export const CHARGE_STATE = 'charge';

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
export function createLiveCharging(
  ctx: AppContext,
  threads: SessionThreads,
  notify: (threadId: string, state: SessionState) => void,
) {
  const freeMs = ctx.env.LIVE_CHARGE_AFTER_MS;

  /** Takes the price in the caller's transaction and writes what it took into the thread's state. */
  async function take(tx: Tx, row: ThreadRow): Promise<Charge> {
    const charge = await chargeLive(tx, row.uid, row.id);
    if (!charge.repeated) {
      const taken: TakenCharge = {
        at: ctx.clock.now().toISOString(),
        item: charge.item as TakenCharge['item'],
        amount: charge.amount,
      };
      await threads.mergeState(tx, row.id, { [CHARGE_STATE]: taken });
    }
    return charge;
  }

  ctx.queue.define<ChargeJob>(
    LIVE_CHARGE_QUEUE,
    async (job) => {
      const outcome = await ctx.db.transaction(async (tx) => {
        const row = await threads.lock(tx, job.data.threadId);
        if (!row || row.kind !== 'assistant') return null;
        const usedMs = (row.endedAt ?? ctx.clock.now()).getTime() - row.createdAt.getTime();
        if (row.status !== 'active' && usedMs < freeMs) return null;
        try {
          const charge = await take(tx, row);
          return charge.repeated ? null : { row, charge };
        } catch (err) {
          if (!(err instanceof AppError) || err.key !== 'credits.insufficient') throw err;
          // The charge wrote nothing before refusing, so the transaction can still end the thread.
          const ended = await threads.endIn(tx, row.id, 'insufficient');
          return ended ? { row: ended, charge: null } : null;
        }
      });
      // The screens hear it once it is committed.
      if (outcome?.charge) {
        const { item, amount } = outcome.charge;
        notify(outcome.row.id, { status: 'charged', item: item as TakenCharge['item'], amount });
      } else if (outcome) await threads.notifyEnded(outcome.row, 'insufficient');
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
      if (free > ctx.env.LIVE_FREE_SESSIONS_PER_DAY) await take(tx, thread);
    },

    /** How many free starts the user has left today (past them, a session is charged when it starts). */
    async freeStartsLeft(uid: number): Promise<number> {
      const since = startOfUtcDay(ctx.clock.now());
      const used = await threads.unchargedStarts(uid, 'assistant', since, LIVE_CHARGE_KEY);
      return Math.max(0, ctx.env.LIVE_FREE_SESSIONS_PER_DAY - used);
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
