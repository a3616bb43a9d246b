import type { KeyObject } from 'node:crypto';
import type { AlipaySdk, AlipaySdkCommonResult } from 'alipay-sdk';
import {
  type Clock,
  type PaymentNotice,
  type PaymentOrder,
  type PaymentProvider,
  PaymentSignatureError,
  systemClock,
} from './types.ts';

export interface AlipayConfig {
  appId: string;
  /** The application private key (signs our requests). */
  privateKey: KeyObject;
  /** Alipay's public key (checks its answers and notifications). */
  alipayPublicKey: KeyObject;
  /** https://openapi.alipay.com/gateway.do */
  gateway: string;
  /** qr: alipay.trade.precreate (当面付, a code to scan); page: alipay.trade.page.pay (电脑网站支付, a link). */
  mode: 'qr' | 'page';
  timeoutMs?: number;
  clock?: Clock;
}

/** Fen to the yuan string Alipay wants: 8888 -> "88.88". */
export const yuan = (minor: number): string =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** Alipay's yuan string back to fen, without floating point: "88.8" -> 8880. */
export function fen(amount: string | undefined): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount ?? '');
  if (!match) throw new Error(`Alipay amount ${amount ?? '(none)'} is not a price`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Alipay's "yyyy-MM-dd HH:mm:ss", Beijing time. */
const beijing = (text: string | undefined): Date | undefined =>
  text ? new Date(`${text.replace(' ', 'T')}+08:00`) : undefined;

const STATES: Record<string, PaymentNotice['status']> = {
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed', // unpaid at the deadline, or fully refunded after payment
};

type Fields = Record<string, string | undefined>;

function toNotice(fields: Fields): PaymentNotice | null {
  const status = fields.trade_status ? STATES[fields.trade_status] : undefined;
  if (!status || !fields.out_trade_no) return null; // WAIT_BUYER_PAY
  return {
    orderId: fields.out_trade_no,
    status,
    amountMinor: fen(fields.total_amount),
    currency: 'CNY',
    providerTxnId: fields.trade_no ?? fields.out_trade_no,
    paidAt: status === 'paid' ? beijing(fields.gmt_payment ?? fields.send_pay_date) : undefined,
  };
}

function expectSuccess(result: AlipaySdkCommonResult, what: string): void {
  if (result.code !== '10000') {
    throw new Error(`Alipay ${what} failed: ${result.code} ${result.sub_code ?? ''} ${result.sub_msg ?? ''}`);
  }
}

/** Alipay through its official SDK (RSA2 signatures both ways), QR or page pay. */
export function createAlipay(config: AlipayConfig): PaymentProvider {
  const clock = config.clock ?? systemClock;
  // The SDK loads with the first payment, not at every start of a server that may never use it.
  let loaded: Promise<AlipaySdk> | undefined;
  const client = () =>
    (loaded ??= import('alipay-sdk').then(
      ({ AlipaySdk }) =>
        new AlipaySdk({
          appId: config.appId,
          privateKey: config.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
          keyType: 'PKCS8',
          alipayPublicKey: config.alipayPublicKey.export({ format: 'pem', type: 'spki' }).toString(),
          gateway: config.gateway,
          timeout: config.timeoutMs ?? 10_000,
          camelcase: false,
        }),
    ));

  const trade = (order: PaymentOrder) => {
    const minutes = Math.ceil((order.expiresAt.getTime() - clock.now().getTime()) / 60_000);
    return {
      out_trade_no: order.orderId,
      total_amount: yuan(order.amountMinor),
      subject: order.description.slice(0, 256),
      // 1m to 15d is what Alipay accepts.
      timeout_express: `${Math.min(Math.max(minutes, 1), 15 * 24 * 60)}m`,
    };
  };

  return {
    method: 'alipay',
    currencies: ['CNY'],
    async createPayment(order) {
      if (order.currency !== 'CNY') throw new Error('Alipay charges CNY only');
      const sdk = await client();
      if (config.mode === 'page') {
        const url = sdk.pageExecute('alipay.trade.page.pay', 'GET', {
          notifyUrl: order.notifyUrl,
          returnUrl: order.returnUrl,
          bizContent: { ...trade(order), product_code: 'FAST_INSTANT_TRADE_PAY' },
        });
        return { kind: 'link', url };
      }
      const result = await sdk.exec(
        'alipay.trade.precreate',
        { notifyUrl: order.notifyUrl, bizContent: trade(order) },
        { validateSign: true },
      );
      expectSuccess(result, 'precreate');
      if (typeof result.qr_code !== 'string') throw new Error('Alipay gave no qr_code');
      return { kind: 'qr', url: result.qr_code };
    },
    async verifyCallback({ rawBody }) {
      const fields = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
      if (!fields.sign) throw new PaymentSignatureError('alipay', 'no sign');
      const sdk = await client();
      // V2: the form is already decoded here, so the SDK must not decode the values a second time.
      if (!sdk.checkNotifySignV2(fields)) throw new PaymentSignatureError('alipay', 'sign does not match');
      if (fields.app_id !== config.appId) {
        throw new PaymentSignatureError('alipay', `notification for app ${fields.app_id ?? '(none)'}`);
      }
      return toNotice(fields);
    },
    // Documented answer: the plain text "success"; anything else and Alipay notifies again.
    callbackAnswer: (ok) => ({ status: 200, contentType: 'text/plain', body: ok ? 'success' : 'fail' }),
    async queryStatus({ orderId }) {
      const sdk = await client();
      const result = await sdk.exec(
        'alipay.trade.query',
        { bizContent: { out_trade_no: orderId } },
        { validateSign: true },
      );
      if (result.sub_code === 'ACQ.TRADE_NOT_EXIST') return null; // not scanned yet
      expectSuccess(result, 'trade query');
      return toNotice(result as Fields);
    },
  };
}
