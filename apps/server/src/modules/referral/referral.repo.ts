import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { referralRecords, userItems, users } from '../../db/schema.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';
import { pageOf } from '../../lib/paged.ts';

export type ReferralRow = typeof referralRecords.$inferSelect;

/** Inviter chains are walked at most this deep (a chain is acyclic; the bound only guards the query). */
const MAX_CHAIN = 1000;

/** Inserts a record unless the same register (per friend) or recharge (per order) exists; its id, or undefined. */
export async function insertRecord(
  tx: Tx,
  row: typeof referralRecords.$inferInsert,
): Promise<number | undefined> {
  const [written] = await tx
    .insert(referralRecords)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: referralRecords.id });
  return written?.id;
}

/**
 * Whether `friendUid` may take `inviterUid` as inviter: the inviter exists and neither it nor anyone up its
 * inviter chain is the friend (that would close a loop). Answers null when the inviter does not exist.
 */
export async function chainHas(q: Queryable, inviterUid: number, friendUid: number): Promise<boolean | null> {
  const [row] = await q
    .select({
      loops: sql<boolean>`exists (
        with recursive chain(uid, depth) as (
          select ${inviterUid}::int, 0
          union all
          select u.inviter_uid, c.depth + 1 from users u join chain c on u.uid = c.uid
          where u.inviter_uid is not null and c.depth < ${MAX_CHAIN}
        )
        select 1 from chain where chain.uid = ${friendUid}::int
      )`,
    })
    .from(users)
    .where(eq(users.uid, inviterUid));
  return row ? row.loops : null;
}

/** The inviter of an account, when it has one that still exists. */
export async function inviterOf(q: Queryable, uid: number): Promise<number | undefined> {
  const inviter = alias(users, 'inviter');
  const [row] = await q
    .select({ uid: inviter.uid })
    .from(users)
    .innerJoin(inviter, eq(inviter.uid, users.inviterUid))
    .where(eq(users.uid, uid));
  return row?.uid;
}

/** One page of an inviter's records, newest first, each with its friend's contact (null when erased). */
export async function recordsPage(q: Queryable, uid: number, page: number, size: number) {
  const friend = alias(users, 'friend');
  const mine = eq(referralRecords.uid, uid);
  const list = q
    .select({
      record: referralRecords,
      // Flat columns: drizzle reads a nested object of a left join as null when its first column is null.
      phone: friend.phone,
      email: friend.email,
      nickName: friend.nickName,
    })
    .from(referralRecords)
    .leftJoin(friend, eq(friend.uid, referralRecords.friendUid))
    .where(mine)
    .orderBy(desc(referralRecords.id));
  return pageOf(list.$dynamic(), q.$count(referralRecords, mine), page, size);
}

/** An inviter's totals: friends signed up, credits earned, cashback waiting in requested withdrawals. */
export async function referralTotals(q: Queryable, uid: number) {
  const [row] = await q
    .select({
      invited: sql<number>`count(*) filter (where ${referralRecords.kind} = 'register')`.mapWith(Number),
      totalCredit: sql<number>`coalesce(sum(${referralRecords.credit}), 0)`.mapWith(Number),
      pendingWithdrawal: sql<number>`coalesce(-sum(${referralRecords.money}) filter (
        where ${referralRecords.kind} = 'withdrawal' and ${referralRecords.status} = 'requested'), 0)`.mapWith(
        Number,
      ),
    })
    .from(referralRecords)
    .where(eq(referralRecords.uid, uid));
  const [items] = await q.select({ money: userItems.money }).from(userItems).where(eq(userItems.uid, uid));
  return {
    invited: row?.invited ?? 0,
    totalCredit: row?.totalCredit ?? 0,
    pendingWithdrawal: row?.pendingWithdrawal ?? 0,
    money: items?.money ?? 0,
  };
}

/** Reads a withdrawal and locks it until the transaction ends. */
export async function lockWithdrawal(tx: Tx, id: number): Promise<ReferralRow | undefined> {
  const [row] = await tx
    .select()
    .from(referralRecords)
    .where(and(eq(referralRecords.id, id), eq(referralRecords.kind, 'withdrawal')))
    .for('update');
  return row;
}

/** Closes a withdrawal as settled or rejected. */
export async function closeWithdrawal(
  tx: Tx,
  id: number,
  status: 'settled' | 'rejected',
  now: Date,
): Promise<void> {
  await tx.update(referralRecords).set({ status, settledAt: now }).where(eq(referralRecords.id, id));
}

/** Withdrawals for support, oldest first, with the requester's contact; all, or those of one status. */
export function withdrawals(q: Queryable, status?: string) {
  const kind = eq(referralRecords.kind, 'withdrawal');
  return q
    .select({ record: referralRecords, email: users.email, phone: users.phone })
    .from(referralRecords)
    .innerJoin(users, eq(users.uid, referralRecords.uid))
    .where(status ? and(kind, eq(referralRecords.status, status)) : kind)
    .orderBy(referralRecords.id);
}
