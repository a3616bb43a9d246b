import { AppError } from '../../http/errors.ts';
import type { Tx } from '../../lib/db-types.ts';
import { announceUserChange } from '../../lib/user-changes.ts';
import { addToItem, appendLedger, ITEMS, type Item } from './credits.repo.ts';

export type ItemChanges = Partial<Record<Item, number>>;

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
): Promise<{ applied: boolean }> {
  let applied = false;
  for (const item of ITEMS) {
    const change = changes[item];
    if (!change) continue;
    if (!Number.isSafeInteger(change)) throw new Error(`grant: ${item} change must be an integer`);
    if (!(await appendLedger(tx, { uid, item, change, reason, idempotencyKey }))) continue;
    if (!(await addToItem(tx, uid, item, change))) throw new AppError('credits.insufficient');
    applied = true;
  }
  if (applied) await announceUserChange(tx, uid);
  return { applied };
}
