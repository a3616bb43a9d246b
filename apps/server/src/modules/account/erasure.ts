import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { announceUserChange } from '../../lib/user-changes.ts';
import { deleteDueAccounts, lockDueAccounts } from './cancellation.repo.ts';

const BATCH = 100;
const SWEEP_EVERY_MS = 3_600_000;

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

/** Runs the erasure now and every hour until stopped; stopping waits for a run in progress. */
export function scheduleErasure(ctx: AppContext, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = (): void => {
    running = running.then(() =>
      eraseDueAccounts(ctx).then(
        (erased) => {
          if (erased > 0) log.info({ erased }, 'cancelled accounts erased');
        },
        (err: unknown) => log.error({ err }, 'account erasure failed'),
      ),
    );
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
