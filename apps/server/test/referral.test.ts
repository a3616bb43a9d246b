import { maskEmail, translate } from '@offerpilot/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledger, referralRecords, userItems } from '../src/db/schema.ts';
import { manualClock } from '../src/lib/clock.ts';
import { grant } from '../src/modules/credits/credits.service.ts';
import { cashbackFen, rewardRecharge, rewardSignup } from '../src/modules/referral/rewards.ts';
import { rejectWithdrawal, settleWithdrawal } from '../src/modules/referral/withdrawals.ts';
import { cliTarget, runCli } from './cli-support.ts';
import { DB_KINDS, RELAXED_LIMITS, call, signIn, startTestServer, type TestServer } from './support.ts';

const auth = (token: string, lang = 'en') => ({ authorization: token, lang });

/** Signs a user in over HTTP (through an invite link when `inviterUid` is given); token and uid. */
async function member(t: TestServer, email: string, inviterUid?: number) {
  const { token } = await signIn(t, email, inviterUid ? { inviteruid: String(inviterUid) } : {});
  const info = await call(t.url, '/api/user/info', { headers: auth(token) });
  return { token, uid: info.json.result.userInfo.uid as number };
}

describe('cashback arithmetic', () => {
  it('takes 10% in fen, converts USD cents at the rate, and rounds down', () => {
    expect(cashbackFen(9900, 'CNY', 7.1)).toBe(990);
    expect(cashbackFen(999, 'CNY', 7.1)).toBe(99);
    expect(cashbackFen(9, 'CNY', 7.1)).toBe(0);
    expect(cashbackFen(1999, 'USD', 7.1)).toBe(1419); // 1999 cents = 14192.9 fen
    expect(cashbackFen(1000, 'USD', 7.1)).toBe(710); // exact, despite 7.1 having no exact binary form
    expect(cashbackFen(2999, 'USD', 7.23)).toBe(2168);
  });
});

describe.each(DB_KINDS)('referral on %s', (kind) => {
  let t: TestServer;
  const clock = manualClock(new Date('2026-04-01T08:00:00Z'));
  let inviter: { token: string; uid: number };
  let friend: { token: string; uid: number };
  const items = async (uid: number) => {
    const [row] = await t.database.db.select().from(userItems).where(eq(userItems.uid, uid));
    return row;
  };
  const recordsOf = (uid: number) =>
    t.database.db.select().from(referralRecords).where(eq(referralRecords.uid, uid));

  beforeAll(async () => {
    t = await startTestServer({ kind, clock, env: RELAXED_LIMITS });
    inviter = await member(t, `inviter-${kind}@example.com`);
  });
  afterAll(() => t.close());

  it('gives the inviter 25 credits once when a friend signs up through the invite link', async () => {
    friend = await member(t, `friend-${kind}@example.com`, inviter.uid);
    // The friend signing in again through the link changes nothing.
    clock.advance(61_000);
    await member(t, `friend-${kind}@example.com`, inviter.uid);
    await member(t, `other-${kind}@example.com`, inviter.uid);
    // The credits card of the inviter hears of it without a reload (its cached answer is dropped).
    await vi.waitFor(async () => {
      const info = await call(t.url, '/api/user/info', { headers: auth(inviter.token) });
      expect(info.json.result.userItem.credit).toBe(50);
    });
    const summary = await call(t.url, '/api/referral', { headers: auth(inviter.token) });
    expect(summary.json.result).toEqual({
      uid: inviter.uid,
      invited: 2,
      totalCredit: 50,
      money: 0,
      pendingWithdrawal: 0,
    });
    const records = await call(t.url, '/api/referral/records?page=1&size=1', {
      headers: auth(inviter.token),
    });
    expect(records.json.result).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(records.json.result.items).toEqual([
      expect.objectContaining({
        kind: 'register',
        friend: maskEmail(`other-${kind}@example.com`),
        credit: 25,
        money: 0,
        status: null,
      }),
    ]);
    expect(records.json.result.items[0].friend).not.toContain('other-');
    const rows = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.uid, inviter.uid), eq(ledger.reason, 'referral.signup')));
    expect(rows).toHaveLength(2);
  });

  it('refuses an inviter that does not exist, oneself and loops', async () => {
    const stranger = await member(t, `stranger-${kind}@example.com`, 999_999);
    const grandchild = await member(t, `grandchild-${kind}@example.com`, friend.uid);
    const before = await items(inviter.uid);
    const tries = [
      { inviterUid: inviter.uid, friendUid: inviter.uid }, // oneself
      { inviterUid: friend.uid, friendUid: inviter.uid }, // friend -> inviter: a loop of two
      { inviterUid: grandchild.uid, friendUid: inviter.uid }, // grandchild -> friend -> inviter
      { inviterUid: 999_999, friendUid: stranger.uid },
    ];
    for (const invite of tries) {
      expect(await t.database.db.transaction((tx) => rewardSignup(tx, invite))).toBe(false);
    }
    expect(await items(inviter.uid)).toEqual(before);
    expect((await recordsOf(inviter.uid)).length).toBe(2);
    const strangerRow = await t.database.db.query.users.findFirst({ where: (u) => eq(u.uid, stranger.uid) });
    expect(strangerRow?.inviterUid).toBeNull();
    // The friend, invited itself, still earns for its own invitee.
    expect((await recordsOf(friend.uid)).map((r) => [r.kind, r.friendUid])).toEqual([
      ['register', grandchild.uid],
    ]);
  });

  it('rewards each paid recharge of a friend once, however often and concurrently it is reported', async () => {
    const before = await items(inviter.uid);
    const now = clock.now();
    const order = {
      id: `OPR${kind.toUpperCase()}000000001`,
      uid: friend.uid,
      amountMinor: 9900,
      currency: 'CNY' as const,
    };
    const pay = (o: typeof order | (Omit<typeof order, 'currency'> & { currency: 'USD' })) =>
      t.database.db.transaction((tx) => rewardRecharge(tx, o, { now, usdToCny: 7.1 }));
    await Promise.all(Array.from({ length: 20 }, () => pay(order)));
    await pay(order);
    await pay({ ...order, id: `OPR${kind.toUpperCase()}000000002`, amountMinor: 1999, currency: 'USD' });
    // A payer without an inviter rewards nobody.
    await pay({ ...order, id: `OPR${kind.toUpperCase()}000000003`, uid: inviter.uid });
    expect(await items(inviter.uid)).toMatchObject({
      credit: (before?.credit ?? 0) + 200,
      money: (before?.money ?? 0) + 990 + 1419,
    });
    const recharges = (await recordsOf(inviter.uid)).filter((r) => r.kind === 'recharge');
    expect(recharges.map((r) => [r.orderId, r.friendUid, r.credit, r.money])).toEqual([
      [order.id, friend.uid, 100, 990],
      [`OPR${kind.toUpperCase()}000000002`, friend.uid, 100, 1419],
    ]);
    const rows = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.uid, inviter.uid), eq(ledger.reason, 'referral.recharge')));
    expect(rows.map((r) => [r.idempotencyKey, r.item, r.change])).toEqual([
      [`referral:recharge:${order.id}`, 'credit', 100],
      [`referral:recharge:${order.id}`, 'money', 990],
      [`referral:recharge:OPR${kind.toUpperCase()}000000002`, 'credit', 100],
      [`referral:recharge:OPR${kind.toUpperCase()}000000002`, 'money', 1419],
    ]);
    const summary = await call(t.url, '/api/referral', { headers: auth(inviter.token) });
    expect(summary.json.result).toMatchObject({ totalCredit: 250, money: 2409 });
  });

  it('takes a withdrawal out of money at request; reject gives it back once, settle does not', async () => {
    const ask = (amount: number, lang = 'en') =>
      call(t.url, '/api/referral/withdrawals', {
        body: { amount, account: 'alipay: inviter@example.com' },
        headers: auth(inviter.token, lang),
      });
    for (const lang of ['en', 'zh'] as const) {
      const tooMuch = await ask(5000, lang);
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.json).toMatchObject({
        error: 'referral.moneyInsufficient',
        message: translate(lang, 'referral.moneyInsufficient'),
      });
    }
    expect((await ask(999)).status).toBe(400);
    expect((await items(inviter.uid))?.money).toBe(2409);
    expect((await recordsOf(inviter.uid)).filter((r) => r.kind === 'withdrawal')).toEqual([]);

    const asked = await ask(1000);
    expect(asked.status).toBe(200);
    expect(asked.json.result).toMatchObject({
      kind: 'withdrawal',
      money: -1000,
      status: 'requested',
      friend: null,
    });
    const first = asked.json.result.id as number;
    expect((await items(inviter.uid))?.money).toBe(1409);
    const pending = await call(t.url, '/api/referral', { headers: auth(inviter.token) });
    expect(pending.json.result).toMatchObject({ money: 1409, pendingWithdrawal: 1000 });

    const rejections = await Promise.all(
      Array.from({ length: 5 }, () => rejectWithdrawal(t.database.db, first, clock.now())),
    );
    expect(rejections.map((r) => r.outcome).sort()).toEqual([
      'already',
      'already',
      'already',
      'already',
      'done',
    ]);
    expect((await items(inviter.uid))?.money).toBe(2409);
    expect((await settleWithdrawal(t.database.db, first, clock.now())).outcome).toBe('refused');

    const second = (await ask(2000)).json.result.id as number;
    expect((await items(inviter.uid))?.money).toBe(409);
    expect((await settleWithdrawal(t.database.db, second, clock.now())).outcome).toBe('done');
    expect((await settleWithdrawal(t.database.db, second, clock.now())).outcome).toBe('already');
    expect((await rejectWithdrawal(t.database.db, second, clock.now())).outcome).toBe('refused');
    expect((await items(inviter.uid))?.money).toBe(409);

    const records = await call(t.url, '/api/referral/records?size=2', { headers: auth(inviter.token) });
    expect(
      records.json.result.items.map((r: { money: number; status: string }) => [r.money, r.status]),
    ).toEqual([
      [-2000, 'settled'],
      [-1000, 'rejected'],
    ]);
    const summary = await call(t.url, '/api/referral', { headers: auth(inviter.token) });
    expect(summary.json.result).toMatchObject({ money: 409, pendingWithdrawal: 0 });
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.url, '/api/referral')).status).toBe(401);
    expect((await call(t.url, '/api/referral/records')).status).toBe(401);
  });
});

describe.each(DB_KINDS)('the referral command on %s', (kind) => {
  it('lists requested withdrawals, settles one and rejects another once', async () => {
    const target = await cliTarget(kind);
    try {
      let database = await target.open();
      const t = await startTestServer({ database, env: RELAXED_LIMITS });
      let uid: number;
      try {
        const user = await member(t, `payout-${kind}@example.com`);
        uid = user.uid;
        await database.db.transaction((tx) => grant(tx, user.uid, { money: 5000 }, 'test', 'test:money'));
        for (const amount of [1500, 2500]) {
          const r = await call(t.url, '/api/referral/withdrawals', {
            body: { amount, account: 'paypal: payout@example.com' },
            headers: auth(user.token),
          });
          expect(r.status).toBe(200);
        }
      } finally {
        await t.close();
        await database.close();
      }

      const listed = await runCli('referral', ['withdrawals', '--status', 'requested', '--json'], target.env);
      expect(listed.stderr).toBe('');
      const rows = JSON.parse(listed.stdout) as Array<{ id: number; amount: number; email: string }>;
      expect(rows.map((r) => [r.amount, r.email])).toEqual([
        [1500, `payout-${kind}@example.com`],
        [2500, `payout-${kind}@example.com`],
      ]);
      const [small, large] = rows.map((r) => String(r.id));
      const settled = await runCli('referral', ['settle', small ?? ''], target.env);
      expect(settled).toMatchObject({ code: 0, stdout: expect.stringContaining('settled (15.00 CNY') });
      const rejected = await runCli('referral', ['reject', large ?? ''], target.env);
      expect(rejected).toMatchObject({ code: 0, stdout: expect.stringContaining('rejected (25.00 CNY') });
      const again = await runCli('referral', ['reject', large ?? ''], target.env);
      expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining('already rejected') });
      const wrong = await runCli('referral', ['reject', small ?? ''], target.env);
      expect(wrong).toMatchObject({ code: 1, stderr: expect.stringContaining('is settled') });
      const text = await runCli('referral', ['withdrawals'], target.env);
      expect(text.stdout).toMatch(/settled uid \d+ \(payout-.*\) 15\.00 CNY to paypal: payout@example\.com/);

      database = await target.open();
      try {
        const [balance] = await database.db.select().from(userItems).where(eq(userItems.uid, uid));
        expect(balance?.money).toBe(5000 - 1500);
      } finally {
        await database.close();
      }
    } finally {
      await target.drop();
    }
  }, 180_000);
});
