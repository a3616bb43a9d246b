import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { announceUserChange } from '../../lib/user-changes.ts';
import { deleteDueAccounts, lockDueAccounts } from './cancellation.repo.ts';

const BATCH = 100;

/**
 * Erases every account whose cancellation is due: the user row goes, and with it (ON DELETE CASCADE) its
 * sessions, items, ledger, goals and the rest. Safe when several processes run it at once: each locks
 * the accounts it erases and skips those another holds. Answers how many accounts it erased.
 */
export async function eraseDueAccounts(ctx: AppContext): Promise<number> {
  let erased = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const locked = await lockDueAccounts(tx, now, BATCH);
      const gone = await deleteDueAccounts(tx, locked, now);
      // Caches of these accounts (user info, sessions) are dropped in every process at commit.
      for (const uid of gone) await announceUserChange(tx, uid);
      return { locked: locked.length, gone: gone.length };
    });
    erased += batch.gone;
    if (batch.locked < BATCH) return erased;
  }
}

/** The queue of the erasure, also the id of its schedule. */
export const ERASURE_QUEUE = 'account.erasure';

/**
 * Runs the erasure on the job queue: once now, and every `ACCOUNT_ERASURE_EVERY_MS` (an hour) on a schedule
 * that every process sets and the queue runs once per period. A failed run is retried, then the next period
 * catches up.
 */
export async function scheduleErasure(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  ctx.queue.define(
    ERASURE_QUEUE,
    async () => {
      const erased = await eraseDueAccounts(ctx);
      if (erased > 0) log.info({ erased }, 'cancelled accounts erased');
    },
    { attempts: 3, backoffMs: 10_000 },
  );
  await ctx.queue.repeat(ERASURE_QUEUE, ERASURE_QUEUE, ctx.env.ACCOUNT_ERASURE_EVERY_MS, {});
  await ctx.queue.add(ERASURE_QUEUE, {});
}
