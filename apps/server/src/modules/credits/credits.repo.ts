import { and, eq, sql } from 'drizzle-orm';
import { ledger, userItems } from '../../db/schema.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';

/** The countable items of PRODUCT.md section 4 (vip is a plan, not a count). */
export const ITEMS = ['credit', 'mocks', 'assistants', 'careers', 'money'] as const;
export type Item = (typeof ITEMS)[number];

/** Opens the balance row of a new user, every item at zero. */
export async function openAccount(tx: Tx, uid: number): Promise<void> {
  await tx.insert(userItems).values({ uid }).onConflictDoNothing();
}

/** Appends one ledger row unless this idempotency key already changed this item; true when written. */
export async function appendLedger(
  tx: Tx,
  row: {
    uid: number;
    item: Item;
    change: number;
    reason: string;
    idempotencyKey: string;
    reference?: string;
  },
): Promise<boolean> {
  const written = await tx
    .insert(ledger)
    .values(row)
    .onConflictDoNothing({ target: [ledger.idempotencyKey, ledger.item] })
    .returning({ id: ledger.id });
  return written.length > 0;
}

/** Adds `change` to one item when the result stays at zero or above; false when it would not. */
export async function addToItem(tx: Tx, uid: number, item: Item, change: number): Promise<boolean> {
  const column = userItems[item];
  const updated = await tx
    .update(userItems)
    .set({ [item]: sql`${column} + ${change}` })
    .where(and(eq(userItems.uid, uid), sql`${column} + ${change} >= 0`))
    .returning({ uid: userItems.uid });
  return updated.length > 0;
}

/** The ledger rows of a user, oldest first. */
export function ledgerOf(q: Queryable, uid: number) {
  return q.select().from(ledger).where(eq(ledger.uid, uid)).orderBy(ledger.id);
}
