import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { orders, paymentNotices } from '../../db/schema.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';
import { pageOf } from '../../lib/paged.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NoticeRow = typeof paymentNotices.$inferInsert;

/** How the payer pays the order's current payment, as createPayment answered. */
export interface PaymentFields {
  method: string;
  providerRef: string | null;
  paymentKind: string;
  paymentUrl: string;
}

export async function insertOrder(q: Queryable, row: NewOrder): Promise<OrderRow> {
  const [inserted] = await q.insert(orders).values(row).returning();
  if (!inserted) throw new Error('order not stored');
  return inserted;
}

/** A user's own order; someone else's reads as missing. */
export async function findOwnOrder(q: Queryable, uid: number, id: string): Promise<OrderRow | undefined> {
  const [row] = await q
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.uid, uid)));
  return row;
}

export async function findOrder(q: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await q.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Locks an order for the rest of the transaction: callbacks, closing and expiry of it queue behind. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Stores a new payment of an order that is still open; undefined when it no longer is. */
export async function setPayment(q: Queryable, id: string, payment: PaymentFields) {
  const [row] = await q
    .update(orders)
    .set(payment)
    .where(and(eq(orders.id, id), eq(orders.status, 'created')))
    .returning();
  return row;
}

/** Moves an order from one status to another; undefined when it was not in `from` any more. */
export async function moveOrder(
  q: Queryable,
  id: string,
  from: string[],
  set: Partial<Pick<OrderRow, 'status' | 'method' | 'providerTxnId' | 'paidAt'>>,
) {
  const [row] = await q
    .update(orders)
    .set(set)
    .where(and(eq(orders.id, id), inArray(orders.status, from)))
    .returning();
  return row;
}

/** Open orders past their expiry become `expired` (all of them, or a user's); answers how many did. */
export async function expireDue(q: Queryable, now: Date, uid?: number): Promise<number> {
  const rows = await q
    .update(orders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(orders.status, 'created'),
        lte(orders.expiresAt, now),
        uid === undefined ? undefined : eq(orders.uid, uid),
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}

/** One page of a user's orders, newest first, and how many there are. */
export async function ordersPage(q: Queryable, uid: number, page: number, size: number) {
  const mine = eq(orders.uid, uid);
  const list = q.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.id));
  return pageOf(list.$dynamic(), q.$count(orders, mine), page, size);
}

/** True once the user has paid any order (the invitee discount is for the first purchase only). */
export async function hasPaidOrder(q: Queryable, uid: number): Promise<boolean> {
  const [row] = await q
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.uid, uid), eq(orders.status, 'paid')))
    .limit(1);
  return row !== undefined;
}

/** Appends one row to the audit trail of payment callbacks. */
export async function insertNotice(q: Queryable, row: NoticeRow): Promise<void> {
  await q.insert(paymentNotices).values(row);
}
