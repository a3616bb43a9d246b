import { trimEndOf } from '@offerpilot/shared';
import type { IncomingHttpHeaders } from 'node:http';
import {
  authorization,
  decryptResource,
  type EncryptedResource,
  type MerchantKey,
  type PlatformKey,
  verifyWechatpaySignature,
} from './wechat-pay-crypto.ts';
import {
  type Clock,
  type PaymentNotice,
  type PaymentOrder,
  type PaymentProvider,
  systemClock,
} from './types.ts';

export interface WechatPayConfig extends MerchantKey {
  /** App id bound to the merchant number (official account, mini program or Open Platform app). */
  appid: string;
  platform: PlatformKey;
  /** The 32-byte APIv3 key that encrypts notifications. */
  apiV3Key: string;
  /** https://api.mch.weixin.qq.com */
  baseUrl: string;
  timeoutMs?: number;
  clock?: Clock;
}

/** A transaction as the Native order query and the TRANSACTION.SUCCESS notification describe it. */
interface Transaction {
  mchid?: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  success_time?: string;
  amount?: { total?: number; currency?: string };
}

const STATES: Record<string, PaymentNotice['status']> = {
  SUCCESS: 'paid',
  REFUND: 'paid', // paid, then (partly) refunded: the payment itself happened
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};

function toNotice(tx: Transaction): PaymentNotice | null {
  const status = STATES[tx.trade_state];
  if (!status) return null; // NOTPAY, USERPAYING: nothing settled yet
  const currency = tx.amount?.currency ?? 'CNY';
  if (currency !== 'CNY') throw new Error(`WeChat Pay reported currency ${currency}`);
  return {
    orderId: tx.out_trade_no,
    status,
    amountMinor: tx.amount?.total ?? 0,
    currency,
    providerTxnId: tx.transaction_id ?? tx.out_trade_no,
    paidAt: status === 'paid' && tx.success_time ? new Date(tx.success_time) : undefined,
  };
}

/** RFC 3339 in Beijing time, the form `time_expire` is documented with: 2015-05-20T13:29:35+08:00. */
export const beijingTime = (date: Date): string =>
  `${new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

const headersOf = (res: Response): IncomingHttpHeaders => Object.fromEntries(res.headers);

interface Answer {
  ok: boolean;
  status: number;
  raw: Buffer;
}

function failure(answer: Answer, what: string): Error {
  const text = answer.raw.toString();
  let detail = text.slice(0, 200);
  try {
    const { code, message } = JSON.parse(text) as { code?: string; message?: string };
    detail = `${code ?? ''} ${message ?? ''}`;
  } catch {
    // not JSON: keep the text
  }
  return new Error(`WeChat Pay ${what} failed: ${answer.status} ${detail}`.trim());
}

/** WeChat Pay API v3, Native payment: a `code_url` to show as a QR code, notifications signed and encrypted. */
export function createWechatPay(config: WechatPayConfig): PaymentProvider {
  const clock = config.clock ?? systemClock;

  /** A signed request; the answer's signature is checked like a callback's before it is believed. */
  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
    const text = body ? JSON.stringify(body) : '';
    const res = await fetch(`${trimEndOf(config.baseUrl, '/')}${path}`, {
      method,
      headers: {
        authorization: authorization(method, path, text, config, clock.now()),
        accept: 'application/json',
        'content-type': 'application/json',
        'user-agent': 'OfferPilot',
      },
      body: body ? text : undefined,
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
    const raw = Buffer.from(await res.arrayBuffer());
    if (res.ok) verifyWechatpaySignature(headersOf(res), raw, config.platform, clock.now());
    return { ok: res.ok, status: res.status, raw };
  }

  return {
    method: 'wechat',
    currencies: ['CNY'],
    async createPayment(order: PaymentOrder) {
      if (order.currency !== 'CNY') throw new Error('WeChat Pay charges CNY only');
      const res = await call('POST', '/v3/pay/transactions/native', {
        appid: config.appid,
        mchid: config.mchid,
        description: order.description.slice(0, 127),
        out_trade_no: order.orderId,
        time_expire: beijingTime(order.expiresAt),
        notify_url: order.notifyUrl,
        amount: { total: order.amountMinor, currency: 'CNY' },
      });
      if (!res.ok) throw failure(res, 'Native order');
      const { code_url: codeUrl } = JSON.parse(res.raw.toString()) as { code_url?: string };
      if (!codeUrl) throw new Error('WeChat Pay gave no code_url');
      return { kind: 'qr', url: codeUrl };
    },
    async verifyCallback({ headers, rawBody }) {
      verifyWechatpaySignature(headers, rawBody, config.platform, clock.now());
      const { resource } = JSON.parse(rawBody.toString()) as { resource?: EncryptedResource };
      if (!resource) return null;
      const tx = JSON.parse(decryptResource(resource, config.apiV3Key)) as Transaction;
      if (tx.mchid && tx.mchid !== config.mchid) throw new Error(`Notification for merchant ${tx.mchid}`);
      return toNotice(tx);
    },
    // Documented answer: 200/204 without a body when received; 4XX/5XX with {code, message} to be called again.
    callbackAnswer: (ok) =>
      ok
        ? { status: 204, body: '' }
        : {
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: '失败' }),
          },
    async queryStatus({ orderId }) {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}?mchid=${encodeURIComponent(config.mchid)}`;
      const res = await call('GET', path);
      if (res.status === 404) return null; // ORDER_NOT_EXIST: no order was placed with WeChat
      if (!res.ok) throw failure(res, 'order query');
      return toNotice(JSON.parse(res.raw.toString()) as Transaction);
    },
  };
}
