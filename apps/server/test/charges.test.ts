import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { userItems, users } from '../src/db/schema.ts';
import { chargeLive, chargeMock, refundCharge } from '../src/modules/credits/charges.ts';
import { ledgerOf, openAccount } from '../src/modules/credits/credits.repo.ts';
import { grant } from '../src/modules/credits/credits.service.ts';
import { DB_KINDS, testDatabase } from './support.ts';

/** Settles every promise and counts the fulfilled ones and the error keys of the rejected ones. */
async function outcomes(work: Array<Promise<unknown>>) {
  const settled = await Promise.allSettled(work);
  const errors: Record<string, number> = {};
  for (const s of settled) {
    if (s.status === 'rejected') {
      const key = (s.reason as { key?: string }).key ?? String(s.reason);
      errors[key] = (errors[key] ?? 0) + 1;
    }
  }
  return { ok: settled.filter((s) => s.status === 'fulfilled').length, errors };
}

describe.each(DB_KINDS)('charges for sessions on %s', (kind) => {
  let database: Database;
  let n = 0;
  async function account(items: { credit?: number; mocks?: number; assistants?: number } = {}) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `charge-${kind}-${++n}@example.com` })
      .returning();
    if (!user) throw new Error('no user');
    await database.db.transaction(async (tx) => {
      await openAccount(tx, user.uid);
      await grant(tx, user.uid, items, 'test', `seed:${user.uid}`);
    });
    return user.uid;
  }
  const balance = async (uid: number) => {
    const [row] = await database.db.select().from(userItems).where(eq(userItems.uid, uid));
    if (!row) throw new Error('no balance');
    return row;
  };
  const inTx = <T>(work: (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) => Promise<T>) =>
    database.db.transaction(work);

  beforeAll(async () => {
    database = await testDatabase(kind);
  });
  afterAll(() => database.close());

  it('takes an owned session first, then credits, then refuses with "insufficient times"', async () => {
    const uid = await account({ mocks: 1, credit: 150 });
    expect(await inTx((tx) => chargeMock(tx, uid, 's1'))).toEqual({
      item: 'mocks',
      amount: 1,
      repeated: false,
    });
    expect(await inTx((tx) => chargeMock(tx, uid, 's2'))).toEqual({
      item: 'credit',
      amount: 100,
      repeated: false,
    });
    await expect(inTx((tx) => chargeMock(tx, uid, 's3'))).rejects.toMatchObject({
      key: 'credits.insufficient',
    });
    // The same session charged again answers what it took and takes nothing more.
    expect(await inTx((tx) => chargeMock(tx, uid, 's2'))).toEqual({
      item: 'credit',
      amount: 100,
      repeated: true,
    });
    expect(await balance(uid)).toMatchObject({ mocks: 0, credit: 50 });
    await expect(inTx((tx) => chargeLive(tx, uid, 'l1'))).rejects.toMatchObject({
      key: 'credits.insufficient',
    });
    expect((await ledgerOf(database.db, uid)).map((r) => [r.item, r.change, r.reason])).toEqual([
      ['credit', 150, 'test'],
      ['mocks', 1, 'test'],
      ['mocks', -1, 'mock.start'],
      ['credit', -100, 'mock.start'],
    ]);
  });

  it('refunds a failed start once, and nothing for a session that was never charged', async () => {
    const uid = await account({ assistants: 1, credit: 200 });
    await inTx((tx) => chargeLive(tx, uid, 'a'));
    await inTx((tx) => chargeLive(tx, uid, 'b'));
    expect(await balance(uid)).toMatchObject({ assistants: 0, credit: 0 });
    const refunds = await Promise.all(
      Array.from({ length: 20 }, () => inTx((tx) => refundCharge(tx, uid, 'live:b'))),
    );
    expect(refunds.filter((r) => r.applied)).toHaveLength(1);
    expect(await inTx((tx) => refundCharge(tx, uid, 'live:never'))).toEqual({ applied: false });
    expect(await balance(uid)).toMatchObject({ assistants: 0, credit: 200 });
  });

  it('500 concurrent starts on one account spend exactly what it has, never below zero', async () => {
    const uid = await account({ mocks: 3, credit: 100 * 40 + 99 });
    const { ok, errors } = await outcomes(
      Array.from({ length: 500 }, (_, i) => inTx((tx) => chargeMock(tx, uid, `c${i}`))),
    );
    expect(ok).toBe(43);
    expect(errors).toEqual({ 'credits.insufficient': 457 });
    expect(await balance(uid)).toMatchObject({ mocks: 0, credit: 99 });
    const rows = await ledgerOf(database.db, uid);
    expect(rows.filter((r) => r.reason === 'mock.start')).toHaveLength(43);
  });

  it('500 concurrent charges of one session take once', async () => {
    const uid = await account({ credit: 1000 });
    const charges = await Promise.all(
      Array.from({ length: 500 }, () => inTx((tx) => chargeLive(tx, uid, 'same'))),
    );
    expect(charges.filter((c) => !c.repeated)).toHaveLength(1);
    expect((await balance(uid)).credit).toBe(800);
  });
});
