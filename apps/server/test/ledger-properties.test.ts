import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEMS } from '../src/modules/credits/credits.repo.ts';
import {
  ledger,
  orders,
  referralRecords,
  userItems,
  voucherRedemptions,
  vouchers,
} from '../src/db/schema.ts';
import { chargeLive, chargeMock, refundCharge } from '../src/modules/credits/charges.ts';
import { grant } from '../src/modules/credits/credits.service.ts';
import { mintVouchers } from '../src/modules/vouchers/mint.ts';
import { newUser, notify, sandboxSigner } from './billing-support.ts';
import { call, DB_KINDS, RELAXED_LIMITS, startTestServer, type TestServer } from './support.ts';

/** One operation on the buyer's account; operations of a batch run at the same time. */
const operation = fc.oneof(
  fc.record({ kind: fc.constant('charge' as const), session: fc.nat(2), live: fc.boolean() }),
  fc.record({ kind: fc.constant('refund' as const), session: fc.nat(2), live: fc.boolean() }),
  fc.record({
    kind: fc.constant('topUp' as const),
    key: fc.nat(2),
    credit: fc.integer({ min: 1, max: 300 }),
  }),
  fc.record({ kind: fc.constant('redeem' as const) }),
  fc.record({ kind: fc.constant('callback' as const), order: fc.nat(1) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;
const batches = fc.array(fc.array(operation, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 });

describe.each(DB_KINDS)('the ledger under random interleavings on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind, env: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  it('keeps balance = sum of the ledger, never negative, each key applied once', async () => {
    const sign = await sandboxSigner(t);
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(batches, async (plan) => {
        const inviter = await newUser(t, 'en');
        const buyer = await newUser(t, 'zh', inviter.uid);
        const bought = [await buyer.order('credits-500'), await buyer.order('credits-300')];
        const [code] = await mintVouchers(db, {
          count: 1,
          grants: { credit: 120, mocks: 1, vipDays: 3, vipLevel: 'premium' },
          maxUses: 1,
          expiresAt: new Date(Date.now() + 86_400_000),
          batch: `prop-${buyer.uid}`,
        });
        const run = (op: Operation): Promise<unknown> => {
          const session = `${buyer.uid}-${op.kind === 'charge' || op.kind === 'refund' ? op.session : 0}`;
          switch (op.kind) {
            case 'charge':
              return db.transaction((tx) => (op.live ? chargeLive : chargeMock)(tx, buyer.uid, session));
            case 'refund':
              return db.transaction((tx) =>
                refundCharge(tx, buyer.uid, `${op.live ? 'live' : 'mock'}:${session}`),
              );
            case 'topUp':
              return db.transaction((tx) =>
                grant(tx, buyer.uid, { credit: op.credit }, 'test', `topup:${buyer.uid}:${op.key}`),
              );
            case 'redeem':
              return buyer.post('/api/vouchers/redeem', { code });
            case 'callback': {
              const order = bought[op.order]?.order;
              if (!order) throw new Error('no order');
              const { body, headers } = sign({
                orderId: order.id,
                status: 'paid',
                amountMinor: order.amountMinor,
                currency: 'CNY',
                providerTxnId: `sb-${order.id}`,
              });
              return notify(t, 'sandbox', body, headers);
            }
          }
        };
        for (const batch of plan) await Promise.allSettled(batch.map(run));

        const uids = [inviter.uid, buyer.uid];
        for (const uid of uids) {
          const [balance] = await db.select().from(userItems).where(eq(userItems.uid, uid));
          const sums = await db
            .select({ item: ledger.item, total: sql<string>`sum(${ledger.change})` })
            .from(ledger)
            .where(eq(ledger.uid, uid))
            .groupBy(ledger.item);
          const sum = (item: string) => Number(sums.find((s) => s.item === item)?.total ?? 0);
          for (const item of ITEMS) {
            expect(balance?.[item], `${item} of ${uid}`).toBe(sum(item));
            expect(balance?.[item]).toBeGreaterThanOrEqual(0);
          }
          expect(balance?.vipLevel ?? 0).toBe(sum('vip') > 0 ? 1 : 0);
        }
        // Each idempotency key changed each item once.
        const repeated = await db
          .select({ key: ledger.idempotencyKey, n: sql<string>`count(*)` })
          .from(ledger)
          .where(inArray(ledger.uid, uids))
          .groupBy(ledger.idempotencyKey, ledger.item)
          .having(sql`count(*) > 1`);
        expect(repeated).toEqual([]);
        // A paid order credited once and rewarded the inviter once; an unpaid one did neither.
        const ids = bought.map((b) => b.order.id);
        const rows = await db.select().from(orders).where(inArray(orders.id, ids));
        const paid = rows.filter((o) => o.status === 'paid').map((o) => o.id);
        const credited = await db
          .select({ key: ledger.idempotencyKey })
          .from(ledger)
          .where(
            inArray(
              ledger.idempotencyKey,
              ids.map((id) => `order:${id}`),
            ),
          );
        expect(new Set(credited.map((r) => r.key))).toEqual(new Set(paid.map((id) => `order:${id}`)));
        const rewards = await db.select().from(referralRecords).where(eq(referralRecords.uid, inviter.uid));
        expect(
          rewards
            .filter((r) => r.kind === 'recharge')
            .map((r) => r.orderId)
            .sort(),
        ).toEqual([...paid].sort());
        expect(rewards.filter((r) => r.kind === 'register')).toHaveLength(1);
        // The code was redeemed at most once, and its count says so.
        const [voucher] = await db
          .select()
          .from(vouchers)
          .where(eq(vouchers.batch, `prop-${buyer.uid}`));
        const redeemed = await db
          .select()
          .from(voucherRedemptions)
          .where(eq(voucherRedemptions.voucherId, voucher?.id ?? 0));
        expect(voucher?.used).toBe(redeemed.length);
        expect(redeemed.length).toBeLessThanOrEqual(1);
        // What the buyer's screen shows is what the ledger says.
        const shown = (await call(t.url, '/api/user/info', { headers: buyer.headers })).json.result.userItem;
        const [stored] = await db.select().from(userItems).where(eq(userItems.uid, buyer.uid));
        expect(shown.credit).toBe(stored?.credit);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
