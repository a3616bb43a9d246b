import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/lib/clock.ts';
import { loadPriceList } from '../src/modules/billing/price-list.ts';
import { checkout, newUser, trailOf } from './billing-support.ts';
import { startVendorFake, type VendorFake } from './payment-vendors.ts';
import { call, DB_KINDS, RELAXED_LIMITS, startTestServer, type TestServer } from './support.ts';

const MINUTE = 60_000;

describe.each(DB_KINDS)('recharge orders on %s', (kind) => {
  let t: TestServer;
  let stripe: VendorFake;
  const clock = manualClock(new Date());
  beforeAll(async () => {
    // Stripe's API refuses every session: the provider-failure path. The sandbox stays on beside it.
    stripe = await startVendorFake(() => ({
      status: 400,
      body: JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such price' } }),
    }));
    t = await startTestServer({
      kind,
      clock,
      env: {
        ...RELAXED_LIMITS,
        PAYMENT_SANDBOX: 'true',
        STRIPE_SECRET_KEY: 'sk_test_orders',
        STRIPE_WEBHOOK_SECRET: 'whsec_orders',
        STRIPE_API_BASE: stripe.origin,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('prices the list in CNY for zh and USD for en, with the methods of that currency', async () => {
    const zh = await newUser(t, 'zh');
    const cny = (await zh.get('/api/billing/packages')).json.result;
    expect(cny.firstPurchaseDiscount).toBe(false);
    expect(cny.methods).toEqual(['sandbox', 'stripe']);
    expect(cny.packages.find((p: { id: string }) => p.id === 'credits-500')).toEqual({
      id: 'credits-500',
      kind: 'credits',
      grants: { credit: 500 },
      badge: null,
      currency: 'CNY',
      amountMinor: 4900,
      listMinor: null,
    });
    const en = await newUser(t, 'en');
    const usd = (await en.get('/api/billing/packages')).json.result;
    expect(usd.packages.map((p: { currency: string }) => p.currency)).toEqual(cny.packages.map(() => 'USD'));
    expect(usd.packages.find((p: { id: string }) => p.id === 'credits-500').amountMinor).toBe(699);
    expect((await call(t.url, '/api/billing/packages')).status).toBe(401);
  });

  it("charges the server's price whatever the client sends", async () => {
    const me = await newUser(t, 'en');
    const priced = await me.post('/api/orders', {
      packageId: 'credits-500',
      method: 'sandbox',
      amountMinor: 1,
    });
    expect(priced.status).toBe(400);
    const { order, payment } = await me.order('credits-500');
    expect(order).toMatchObject({ amountMinor: 699, listMinor: 699, currency: 'USD', status: 'created' });
    expect(order.id).toMatch(/^OP[0-9A-Z]{19}$/);
    expect(payment).toEqual({ kind: 'link', url: `${t.url}/pay/sandbox/${order.id}` });
    const page = await fetch(`${payment.url}?lang=en`);
    expect(await page.text()).toContain('$6.99');
    expect((await me.get('/api/orders')).json.result.total).toBe(1);
  });

  it('takes 20% off an invited friend’s orders until the first one is paid, and not for others', async () => {
    const inviter = await newUser(t, 'zh');
    const friend = await newUser(t, 'zh', inviter.uid);
    const list = (await friend.get('/api/billing/packages')).json.result;
    expect(list.firstPurchaseDiscount).toBe(true);
    expect(list.packages.find((p: { id: string }) => p.id === 'credits-500')).toMatchObject({
      amountMinor: 3920,
      listMinor: 4900,
    });
    const { order, payment } = await friend.order('credits-500');
    expect(order).toMatchObject({ amountMinor: 3920, listMinor: 4900, discounted: true });
    const paid = await checkout(payment.url, 'pay', 'zh');
    expect(paid.page).toContain('¥39.20');
    expect(paid.html).toContain('data-result="paid"');
    const after = (await friend.get('/api/billing/packages')).json.result;
    expect(after.firstPurchaseDiscount).toBe(false);
    expect(after.packages.find((p: { id: string }) => p.id === 'credits-500').listMinor).toBeNull();
    expect((await friend.order('credits-500')).order).toMatchObject({ amountMinor: 4900, discounted: false });
    expect((await inviter.order('credits-500')).order).toMatchObject({
      amountMinor: 4900,
      discounted: false,
    });
  });

  it('pays through the sandbox checkout: the order is paid and the user info shows the credits', async () => {
    const me = await newUser(t, 'en');
    const before = (await me.info()).userItem;
    const { order, payment } = await me.order('credits-500');
    const page = await fetch(`${payment.url}?lang=zh`);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('500 积分');
    expect(html).toContain('US$6.99');
    const paid = await checkout(payment.url, 'pay', 'en');
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('Payment complete');
    const shown = (await me.get(`/api/orders/${order.id}`)).json.result;
    expect(shown).toMatchObject({ status: 'paid', method: 'sandbox' });
    expect(shown.paidAt).not.toBeNull();
    await expect.poll(async () => (await me.info()).userItem.credit).toBe(before.credit + 500);
    const usage = (await me.get('/api/billing/usage')).json.result.items;
    expect(usage[0]).toMatchObject({
      item: 'credit',
      change: 500,
      reason: 'recharge',
      reference: `order:${order.id}`,
    });
    // Paid: the page no longer takes payment, and the order cannot be closed.
    expect((await checkout(payment.url, 'pay')).status).toBe(409);
    expect((await me.post(`/api/orders/${order.id}/close`)).json.error).toBe('order.notPayable');
  });

  it('grants a plan: its days at its level, and its credits', async () => {
    const me = await newUser(t, 'zh');
    const { payment } = await me.order('premium-30');
    expect((await checkout(payment.url, 'pay')).status).toBe(200);
    await expect.poll(async () => (await me.info()).userItem.vip.level).toBe(1);
    const { userItem } = await me.info();
    expect(userItem.credit).toBe(300);
    expect(new Date(userItem.vip.expire).getTime()).toBe(clock.now().getTime() + 30 * 24 * 60 * MINUTE);
  });

  it('cancelling at the checkout changes nothing; closing makes the order unpayable', async () => {
    const me = await newUser(t, 'en');
    const { order, payment } = await me.order('credits-300');
    const cancelled = await checkout(payment.url, 'cancel');
    expect(cancelled.html).toContain('Payment cancelled');
    expect((await me.get(`/api/orders/${order.id}`)).json.result.status).toBe('created');
    const reopened = await me.post(`/api/orders/${order.id}/payment`, { method: 'sandbox' });
    expect(reopened.json.result.payment.url).toBe(payment.url);
    expect((await me.post(`/api/orders/${order.id}/close`)).json.result.status).toBe('closed');
    expect((await me.post(`/api/orders/${order.id}/close`)).json.result.status).toBe('closed');
    const page = await checkout(payment.url, 'pay', 'zh');
    expect(page.status).toBe(409);
    expect(page.html).toContain('该订单已无法支付');
    expect((await me.post(`/api/orders/${order.id}/payment`, { method: 'sandbox' })).status).toBe(409);
    expect((await trailOf(t, order.id)).rows).toEqual([]);
  });

  it('expires an open order after its time; it reads expired and can no longer be paid here', async () => {
    const me = await newUser(t, 'en');
    const { order, payment } = await me.order('credits-300');
    clock.advance(31 * MINUTE);
    expect((await me.get('/api/orders')).json.result.items[0]).toMatchObject({
      id: order.id,
      status: 'expired',
    });
    expect((await me.get(`/api/orders/${order.id}`)).json.result.status).toBe('expired');
    expect((await checkout(payment.url, 'pay')).status).toBe(409);
    const again = await me.post(`/api/orders/${order.id}/payment`, { method: 'sandbox' });
    expect(again.json.error).toBe('order.notPayable');
  });

  it('lists orders newest first, paged', async () => {
    const me = await newUser(t, 'zh');
    const ids: string[] = [];
    for (const id of ['credits-300', 'credits-500', 'credits-1200']) {
      ids.push((await me.order(id)).order.id);
      clock.advance(1000);
    }
    const first = (await me.get('/api/orders?page=1&size=2')).json.result;
    expect(first).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(first.items.map((o: { id: string }) => o.id)).toEqual([ids[2], ids[1]]);
    const second = (await me.get('/api/orders?page=2&size=2')).json.result;
    expect(second.items.map((o: { packageId: string }) => o.packageId)).toEqual(['credits-300']);
  });

  it("answers 404 for someone else's order, on every route", async () => {
    const owner = await newUser(t, 'en');
    const other = await newUser(t, 'en');
    const { order } = await owner.order('credits-300');
    for (const res of [
      await other.get(`/api/orders/${order.id}`),
      await other.post(`/api/orders/${order.id}/close`),
      await other.post(`/api/orders/${order.id}/payment`, { method: 'sandbox' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error).toBe('order.notFound');
    }
    expect((await owner.get(`/api/orders/${order.id}`)).json.result.status).toBe('created');
  });

  it('names the invalid field in zh and en, and refuses unknown packages and methods', async () => {
    const zh = await newUser(t, 'zh');
    const en = await newUser(t, 'en');
    const bad = { packageId: 'credits-500', method: 'paypal' };
    const inZh = await zh.post('/api/orders', bad);
    expect(inZh.status).toBe(400);
    expect(inZh.json.result.field).toBe('method');
    expect(inZh.json.message).toContain('支付方式');
    const inEn = await en.post('/api/orders', bad);
    expect(inEn.json.message).toContain('Payment method');
    const noPackage = await en.post('/api/orders', { packageId: 'credits-7', method: 'sandbox' });
    expect([noPackage.status, noPackage.json.error]).toEqual([404, 'billing.packageNotFound']);
    expect((await en.get('/api/orders/not-an-order')).json.result.field).toBe('id');
    expect((await en.get('/api/orders?size=500')).json.result.field).toBe('size');
    // WeChat Pay is not configured: the method is not offered and not accepted.
    const wechat = await zh.post('/api/orders', { packageId: 'credits-500', method: 'wechat' });
    expect([wechat.status, wechat.json.error]).toEqual([400, 'billing.methodUnavailable']);
  });

  it('answers 502 when the provider refuses the payment, and leaves the order closed', async () => {
    const me = await newUser(t, 'en');
    const failed = await me.post('/api/orders', { packageId: 'credits-500', method: 'stripe' });
    expect([failed.status, failed.json.error]).toEqual([502, 'payment.providerFailed']);
    expect(failed.json.message).toContain('payment service did not answer');
    expect(stripe.requests.at(-1)?.url).toBe('/v1/checkout/sessions');
    const [order] = (await me.get('/api/orders')).json.result.items;
    expect(order).toMatchObject({ status: 'closed', method: 'stripe', amountMinor: 699 });
  });
});

describe("the operator's price list (PACKAGES_FILE)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'op-packages-'));
  const file = (name: string, data: unknown) => {
    writeFileSync(join(dir, name), JSON.stringify(data));
    return join(dir, name);
  };
  const pack = { id: 'mocks-5', kind: 'credits', grants: { mocks: 5 }, price: { CNY: 9900, USD: 1499 } };

  it('replaces the default list, and the server sells from it', async () => {
    const t = await startTestServer({ env: { ...RELAXED_LIMITS, PACKAGES_FILE: file('ok.json', [pack]) } });
    try {
      const me = await newUser(t, 'en');
      const { packages } = (await me.get('/api/billing/packages')).json.result;
      expect(packages).toEqual([
        {
          id: 'mocks-5',
          kind: 'credits',
          grants: { mocks: 5 },
          badge: null,
          currency: 'USD',
          amountMinor: 1499,
          listMinor: null,
        },
      ]);
      expect((await me.order('mocks-5')).order).toMatchObject({ amountMinor: 1499, grants: { mocks: 5 } });
      expect((await me.post('/api/orders', { packageId: 'credits-500', method: 'sandbox' })).status).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });

  it('stops the start on a file that does not read, parse or validate, naming the setting', () => {
    expect(() => loadPriceList(join(dir, 'missing.json'))).toThrow(/^PACKAGES_FILE: cannot read/);
    expect(() => loadPriceList(file('empty.json', []))).toThrow(/^PACKAGES_FILE/);
    const free = { ...pack, price: { CNY: 0, USD: 100 } };
    expect(() => loadPriceList(file('free.json', [free]))).toThrow(/PACKAGES_FILE: 0\.price\.CNY/);
    expect(() => loadPriceList(file('twice.json', [pack, pack]))).toThrow(/unique/);
    expect(loadPriceList().map((p) => p.id)).toContain('credits-500');
  });
});
