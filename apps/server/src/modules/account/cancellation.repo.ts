import { and, eq, inArray, lte } from 'drizzle-orm';
import { accountCancellations, users } from '../../db/schema.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';

export type CancellationRow = typeof accountCancellations.$inferSelect;

/** The pending cancellation of an account, if any. */
export async function findCancellation(q: Queryable, uid: number): Promise<CancellationRow | undefined> {
  const [row] = await q.select().from(accountCancellations).where(eq(accountCancellations.uid, uid));
  return row;
}

/** Records a cancellation request. */
export async function insertCancellation(tx: Tx, row: CancellationRow): Promise<void> {
  await tx.insert(accountCancellations).values(row);
}

/** Withdraws an account's cancellation; true when there was one. */
export async function deleteCancellation(tx: Tx, uid: number): Promise<boolean> {
  const rows = await tx
    .delete(accountCancellations)
    .where(eq(accountCancellations.uid, uid))
    .returning({ uid: accountCancellations.uid });
  return rows.length > 0;
}

/** Accounts whose erasure date has passed, as a subquery. */
const dueUids = (q: Queryable, now: Date) =>
  q
    .select({ uid: accountCancellations.uid })
    .from(accountCancellations)
    .where(lte(accountCancellations.eraseAfter, now));

/** Locks up to `limit` accounts due for erasure that no other process holds (SKIP LOCKED). */
export async function lockDueAccounts(tx: Tx, now: Date, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ uid: users.uid })
    .from(users)
    .where(inArray(users.uid, dueUids(tx, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.uid);
}

/**
 * Deletes locked accounts that are still due, with everything that cascades from them. Checked again in
 * this statement: a withdrawal may have committed between the first look and the lock.
 */
export async function deleteDueAccounts(tx: Tx, uids: number[], now: Date): Promise<number[]> {
  if (uids.length === 0) return [];
  const rows = await tx
    .delete(users)
    .where(and(inArray(users.uid, uids), inArray(users.uid, dueUids(tx, now))))
    .returning({ uid: users.uid });
  return rows.map((row) => row.uid);
}
