import { createVerify, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { manualClock } from '../src/lib/clock.ts';
import { createAlipay } from '../src/providers/payments/alipay.ts';
import {
  createPaymentProviders,
  type PaymentOrder,
  PaymentSignatureError,
} from '../src/providers/payments/index.ts';
import { createSandboxPayments } from '../src/providers/payments/sandbox.ts';
import { createStripePayments } from '../src/providers/payments/stripe.ts';
import { createWechatPay } from '../src/providers/payments/wechat-pay.ts';
import {
  alipaySign,
  rsaKeys,
  rsaSign,
  startVendorFake,
  type VendorFake,
  wechatpayHeaders,
  wechatpayResource,
} from './payment-vendors.ts';

const START = new Date('2026-01-05T09:00:00Z');
const order = (over: Partial<PaymentOrder> = {}): PaymentOrder => ({
  orderId: 'ord_20260105_0001',
  amountMinor: 1990,
  currency: 'CNY',
  description: '积分 1000',
  lang: 'zh',
  notifyUrl: 'https://app.example/api/pay/notify/x',
  returnUrl: 'https://app.example/Dashboard/Recharge',
  expiresAt: new Date(START.getTime() + 30 * 60_000),
  ...over,
});

let fakes: VendorFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.map((fake) => fake.close()));
  fakes = [];
});
async function fake(answer: Parameters<typeof startVendorFake>[0]): Promise<VendorFake> {
  const started = await startVendorFake(answer);
  fakes.push(started);
  return started;
}

const rejected = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(PaymentSignatureError);
const buffer = (text: string) => Buffer.from(text, 'utf8');

describe('sandbox payments', () => {
  const paid = {
    orderId: 'ord_1',
    status: 'paid' as const,
    amountMinor: 990,
    currency: 'USD' as const,
    providerTxnId: 'sbx_1',
    paidAt: START,
  };

  it('links to the checkout page the app serves, on the notify origin or the base URL given', async () => {
    const sandbox = createSandboxPayments();
    expect(await sandbox.createPayment(order({ orderId: 'ord 1' }))).toEqual({
      kind: 'link',
      url: 'https://app.example/pay/sandbox/ord%201',
    });
    const based = createSandboxPayments({ baseUrl: 'http://localhost:8000' });
    expect((await based.createPayment(order())).url).toBe(
      'http://localhost:8000/pay/sandbox/ord_20260105_0001',
    );
  });

  it('verifies the callback its checkout page signs, and nothing else', async () => {
    const sandbox = createSandboxPayments({ secret: 'sandbox-secret' });
    const { body, headers } = sandbox.signCallback(paid);
    expect(await sandbox.verifyCallback({ headers, rawBody: buffer(body) })).toEqual(paid);

    const tampered = body.replace('"amountMinor":990', '"amountMinor":99000');
    await rejected(sandbox.verifyCallback({ headers, rawBody: buffer(tampered) }));
    const forged = createSandboxPayments({ secret: 'guessed' }).signCallback(paid);
    await rejected(sandbox.verifyCallback({ headers: forged.headers, rawBody: buffer(forged.body) }));
    await rejected(sandbox.verifyCallback({ headers: {}, rawBody: buffer(body) }));
    // Without a secret each process draws its own key: another process's signature does not pass.
    const other = createSandboxPayments().signCallback(paid);
    await rejected(
      createSandboxPayments().verifyCallback({ headers: other.headers, rawBody: buffer(other.body) }),
    );
  });
});

describe('WeChat Pay (API v3, Native)', () => {
  const merchant = rsaKeys();
  const platform = rsaKeys();
  const apiV3Key = 'k'.repeat(32);
  const PLATFORM_SERIAL = 'PUB_KEY_ID_0112345';

  /** The fake checks our Authorization header with the merchant public key, as WeChat Pay does. */
  function authorized(req: { method: string; url: string; headers: Record<string, unknown>; body: string }) {
    const auth = String(req.headers.authorization ?? '');
    if (!auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
    const fields = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${req.body}\n`;
    const valid = createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKey, fields.signature ?? '', 'base64');
    return valid && fields.mchid === '1900009191' && fields.serial_no === 'MERCHANT-SERIAL';
  }

  function wechatFake(
    answer: (url: string) => { status?: number; json: object },
    signer = platform.privateKey,
  ) {
    return fake((req) => {
      if (!authorized(req)) return { status: 401, body: '{"code":"SIGN_ERROR","message":"bad signature"}' };
      const { status, json } = answer(req.url);
      const body = JSON.stringify(json);
      return { status, body, headers: wechatpayHeaders(body, signer, PLATFORM_SERIAL, new Date()) };
    });
  }

  const provider = (baseUrl: string, clock = manualClock(new Date())) =>
    createWechatPay({
      mchid: '1900009191',
      appid: 'wxd678efh567hg6787',
      serialNo: 'MERCHANT-SERIAL',
      privateKey: merchant.privateKey,
      platform: { serial: PLATFORM_SERIAL, publicKey: platform.publicKey },
      apiV3Key,
      baseUrl,
      clock,
    });

  it('places a Native order with a signed request and returns the code_url as a QR', async () => {
    const vendor = await wechatFake(() => ({ json: { code_url: 'weixin://wxpay/bizpayurl?pr=abc' } }));
    const expiresAt = new Date('2026-01-05T09:30:00Z');
    const start = await provider(vendor.origin).createPayment(order({ expiresAt }));
    expect(start).toEqual({ kind: 'qr', url: 'weixin://wxpay/bizpayurl?pr=abc' });
    const [request] = vendor.requests;
    expect(request?.url).toBe('/v3/pay/transactions/native');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      appid: 'wxd678efh567hg6787',
      mchid: '1900009191',
      description: '积分 1000',
      out_trade_no: 'ord_20260105_0001',
      time_expire: '2026-01-05T17:30:00+08:00',
      notify_url: 'https://app.example/api/pay/notify/x',
      amount: { total: 1990, currency: 'CNY' },
    });
  });

  it('does not believe an answer signed by anyone but the platform key', async () => {
    const impostor = rsaKeys();
    const vendor = await wechatFake(() => ({ json: { code_url: 'weixin://evil' } }), impostor.privateKey);
    await rejected(provider(vendor.origin).createPayment(order()));
  });

  const transaction = {
    mchid: '1900009191',
    appid: 'wxd678efh567hg6787',
    out_trade_no: 'ord_20260105_0001',
    transaction_id: '4200000848202101120290526543',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: '2026-01-05T17:05:00+08:00',
    amount: { total: 1990, payer_total: 1990, currency: 'CNY', payer_currency: 'CNY' },
  };
  const notification = (tx: object, key = apiV3Key) =>
    JSON.stringify({
      id: 'EV-2018022511223320873',
      create_time: '2026-01-05T17:05:01+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: wechatpayResource(tx, key),
    });

  it('verifies, decrypts and reads a payment notification', async () => {
    const body = notification(transaction);
    const headers = wechatpayHeaders(body, platform.privateKey, PLATFORM_SERIAL, START);
    const notice = await provider('http://127.0.0.1:9', manualClock(START)).verifyCallback({
      headers,
      rawBody: buffer(body),
    });
    expect(notice).toEqual({
      orderId: 'ord_20260105_0001',
      status: 'paid',
      amountMinor: 1990,
      currency: 'CNY',
      providerTxnId: '4200000848202101120290526543',
      paidAt: new Date('2026-01-05T09:05:00Z'),
    });
  });

  it('rejects a forged signature, a tampered body, an unknown serial, a stale timestamp and a wrong key', async () => {
    const clock = manualClock(START);
    const wechat = provider('http://127.0.0.1:9', clock);
    const body = notification(transaction);
    const headers = wechatpayHeaders(body, platform.privateKey, PLATFORM_SERIAL, START);
    const forged = wechatpayHeaders(body, rsaKeys().privateKey, PLATFORM_SERIAL, START);
    await rejected(wechat.verifyCallback({ headers: forged, rawBody: buffer(body) }));
    const tampered = body.replace('"summary":"支付成功"', '"summary":"paid"');
    await rejected(wechat.verifyCallback({ headers, rawBody: buffer(tampered) }));
    const otherSerial = wechatpayHeaders(body, platform.privateKey, 'PUB_KEY_ID_OTHER', START);
    await rejected(wechat.verifyCallback({ headers: otherSerial, rawBody: buffer(body) }));
    await rejected(wechat.verifyCallback({ headers: {}, rawBody: buffer(body) }));
    const wrongKey = notification(transaction, 'w'.repeat(32));
    const signedWrongKey = wechatpayHeaders(wrongKey, platform.privateKey, PLATFORM_SERIAL, START);
    await rejected(wechat.verifyCallback({ headers: signedWrongKey, rawBody: buffer(wrongKey) }));
    clock.advance(5 * 60_000 + 1_000);
    await rejected(wechat.verifyCallback({ headers, rawBody: buffer(body) }));
  });

  it('answers callbacks as documented and polls an order by its number', async () => {
    const wechat = provider('http://127.0.0.1:9');
    expect(wechat.callbackAnswer(true)).toEqual({ status: 204, body: '' });
    expect(wechat.callbackAnswer(false)).toMatchObject({
      status: 500,
      body: '{"code":"FAIL","message":"失败"}',
    });

    const states: Record<string, { status?: number; json: object }> = {
      ord_paid: { json: transaction },
      ord_open: { json: { ...transaction, out_trade_no: 'ord_open', trade_state: 'NOTPAY' } },
      ord_none: { status: 404, json: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } },
    };
    const vendor = await wechatFake(
      (url) => states[url.split('/').pop()?.split('?')[0] ?? ''] ?? { json: {} },
    );
    const polling = provider(vendor.origin);
    expect(await polling.queryStatus?.({ orderId: 'ord_paid' })).toMatchObject({
      status: 'paid',
      amountMinor: 1990,
    });
    expect(await polling.queryStatus?.({ orderId: 'ord_open' })).toBeNull();
    expect(await polling.queryStatus?.({ orderId: 'ord_none' })).toBeNull();
    expect(vendor.requests[0]?.url).toBe('/v3/pay/transactions/out-trade-no/ord_paid?mchid=1900009191');
  });
});

describe('Alipay', () => {
  const app = rsaKeys();
  const alipay = rsaKeys();
  const APP_ID = '2021000122671080';

  /** The gateway checks our RSA2 signature with the app public key and signs its answer with Alipay's key. */
  function gateway(
    reply: (method: string, biz: Record<string, unknown>) => object,
    signer = alipay.privateKey,
  ) {
    return fake((req) => {
      const url = new URL(req.url, 'http://gateway');
      const params = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(req.body)),
      };
      const { sign, ...signed } = params;
      const content = Object.keys(signed)
        .sort()
        .map((k) => `${k}=${signed[k]}`)
        .join('&');
      const valid = createVerify('RSA-SHA256')
        .update(content)
        .verify(app.publicKey, sign ?? '', 'base64');
      const method = params.method ?? '';
      const key = `${method.replaceAll('.', '_')}_response`;
      const inner = JSON.stringify(
        valid
          ? reply(method, JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>)
          : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' },
      );
      return { body: `{"${key}":${inner},"sign":"${rsaSign(inner, signer)}"}` };
    });
  }

  const provider = (gatewayUrl: string, mode: 'qr' | 'page' = 'qr') =>
    createAlipay({
      appId: APP_ID,
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      gateway: gatewayUrl,
      mode,
      clock: manualClock(START),
    });

  it('precreates a trade through the SDK and returns its qr_code', async () => {
    let biz: Record<string, unknown> = {};
    const vendor = await gateway((_, content) => {
      biz = content;
      return {
        code: '10000',
        msg: 'Success',
        out_trade_no: content.out_trade_no,
        qr_code: 'https://qr.alipay.com/bax01',
      };
    });
    const start = await provider(`${vendor.origin}/gateway.do`).createPayment(order());
    expect(start).toEqual({ kind: 'qr', url: 'https://qr.alipay.com/bax01' });
    expect(biz).toEqual({
      out_trade_no: 'ord_20260105_0001',
      total_amount: '19.90',
      subject: '积分 1000',
      timeout_express: '30m',
    });
    expect(vendor.requests[0]?.url).toContain(
      'notify_url=https%3A%2F%2Fapp.example%2Fapi%2Fpay%2Fnotify%2Fx',
    );
  });

  it('refuses a gateway answer not signed by Alipay, and reports a refused trade', async () => {
    const forged = await gateway(
      () => ({ code: '10000', msg: 'Success', qr_code: 'https://evil' }),
      rsaKeys().privateKey,
    );
    // The SDK's own check of the answer's sign (its message: 验签失败, "signature check failed").
    await expect(provider(`${forged.origin}/gateway.do`).createPayment(order())).rejects.toThrow(/验签失败/);
    const refusing = await gateway(() => ({
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TOTAL_FEE_EXCEED',
    }));
    await expect(provider(`${refusing.origin}/gateway.do`).createPayment(order())).rejects.toThrow(
      /ACQ.TOTAL_FEE_EXCEED/,
    );
  });

  it('builds a signed page-pay link in page mode', async () => {
    const start = await provider('https://openapi.alipay.com/gateway.do', 'page').createPayment(order());
    expect(start.kind).toBe('link');
    const url = new URL(start.url);
    const params = Object.fromEntries(url.searchParams);
    expect(params.method).toBe('alipay.trade.page.pay');
    expect(JSON.parse(params.biz_content ?? '{}')).toMatchObject({ product_code: 'FAST_INSTANT_TRADE_PAY' });
    const { sign, ...signed } = params;
    const content = Object.keys(signed)
      .sort()
      .map((k) => `${k}=${signed[k]}`)
      .join('&');
    expect(
      createVerify('RSA-SHA256')
        .update(content)
        .verify(app.publicKey, sign ?? '', 'base64'),
    ).toBe(true);
  });

  const notify = (over: Record<string, string> = {}, key: KeyObject = alipay.privateKey) => {
    const params: Record<string, string> = {
      notify_time: '2026-01-05 17:05:02',
      notify_type: 'trade_status_sync',
      notify_id: 'ac05099524730693a8b330c5ecf72da9786',
      app_id: APP_ID,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: '2026010522001405001234567890',
      out_trade_no: 'ord_20260105_0001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '19.90',
      subject: '积分 1000 + 赠送 & 100% 返现',
      gmt_payment: '2026-01-05 17:05:00',
      ...over,
    };
    // As documented for notifications: sign and sign_type are left out of the signed content.
    return { ...params, sign: alipaySign(params, key, ['sign', 'sign_type']) };
  };
  const form = (params: Record<string, string>) => buffer(new URLSearchParams(params).toString());

  it('verifies an RSA2 notification (form body) with the SDK and reads it', async () => {
    const notice = await provider('http://127.0.0.1:9').verifyCallback({
      headers: {},
      rawBody: form(notify()),
    });
    expect(notice).toEqual({
      orderId: 'ord_20260105_0001',
      status: 'paid',
      amountMinor: 1990,
      currency: 'CNY',
      providerTxnId: '2026010522001405001234567890',
      paidAt: new Date('2026-01-05T09:05:00Z'),
    });
    const closed = await provider('http://127.0.0.1:9').verifyCallback({
      headers: {},
      rawBody: form(notify({ trade_status: 'TRADE_CLOSED' })),
    });
    expect(closed?.status).toBe('closed');
    const waiting = notify({ trade_status: 'WAIT_BUYER_PAY' });
    expect(
      await provider('http://127.0.0.1:9').verifyCallback({ headers: {}, rawBody: form(waiting) }),
    ).toBeNull();
  });

  it('rejects a forged sign, a tampered amount, a missing sign and another app', async () => {
    const alipayProvider = provider('http://127.0.0.1:9');
    const check = (params: Record<string, string>) =>
      rejected(alipayProvider.verifyCallback({ headers: {}, rawBody: form(params) }));
    await check(notify({}, rsaKeys().privateKey));
    await check({ ...notify(), total_amount: '0.01' });
    const { sign: _sign, ...unsigned } = notify();
    await check(unsigned);
    await check(notify({ app_id: '2021000000000000' }));
    expect(alipayProvider.callbackAnswer(true)).toEqual({
      status: 200,
      contentType: 'text/plain',
      body: 'success',
    });
  });

  it('polls a trade with alipay.trade.query', async () => {
    const vendor = await gateway((_, biz) =>
      biz.out_trade_no === 'ord_paid'
        ? {
            code: '10000',
            msg: 'Success',
            out_trade_no: 'ord_paid',
            trade_no: '2026',
            trade_status: 'TRADE_SUCCESS',
            total_amount: '8.00',
            send_pay_date: '2026-01-05 17:00:00',
          }
        : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' },
    );
    const polling = provider(`${vendor.origin}/gateway.do`);
    expect(await polling.queryStatus?.({ orderId: 'ord_paid' })).toMatchObject({
      status: 'paid',
      amountMinor: 800,
    });
    expect(await polling.queryStatus?.({ orderId: 'ord_new' })).toBeNull();
  });
});

describe('Stripe Checkout', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret';
  const session = (over: Record<string, unknown> = {}) => ({
    id: 'cs_test_a1',
    object: 'checkout.session',
    url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
    client_reference_id: 'ord_20260105_0001',
    metadata: { orderId: 'ord_20260105_0001' },
    amount_total: 990,
    currency: 'usd',
    payment_intent: 'pi_3N',
    payment_status: 'paid',
    status: 'complete',
    ...over,
  });
  const provider = (apiBase = 'http://127.0.0.1:9', clock = manualClock(START)) =>
    createStripePayments({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBase, clock });

  it('creates a Checkout Session through the SDK and returns its URL', async () => {
    const vendor = await fake((req) =>
      req.headers.authorization === 'Bearer sk_test_123'
        ? { body: JSON.stringify(session({ payment_status: 'unpaid', status: 'open' })) }
        : { status: 401, body: '{"error":{"type":"invalid_request_error"}}' },
    );
    const start = await provider(vendor.origin).createPayment(
      order({ currency: 'USD', amountMinor: 990, lang: 'en', description: '1000 credits' }),
    );
    expect(start).toEqual({
      kind: 'link',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
      providerRef: 'cs_test_a1',
    });
    const [request] = vendor.requests;
    expect(request?.url).toBe('/v1/checkout/sessions');
    const sent = new URLSearchParams(request?.body);
    expect(sent.get('mode')).toBe('payment');
    expect(sent.get('client_reference_id')).toBe('ord_20260105_0001');
    expect(sent.get('metadata[orderId]')).toBe('ord_20260105_0001');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('990');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('usd');
    // The order allows 30 minutes; Stripe wants more than 30, so the session gets 31.
    expect(sent.get('expires_at')).toBe(String(START.getTime() / 1000 + 31 * 60));
  });

  const event = (type: string, object: object, created = START) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      created: created.getTime() / 1000,
      data: { object },
    });
  const signed = (payload: string, secret = WEBHOOK_SECRET, at = START) => ({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(at.getTime() / 1000),
    }),
  });

  it('verifies webhooks with the SDK and reads paid, expired and irrelevant events', async () => {
    const stripe = provider();
    const completed = event('checkout.session.completed', session());
    expect(await stripe.verifyCallback({ headers: signed(completed), rawBody: buffer(completed) })).toEqual({
      orderId: 'ord_20260105_0001',
      status: 'paid',
      amountMinor: 990,
      currency: 'USD',
      providerTxnId: 'pi_3N',
      paidAt: START,
    });
    const expired = event(
      'checkout.session.expired',
      session({ payment_status: 'unpaid', status: 'expired' }),
    );
    expect(await stripe.verifyCallback({ headers: signed(expired), rawBody: buffer(expired) })).toMatchObject(
      {
        status: 'closed',
      },
    );
    const pending = event('checkout.session.completed', session({ payment_status: 'unpaid' }));
    expect(await stripe.verifyCallback({ headers: signed(pending), rawBody: buffer(pending) })).toBeNull();
    const other = event('customer.created', { id: 'cus_1', object: 'customer' });
    expect(await stripe.verifyCallback({ headers: signed(other), rawBody: buffer(other) })).toBeNull();
  });

  it('rejects a webhook signed with another secret, a tampered body, a stale signature or none', async () => {
    const clock = manualClock(START);
    const stripe = provider(undefined, clock);
    const completed = event('checkout.session.completed', session());
    await rejected(
      stripe.verifyCallback({ headers: signed(completed, 'whsec_other'), rawBody: buffer(completed) }),
    );
    const tampered = completed.replace('"amount_total":990', '"amount_total":99000');
    await rejected(stripe.verifyCallback({ headers: signed(completed), rawBody: buffer(tampered) }));
    await rejected(stripe.verifyCallback({ headers: {}, rawBody: buffer(completed) }));
    clock.advance(6 * 60_000);
    await rejected(stripe.verifyCallback({ headers: signed(completed), rawBody: buffer(completed) }));
  });

  it('polls a session by the reference createPayment returned', async () => {
    const vendor = await fake(() => ({ body: JSON.stringify(session()) }));
    expect(
      await provider(vendor.origin).queryStatus?.({
        orderId: 'ord_20260105_0001',
        providerRef: 'cs_test_a1',
      }),
    ).toMatchObject({ status: 'paid', amountMinor: 990, currency: 'USD' });
    expect(vendor.requests[0]?.url).toBe('/v1/checkout/sessions/cs_test_a1');
  });
});

describe('choosing payment providers from settings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'payments-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const merchant = rsaKeys();
  const alipay = rsaKeys();
  const wechatVars = {
    WECHATPAY_MCHID: '1900009191',
    WECHATPAY_APPID: 'wxd678efh567hg6787',
    WECHATPAY_SERIAL_NO: 'MERCHANT-SERIAL',
    WECHATPAY_PRIVATE_KEY_PATH: file(
      'apiclient_key.pem',
      merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ),
    WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: file(
      'pub_key.pem',
      merchant.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ),
    WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0112345',
    WECHATPAY_APIV3_KEY: 'k'.repeat(32),
  };
  // Alipay's key tool hands out bare base64 (PKCS#8 private, SPKI public), without PEM lines.
  const alipayVars = {
    ALIPAY_APP_ID: '2021000122671080',
    ALIPAY_PRIVATE_KEY_PATH: file(
      'app_private.txt',
      alipay.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
    ),
    ALIPAY_PUBLIC_KEY_PATH: file(
      'alipay_public.txt',
      alipay.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    ),
  };
  const stripeVars = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
  const methods = (vars: Record<string, string>) =>
    Object.keys(createPaymentProviders(loadEnv(vars)).byMethod).sort();

  it('offers only the sandbox when nothing is configured, and no sandbox once a vendor is (unless asked)', () => {
    expect(methods({})).toEqual(['sandbox']);
    expect(createPaymentProviders(loadEnv({})).sandbox?.method).toBe('sandbox');
    expect(methods({ ...wechatVars, ...alipayVars, ...stripeVars })).toEqual(['alipay', 'stripe', 'wechat']);
    expect(methods({ ...stripeVars, PAYMENT_SANDBOX: 'true' })).toEqual(['sandbox', 'stripe']);
    expect(methods({ PAYMENT_SANDBOX: 'false' })).toEqual([]);
  });

  it('stops the start on a half-made configuration, naming the missing setting', () => {
    expect(() => methods({ WECHATPAY_MCHID: '1900009191' })).toThrow(/WECHATPAY_APPID must be set/);
    expect(() => methods({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY must be set/);
    expect(() => methods({ ...alipayVars, ALIPAY_PUBLIC_KEY_PATH: join(dir, 'missing.pem') })).toThrow(
      /ALIPAY_PUBLIC_KEY_PATH: cannot read/,
    );
    expect(() => methods({ ...alipayVars, ALIPAY_PRIVATE_KEY_PATH: file('junk.txt', 'not a key') })).toThrow(
      /ALIPAY_PRIVATE_KEY_PATH does not hold/,
    );
    expect(() => methods({ ...wechatVars, WECHATPAY_APIV3_KEY: 'short' })).toThrow(/32 bytes/);
  });
});
