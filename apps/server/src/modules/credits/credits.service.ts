import type { Grants } from '@offerpilot/shared';
import { AppError } from '../../core/errors.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';
import { metrics } from '../../lib/metrics.ts';
import { announceUserChange } from '../../lib/user-changes.ts';
import {
  addPlanDays,
  addToItem,
  appendLedger,
  ITEMS,
  itemsOf,
  openAccount,
  VIP_ITEM,
  VIP_LEVEL_NUMBER,
  type Item,
} from './credits.repo.ts';

/** Opens a new account's items (every balance at zero) in the caller's transaction. */
export async function openItems(tx: Tx, uid: number): Promise<void> {
  await openAccount(tx, uid);
}

/** A user's countable balances now (all zero without an account), for quotes shown before a purchase. */
export async function balancesOf(q: Queryable, uid: number): Promise<Record<Item, number>> {
  const row = await itemsOf(q, uid);
  return Object.fromEntries(ITEMS.map((item) => [item, row ? Number(row[item]) : 0])) as Record<Item, number>;
}

/** Item changes (negative to spend), plus plan days at a level (only added, never taken). */
export type ItemChanges = Partial<Record<Item, number>> & Pick<Grants, 'vipDays' | 'vipLevel'>;

/**
 * The only door to balances: applies `changes` inside the caller's transaction, one ledger row per item,
 * the balance in the same transaction, never below zero (`credits.insufficient`), and each idempotency key
 * once: a repeated key changes nothing and answers `applied: false`. Caches of the account hear of it at commit.
 */
export async function grant(
  tx: Tx,
  uid: number,
  changes: ItemChanges,
  reason: string,
  idempotencyKey: string,
  opts: { reference?: string; now?: Date } = {},
): Promise<{ applied: boolean }> {
  const { reference } = opts;
  let applied = false;
  for (const item of ITEMS) {
    const change = changes[item];
    if (!change) continue;
    if (!Number.isSafeInteger(change)) throw new Error(`grant: ${item} change must be an integer`);
    if (!(await appendLedger(tx, { uid, item, change, reason, idempotencyKey, reference }))) continue;
    if (!(await addToItem(tx, uid, item, change))) throw new AppError('credits.insufficient');
    metrics.ledgerOperations.inc({ item, reason });
    applied = true;
  }
  const days = changes.vipDays ?? 0;
  if (days) {
    if (!Number.isSafeInteger(days) || days < 0 || !changes.vipLevel) {
      throw new Error('grant: plan days must be a positive integer with a level');
    }
    const row = { uid, item: VIP_ITEM, change: days, reason, idempotencyKey, reference } as const;
    if (await appendLedger(tx, row)) {
      await addPlanDays(tx, uid, VIP_LEVEL_NUMBER[changes.vipLevel], days, opts.now ?? new Date());
      metrics.ledgerOperations.inc({ item: VIP_ITEM, reason });
      applied = true;
    }
  }
  if (applied) await announceUserChange(tx, uid);
  return { applied };
}
