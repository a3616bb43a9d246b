import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotices } from '../src/db/schema.ts';
import { manualClock } from '../src/lib/clock.ts';
import { FORGED_CALLBACKS_PER_MINUTE } from '../src/modules/billing/forged-callbacks.ts';
import type { PaymentNotice } from '../src/providers/payments/index.ts';
import { createSandboxPayments } from '../src/providers/payments/sandbox.ts';
import { type Buyer, checkout, newUser, notify, sandboxSigner, trailOf } from './billing-support.ts';
import { alipaySign, rsaKeys, startVendorFake, type VendorFake } from './payment-vendors.ts';
import { DB_KINDS, RELAXED_LIMITS, startTestServer, type TestServer } from './support.ts';

const MINUTE = 60_000;
const WEBHOOK_SECRET = 'whsec_callbacks';
const ALIPAY_APP_ID = '2021000122671080';

/** Stripe's API on loopback: sessions as the SDK creates and retrieves them; the test marks them paid. */
function stripeApi() {
  const sessions = new Map<string, { orderId: string; amount: number; currency: string; paid: boolean }>();
  const session = (id: string) => {
    const s = sessions.get(id);
    return {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      client_reference_id: s?.orderId,
      metadata: { orderId: s?.orderId },
      amount_total: s?.amount,
      currency: s?.currency,
      payment_intent: s?.paid ? `pi_${id}` : null,
      payment_status: s?.paid ? 'paid' : 'unpaid',
      status: s?.paid ? 'complete' : 'open',
    };
  };
  const started = startVendorFake((req) => {
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const sent = new URLSearchParams(req.body);
      const id = `cs_test_${sessions.size + 1}`;
      sessions.set(id, {
        orderId: sent.get('client_reference_id') ?? '',
        amount: Number(sent.get('line_items[0][price_data][unit_amount]')),
        currency: sent.get('line_items[0][price_data][currency]') ?? '',
        paid: false,
      });
      return { body: JSON.stringify(session(id)) };
    }
    const id = /^\/v1\/checkout\/sessions\/([\w]+)/.exec(req.url)?.[1];
    if (id && sessions.has(id)) return { body: JSON.stringify(session(id)) };
    return { status: 404, body: JSON.stringify({ error: { type: 'invalid_request_error' } }) };
  });
  /** The session made for an order, which the test then marks paid. */
  const sessionOf = (orderId: string) => {
    const found = [...sessions].find(([, s]) => s.orderId === orderId);
    if (!found) throw new Error(`no Checkout Session for ${orderId}`);
    const [id, s] = found;
    return { id, ...s, markPaid: () => sessions.set(id, { ...s, paid: true }) };
  };
  return { started, session, sessionOf };
}

describe.each(DB_KINDS)('payment callbacks on %s', (kind) => {
  let t: TestServer;
  let stripe: VendorFake;
  let sign: (notice: PaymentNotice) => { body: string; headers: Record<string, string> };
  const api = stripeApi();
  const clock = manualClock(new Date());
  const alipay = rsaKeys();
  const merchant = rsaKeys();

  beforeAll(async () => {
    stripe = await api.started;
    const dir = mkdtempSync(join(tmpdir(), 'op-pay-keys-'));
    const file = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));
    t = await startTestServer({
      kind,
      clock,
      env: {
        ...RELAXED_LIMITS,
        TRUST_PROXY: 'true',
        PAYMENT_SANDBOX: 'true',
        STRIPE_SECRET_KEY: 'sk_test_callbacks',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.origin,
        ALIPAY_APP_ID,
        ALIPAY_PRIVATE_KEY_PATH: file(
          'app.pem',
          merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        ),
        ALIPAY_PUBLIC_KEY_PATH: file(
          'alipay.pem',
          alipay.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        ),
      },
    });
    sign = await sandboxSigner(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const paidNotice = (order: { id: string; amountMinor: number }, over: Partial<PaymentNotice> = {}) => ({
    orderId: order.id,
    status: 'paid' as const,
    amountMinor: order.amountMinor,
    currency: 'CNY' as const,
    providerTxnId: `SBX-${order.id}`,
    paidAt: clock.now(),
    ...over,
  });
  const credit = async (user: Buyer) => (await user.info()).userItem.credit as number;
  const noticeCount = async () => (await t.database.db.select().from(paymentNotices)).length;

  it('credits a callback replayed 100 times once, and records every one', async () => {
    const me = await newUser(t, 'zh');
    const { order } = await me.order('credits-500');
    const { body, headers } = sign(paidNotice(order));
    for (let i = 0; i < 100; i++) {
      const res = await notify(t, 'sandbox', body, headers);
      expect([res.status, await res.text()]).toEqual([200, '{"ok":true}']);
    }
    await expect.poll(() => credit(me)).toBe(500);
    const { rows, notices } = await trailOf(t, order.id);
    expect(rows.map((r) => [r.item, r.change])).toEqual([['credit', 500]]);
    expect(notices).toHaveLength(100);
    expect(notices.filter((n) => n.outcome === 'paid')).toHaveLength(1);
    expect(notices.filter((n) => n.detail === 'already paid')).toHaveLength(99);
  });

  it('credits 500 concurrent replays of one callback once', async () => {
    const me = await newUser(t, 'zh');
    const { order } = await me.order('credits-1200');
    const { body, headers } = sign(paidNotice(order));
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 500 }, () => notify(t, 'sandbox', body, headers).then((r) => r.status)),
    );
    const ms = performance.now() - started;
    expect(answers.filter((s) => s === 200)).toHaveLength(500);
    await expect.poll(() => credit(me)).toBe(1200);
    const { rows, notices } = await trailOf(t, order.id);
    expect(rows).toHaveLength(1);
    expect(notices.filter((n) => n.outcome === 'paid')).toHaveLength(1);
    console.warn(`[${kind}] 500 concurrent replays of one callback: ${Math.round(ms)} ms`);
  });

  it('rejects forged, tampered and unsigned callbacks with 400, writing no row and crediting nothing', async () => {
    const me = await newUser(t, 'zh');
    const { order } = await me.order('credits-500');
    const before = await noticeCount();
    const forger = createSandboxPayments({ secret: 'not-the-server-key' });
    const forged = forger.signCallback(paidNotice(order));
    const genuine = sign(paidNotice(order, { amountMinor: 1 }));
    const tampered = genuine.body.replace('"amountMinor":1', `"amountMinor":${order.amountMinor}`);
    const attempts = [
      notify(t, 'sandbox', forged.body, forged.headers),
      notify(t, 'sandbox', tampered, genuine.headers),
      notify(t, 'sandbox', forged.body, { 'content-type': 'application/json' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, error: 'payment.signatureInvalid' });
    }
    expect(await noticeCount()).toBe(before);
    expect((await me.get(`/api/orders/${order.id}`)).json.result.status).toBe('created');
    expect((await trailOf(t, order.id)).rows).toEqual([]);
    expect(await credit(me)).toBe(0);
  });

  it('answers a flood of 500 forged callbacks from one address with no row, then 429, while the vendor still pays', async () => {
    const me = await newUser(t, 'zh');
    const { order } = await me.order('credits-500');
    const forged = createSandboxPayments({ secret: 'not-the-server-key' }).signCallback(paidNotice(order));
    const from = (headers: Record<string, string>, ip: string) => ({ ...headers, 'x-forwarded-for': ip });
    const before = await noticeCount();
    const flood = await Promise.all(
      Array.from({ length: 500 }, () =>
        notify(t, 'sandbox', forged.body, from(forged.headers, '203.0.113.66')),
      ),
    );
    const statuses = flood.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(FORGED_CALLBACKS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(500 - FORGED_CALLBACKS_PER_MINUTE);
    const limited = flood.find((r) => r.status === 429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await noticeCount()).toBe(before);

    // The vendor, from its own address, pays once; an authentic callback is never limited, even from the
    // address that flooded.
    const genuine = sign(paidNotice(order));
    expect((await notify(t, 'sandbox', genuine.body, from(genuine.headers, '198.51.100.200'))).status).toBe(
      200,
    );
    expect((await notify(t, 'sandbox', genuine.body, from(genuine.headers, '203.0.113.66'))).status).toBe(
      200,
    );
    await expect.poll(() => credit(me)).toBe(500);
    const { rows, notices } = await trailOf(t, order.id);
    expect(rows).toHaveLength(1);
    expect(notices.map((n) => n.outcome).sort()).toEqual(['ignored', 'paid']);
    expect(await noticeCount()).toBe(before + 2);
  });

  it('does not pay an order whose amount or currency differs, nor a closed or unknown order', async () => {
    const me = await newUser(t, 'zh');
    const { order } = await me.order('credits-500');
    for (const over of [{ amountMinor: order.amountMinor - 1 }, { currency: 'USD' as const }]) {
      const { body, headers } = sign(paidNotice(order, over));
      expect((await notify(t, 'sandbox', body, headers)).status).toBe(200);
    }
    expect((await me.get(`/api/orders/${order.id}`)).json.result.status).toBe('created');
    const closed = (await me.order('credits-300')).order;
    await me.post(`/api/orders/${closed.id}/close`);
    const late = sign(paidNotice(closed));
    expect((await notify(t, 'sandbox', late.body, late.headers)).status).toBe(200);
    expect((await me.get(`/api/orders/${closed.id}`)).json.result.status).toBe('closed');
    const unknown = sign(paidNotice({ id: 'OP000000000NOSUCHORDR', amountMinor: 100 }));
    expect((await notify(t, 'sandbox', unknown.body, unknown.headers)).status).toBe(200);
    const details = [...(await trailOf(t, order.id)).notices, ...(await trailOf(t, closed.id)).notices].map(
      (n) => [n.outcome, n.detail?.split(':')[0]],
    );
    expect(details).toEqual([
      ['ignored', 'amount mismatch'],
      ['ignored', 'amount mismatch'],
      ['ignored', 'order closed'],
    ]);
    expect(await credit(me)).toBe(0);
  });

  it('honours a payment that arrives after the order expired: the user paid', async () => {
    const me = await newUser(t, 'zh');
    const { order, payment } = await me.order('credits-300');
    clock.advance(40 * MINUTE);
    expect((await me.get(`/api/orders/${order.id}`)).json.result.status).toBe('expired');
    expect((await checkout(payment.url, 'pay')).status).toBe(409);
    const { body, headers } = sign(paidNotice(order));
    expect((await notify(t, 'sandbox', body, headers)).status).toBe(200);
    expect((await me.get(`/api/orders/${order.id}`)).json.result.status).toBe('paid');
    await expect.poll(() => credit(me)).toBe(300);
  });

  it("rewards the inviter once for a friend's paid recharge, however often the callback comes", async () => {
    const inviter = await newUser(t, 'zh');
    const friend = await newUser(t, 'zh', inviter.uid);
    const before = (await inviter.info()).userItem;
    const { order } = await friend.order('credits-500');
    const { body, headers } = sign(paidNotice(order));
    await Promise.all(Array.from({ length: 20 }, () => notify(t, 'sandbox', body, headers)));
    await expect.poll(async () => (await inviter.info()).userItem.credit).toBe(before.credit + 100);
    expect((await inviter.info()).userItem.money).toBe(before.money + Math.floor(order.amountMinor / 10));
  });

  it('reads an Alipay notification from its form body through the notify route', async () => {
    const me = await newUser(t, 'zh');
    const { order } = await me.order('credits-500');
    const params: Record<string, string> = {
      notify_time: '2026-01-05 17:05:02',
      notify_type: 'trade_status_sync',
      notify_id: 'ac05099524730693a8b330c5ecf72da9786',
      app_id: ALIPAY_APP_ID,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: '2026010522001405001234567890',
      out_trade_no: order.id,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '49.00',
      subject: '500 积分',
      gmt_payment: '2026-01-05 17:05:00',
    };
    const signed = { ...params, sign: alipaySign(params, alipay.privateKey, ['sign', 'sign_type']) };
    const form = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
    const tampered = new URLSearchParams({ ...signed, total_amount: '0.01' }).toString();
    expect((await notify(t, 'alipay', tampered, form)).status).toBe(400);
    const res = await notify(t, 'alipay', new URLSearchParams(signed).toString(), form);
    expect([res.status, await res.text()]).toEqual([200, 'success']);
    expect((await me.get(`/api/orders/${order.id}`)).json.result).toMatchObject({
      status: 'paid',
      method: 'alipay',
    });
    await expect.poll(() => credit(me)).toBe(500);
  });

  const stripeEvent = (type: string, object: object) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      created: Math.floor(clock.now().getTime() / 1000),
      data: { object },
    });
  const stripeHeaders = (payload: string, secret = WEBHOOK_SECRET) => ({
    'content-type': 'application/json',
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(clock.now().getTime() / 1000),
    }),
  });

  it('pays through Stripe Checkout: a session at the server price, then its signed webhook', async () => {
    const me = await newUser(t, 'en');
    const { order, payment } = await me.order('credits-500', 'stripe');
    const session = api.sessionOf(order.id);
    expect(session).toMatchObject({ amount: 699, currency: 'usd' });
    expect(payment.url).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);
    const sent = new URLSearchParams(stripe.requests.at(-1)?.body);
    expect(sent.get('success_url')).toBe(`${t.url}/Dashboard/Recharge?order=${order.id}`);
    session.markPaid();
    const event = stripeEvent('checkout.session.completed', api.session(session.id));
    const forged = await notify(t, 'stripe', event, stripeHeaders(event, 'whsec_other'));
    expect(forged.status).toBe(400);
    for (let i = 0; i < 3; i++) {
      const res = await notify(t, 'stripe', event, stripeHeaders(event));
      expect([res.status, await res.text()]).toEqual([200, '{"received":true}']);
    }
    expect((await me.get(`/api/orders/${order.id}`)).json.result.status).toBe('paid');
    await expect.poll(() => credit(me)).toBe(500);
    expect((await trailOf(t, order.id)).rows).toHaveLength(1);
  });

  it('asks Stripe when the webhook is late, at most every few seconds, and credits once', async () => {
    const me = await newUser(t, 'en');
    const { order } = await me.order('credits-300', 'stripe');
    const session = api.sessionOf(order.id);
    const id = session.id;
    const asked = () => stripe.requests.filter((r) => r.url.startsWith(`/v1/checkout/sessions/${id}`)).length;
    expect((await me.get(`/api/orders/${order.id}`)).json.result.status).toBe('created');
    expect((await me.get(`/api/orders/${order.id}`)).json.result.status).toBe('created');
    expect(asked()).toBe(1);
    session.markPaid();
    // The limiter counts real seconds (in Redis when scaled), not the test clock.
    await new Promise((done) => setTimeout(done, 3100));
    expect((await me.get(`/api/orders/${order.id}`)).json.result.status).toBe('paid');
    expect(asked()).toBe(2);
    const event = stripeEvent('checkout.session.completed', api.session(id));
    expect((await notify(t, 'stripe', event, stripeHeaders(event))).status).toBe(200);
    await expect.poll(() => credit(me)).toBe(300);
    expect((await trailOf(t, order.id)).rows).toHaveLength(1);
  });

  it('answers 404 on the notify route of a method that is not configured', async () => {
    const res = await notify(t, 'wechat', '{}', { 'content-type': 'application/json' });
    expect(res.status).toBe(404);
  });
});
