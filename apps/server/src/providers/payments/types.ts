import type { IncomingHttpHeaders } from 'node:http';
import type { Lang } from '@offerpilot/shared';

export type PaymentMethod = 'sandbox' | 'wechat' | 'alipay' | 'stripe';
export type PaymentCurrency = 'CNY' | 'USD';

/** What a provider is asked to collect; the orders module computes every figure server-side. */
export interface PaymentOrder {
  /** Our order id, sent as the vendor's merchant order number (WeChat allows 6-32 of [A-Za-z0-9_-|*]). */
  orderId: string;
  /** Integer fen or cents. */
  amountMinor: number;
  currency: PaymentCurrency;
  description: string;
  lang: Lang;
  /** Absolute URL of our callback route for this provider. */
  notifyUrl: string;
  /** Where the payer's browser goes back to after paying (page and link kinds). */
  returnUrl: string;
  /** Last moment the payer may pay; vendors clamp it to their own limits (see each adapter). */
  expiresAt: Date;
}

/** How the payer pays: a QR code to scan (the url is its content) or a page to open. */
export interface PaymentStart {
  kind: 'qr' | 'link';
  url: string;
  /** The vendor's id of this attempt (Stripe's session id), to keep for queryStatus. */
  providerRef?: string;
}

/** An authenticated statement from the vendor about one order. */
export interface PaymentNotice {
  orderId: string;
  status: 'paid' | 'closed' | 'failed';
  /** What the vendor says was charged; the orders module compares it with the order. */
  amountMinor: number;
  currency: PaymentCurrency;
  providerTxnId: string;
  paidAt?: Date;
}

/** The callback exactly as it arrived: the raw bytes are what the vendors sign. */
export interface CallbackRequest {
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  query?: Record<string, string>;
}

/** The HTTP answer a vendor expects to a callback; anything else makes it retry. */
export interface CallbackAnswer {
  status: number;
  contentType?: string;
  body: string;
}

/** One way to pay, behind which a vendor (or the offline sandbox) sits. */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Currencies this provider can charge; the recharge page offers a method only for the order's currency. */
  readonly currencies: readonly PaymentCurrency[];
  /** Registers the payment with the vendor; throws when the vendor refuses or cannot be reached. */
  createPayment(order: PaymentOrder): Promise<PaymentStart>;
  /**
   * Authenticates a callback and reads it. Throws PaymentSignatureError when it is not the vendor's; resolves
   * null for an authentic message that settles nothing (a pending trade, an event type we do not use).
   */
  verifyCallback(request: CallbackRequest): Promise<PaymentNotice | null>;
  /** The answer to send back: ok once the notice is safely recorded (or was null), not ok to be called again. */
  callbackAnswer(ok: boolean): CallbackAnswer;
  /** Asks the vendor where the order stands (answers authenticated like callbacks); null while still unpaid. */
  queryStatus?(ref: { orderId: string; providerRef?: string }): Promise<PaymentNotice | null>;
}

/** A callback (or a vendor answer) whose signature is missing, forged, stale or over a changed body. */
export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
  constructor(
    readonly method: PaymentMethod,
    readonly reason: string,
  ) {
    super(`${method} callback rejected: ${reason}`);
  }
}

/** The time source (lib/clock's Clock fits; providers may not import lib): tests move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The first value of a header. */
export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
