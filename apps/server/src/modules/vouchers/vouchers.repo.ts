import { and, asc, count, eq, max, min, sql, sum } from 'drizzle-orm';
import { voucherRedemptions, vouchers } from '../../db/schema.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucher = typeof vouchers.$inferInsert;

/** The id of the voucher a code hash names, if any (no lock: only to tell a wrong code from a right one). */
export async function findVoucherId(q: Queryable, codeHash: string): Promise<number | undefined> {
  const [row] = await q.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.codeHash, codeHash));
  return row?.id;
}

/** Reads a voucher and locks it until the transaction ends: redemptions of one code run one after another. */
export async function lockVoucher(tx: Tx, id: number): Promise<VoucherRow | undefined> {
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  return row;
}

/** True when this user redeemed this voucher before. */
export async function hasRedeemed(q: Queryable, voucherId: number, uid: number): Promise<boolean> {
  const rows = await q
    .select({ uid: voucherRedemptions.uid })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.uid, uid)));
  return rows.length > 0;
}

/** Records one use: the redemption row and `used + 1` (the table's CHECK keeps it at most `max_uses`). */
export async function addRedemption(tx: Tx, voucherId: number, uid: number, now: Date): Promise<void> {
  await tx.insert(voucherRedemptions).values({ voucherId, uid, createdAt: now });
  await tx
    .update(vouchers)
    .set({ used: sql`${vouchers.used} + 1` })
    .where(eq(vouchers.id, voucherId));
}

/** Stores minted vouchers (their hashes only). */
export async function insertVouchers(tx: Tx, rows: NewVoucher[]): Promise<void> {
  if (rows.length) await tx.insert(vouchers).values(rows);
}

/** Every batch, or one, with its totals: codes, uses against the limit, expiry range. */
export function batchTotals(q: Queryable, batch?: string) {
  return q
    .select({
      batch: vouchers.batch,
      codes: count(),
      used: sum(vouchers.used).mapWith(Number),
      maxUses: sum(vouchers.maxUses).mapWith(Number),
      grants: min(sql<string>`${vouchers.grants}::text`),
      expiresAt: max(vouchers.expiresAt),
      createdAt: min(vouchers.createdAt),
    })
    .from(vouchers)
    .where(batch === undefined ? undefined : eq(vouchers.batch, batch))
    .groupBy(vouchers.batch)
    .orderBy(asc(min(vouchers.createdAt)));
}

/** The redemptions of a batch, oldest first: which voucher, who, when. */
export function batchRedemptions(q: Queryable, batch: string) {
  return q
    .select({
      voucherId: voucherRedemptions.voucherId,
      uid: voucherRedemptions.uid,
      at: voucherRedemptions.createdAt,
    })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
    .where(eq(vouchers.batch, batch))
    .orderBy(asc(voucherRedemptions.createdAt));
}
