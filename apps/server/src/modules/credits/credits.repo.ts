import { and, desc, eq, sql } from 'drizzle-orm';
import { ledger, userItems } from '../../db/schema.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';
import { pageOf } from '../../lib/paged.ts';

/** The countable items of PRODUCT.md section 4 (vip is a plan, not a count). */
export const ITEMS = ['credit', 'mocks', 'assistants', 'careers', 'money'] as const;
export type Item = (typeof ITEMS)[number];
/** Ledger rows of plan days carry this item; the plan itself is `vip_level` and `vip_expire`. */
export const VIP_ITEM = 'vip';
/** `vip_level` values: 0 none, then the plan levels in order (premium 1, advanced 2). */
export const VIP_LEVEL_NUMBER = { premium: 1, advanced: 2 } as const;

/** Opens the balance row of a new user, every item at zero. */
export async function openAccount(tx: Tx, uid: number): Promise<void> {
  await tx.insert(userItems).values({ uid }).onConflictDoNothing();
}

/** Appends one ledger row unless this idempotency key already changed this item; true when written. */
export async function appendLedger(
  tx: Tx,
  row: {
    uid: number;
    item: Item | typeof VIP_ITEM;
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

/**
 * Adds plan days: from the end of the current plan when it is still running, else from `now`; the level is
 * the higher of the running plan's and the new one (days bought at a lower level extend the higher plan).
 */
export async function addPlanDays(
  tx: Tx,
  uid: number,
  level: number,
  days: number,
  now: Date,
): Promise<void> {
  const running = sql`coalesce(${userItems.vipExpire}, ${now}) > ${now}`;
  await tx
    .update(userItems)
    .set({
      vipLevel: sql`case when ${running} then greatest(${userItems.vipLevel}, ${level}) else ${level} end`,
      vipExpire: sql`greatest(coalesce(${userItems.vipExpire}, ${now}), ${now}) + make_interval(days => ${days})`,
    })
    .where(eq(userItems.uid, uid));
}

/** The ledger rows of a user, oldest first. */
export function ledgerOf(q: Queryable, uid: number) {
  return q.select().from(ledger).where(eq(ledger.uid, uid)).orderBy(ledger.id);
}

/** One page of a user's ledger, newest first, and how many rows there are. */
export async function ledgerPage(q: Queryable, uid: number, page: number, size: number) {
  const mine = eq(ledger.uid, uid);
  const list = q.select().from(ledger).where(mine).orderBy(desc(ledger.id));
  return pageOf(list.$dynamic(), q.$count(ledger, mine), page, size);
}

/** A user's balance row as it is now (undefined: no account). */
export async function itemsOf(q: Queryable, uid: number) {
  const [row] = await q.select().from(userItems).where(eq(userItems.uid, uid));
  return row;
}

/** Locks a user's balance row for the rest of the transaction and reads it (undefined: no account). */
export async function lockItems(tx: Tx, uid: number) {
  const [row] = await tx.select().from(userItems).where(eq(userItems.uid, uid)).for('update');
  return row;
}

/** The ledger rows written under an idempotency key for a user. */
export function rowsOfKey(q: Queryable, uid: number, idempotencyKey: string) {
  return q
    .select()
    .from(ledger)
    .where(and(eq(ledger.uid, uid), eq(ledger.idempotencyKey, idempotencyKey)))
    .orderBy(ledger.id);
}

/**
 * Owned mock interviews a user was granted at sign-up (key `newcomer:<uid>`) minus the mock starts paid with an
 * owned mock and not refunded since: what is left of the newcomer's free mock.
 */
export async function newcomerMocksLeft(q: Queryable, uid: number): Promise<number> {
  const [row] = await q
    .select({
      granted:
        sql<number>`coalesce(sum(${ledger.change}) filter (where ${ledger.idempotencyKey} = ${`newcomer:${uid}`}), 0)`.mapWith(
          Number,
        ),
      used: sql<number>`count(*) filter (where ${ledger.reason} = 'mock.start' and not exists (select 1 from ledger r where r.uid = ${uid} and r.item = 'mocks' and r.idempotency_key = 'refund:' || "ledger"."idempotency_key"))`.mapWith(
        Number,
      ),
    })
    .from(ledger)
    .where(and(eq(ledger.uid, uid), eq(ledger.item, 'mocks')));
  return Math.max(0, (row?.granted ?? 0) - (row?.used ?? 0));
}
