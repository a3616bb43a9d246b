import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { userItems, users } from '../src/db/schema.ts';
import { AppError } from '../src/core/errors.ts';
import { ledgerOf, openAccount } from '../src/modules/credits/credits.repo.ts';
import { grant } from '../src/modules/credits/credits.service.ts';
import { DB_KINDS, testDatabase } from './support.ts';

describe.each(DB_KINDS)('credits.grant on %s', (kind) => {
  let database: Database;
  let uid: number;
  const balance = async () => {
    const [row] = await database.db.select().from(userItems).where(eq(userItems.uid, uid));
    return row;
  };
  beforeAll(async () => {
    database = await testDatabase(kind);
    const [user] = await database.db.insert(users).values({ email: 'ledger@example.com' }).returning();
    if (!user) throw new Error('no user');
    uid = user.uid;
    await database.db.transaction((tx) => openAccount(tx, uid));
  });
  afterAll(() => database.close());

  it('writes one ledger row per item and the balance in the same transaction', async () => {
    const r = await database.db.transaction((tx) =>
      grant(tx, uid, { credit: 250, mocks: 2 }, 'recharge', 'order:1'),
    );
    expect(r.applied).toBe(true);
    expect(await balance()).toMatchObject({ credit: 250, mocks: 2, careers: 0 });
    const rows = await ledgerOf(database.db, uid);
    expect(rows.map((row) => [row.item, row.change, row.reason, row.idempotencyKey])).toEqual([
      ['credit', 250, 'recharge', 'order:1'],
      ['mocks', 2, 'recharge', 'order:1'],
    ]);
  });

  it('applies an idempotency key once, even when replayed concurrently', async () => {
    const replays = await Promise.all(
      [1, 2, 3].map(() =>
        database.db.transaction((tx) => grant(tx, uid, { credit: 100 }, 'voucher', 'voucher:A')),
      ),
    );
    expect(replays.filter((r) => r.applied)).toHaveLength(1);
    expect((await balance())?.credit).toBe(350);
  });

  it('never lets an item go below zero and leaves nothing behind when refused', async () => {
    const attempt = database.db.transaction((tx) =>
      grant(tx, uid, { mocks: -1, credit: -400 }, 'start mock', 'mock:9'),
    );
    await expect(attempt).rejects.toSatisfy((e) => e instanceof AppError && e.key === 'credits.insufficient');
    expect(await balance()).toMatchObject({ credit: 350, mocks: 2 });
    expect((await ledgerOf(database.db, uid)).filter((row) => row.idempotencyKey === 'mock:9')).toEqual([]);
    const spent = await database.db.transaction((tx) =>
      grant(tx, uid, { credit: -350 }, 'start live', 'live:1'),
    );
    expect(spent.applied).toBe(true);
    expect((await balance())?.credit).toBe(0);
  });

  it('adds plan days after a running plan, keeps the higher level, and applies each key once', async () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const day = 86_400_000;
    const plan = (key: string, days: number, level: 'premium' | 'advanced', at = now) =>
      database.db.transaction((tx) =>
        grant(tx, uid, { vipDays: days, vipLevel: level }, 'voucher', key, { now: at, reference: key }),
      );
    await plan('plan:1', 30, 'premium');
    expect(await balance()).toMatchObject({ vipLevel: 1, vipExpire: new Date(now.getTime() + 30 * day) });
    await plan('plan:2', 10, 'advanced');
    await plan('plan:2', 10, 'advanced');
    expect(await balance()).toMatchObject({ vipLevel: 2, vipExpire: new Date(now.getTime() + 40 * day) });
    // After the plan ran out, new days start from the day they are granted, at their own level.
    const later = new Date(now.getTime() + 100 * day);
    await plan('plan:3', 7, 'premium', later);
    expect(await balance()).toMatchObject({ vipLevel: 1, vipExpire: new Date(later.getTime() + 7 * day) });
    const rows = (await ledgerOf(database.db, uid)).filter((row) => row.item === 'vip');
    expect(rows.map((row) => [row.change, row.reference])).toEqual([
      [30, 'plan:1'],
      [10, 'plan:2'],
      [7, 'plan:3'],
    ]);
  });
});
