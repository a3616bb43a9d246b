import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { header, type PaymentNotice, type PaymentProvider, PaymentSignatureError } from './types.ts';

/** The header that carries the sandbox callback's HMAC-SHA256 (hex) over the raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const noticeSchema = z.object({
  orderId: z.string().min(1),
  status: z.enum(['paid', 'closed', 'failed']),
  amountMinor: z.number().int().nonnegative(),
  currency: z.enum(['CNY', 'USD']),
  providerTxnId: z.string().min(1),
  paidAt: z.iso.datetime().optional(),
});

/** Constant-time comparison of two hex digests (lib/crypto's safeEqual is out of a provider's reach). */
function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface SandboxOptions {
  /** Signs callbacks; without it a random key lives as long as the process (see createSandboxPayments). */
  secret?: string;
  /** Origin of the app serving the checkout page; by default the origin of the order's notifyUrl. */
  baseUrl?: string;
}

/** The sandbox provider plus what its checkout page needs to post a signed callback. */
export interface SandboxPayments extends PaymentProvider {
  /** Path of the checkout page: `/pay/sandbox/<orderId>`. */
  checkoutPath(orderId: string): string;
  /** The body and headers of the callback that the checkout page posts to the order's notifyUrl. */
  signCallback(notice: PaymentNotice): { body: string; headers: Record<string, string> };
}

/**
 * The offline provider: a checkout page served by the app and a callback signed with HMAC-SHA256. Without a
 * secret the key is random per process, so a callback signed before a restart (or by another process) fails:
 * give one (PAYMENT_SANDBOX_SECRET, or a key derived from the stored server secret) when that matters.
 */
export function createSandboxPayments(options: SandboxOptions = {}): SandboxPayments {
  const secret = options.secret ?? randomBytes(32).toString('base64url');
  const sign = (body: Buffer | string) => createHmac('sha256', secret).update(body).digest('hex');
  const checkoutPath = (orderId: string) => `/pay/sandbox/${encodeURIComponent(orderId)}`;
  return {
    method: 'sandbox',
    currencies: ['CNY', 'USD'],
    checkoutPath,
    async createPayment(order) {
      const base = options.baseUrl ?? new URL(order.notifyUrl).origin;
      return { kind: 'link', url: new URL(checkoutPath(order.orderId), base).toString() };
    },
    signCallback(notice) {
      const body = JSON.stringify({ ...notice, paidAt: notice.paidAt?.toISOString() });
      return {
        body,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sign(body) },
      };
    },
    async verifyCallback({ headers, rawBody }) {
      const signature = header(headers, SANDBOX_SIGNATURE_HEADER);
      if (!signature) throw new PaymentSignatureError('sandbox', 'no signature');
      if (!sameHex(signature, sign(rawBody))) {
        throw new PaymentSignatureError('sandbox', 'signature does not match the body');
      }
      const parsed = noticeSchema.parse(JSON.parse(rawBody.toString('utf8')));
      return { ...parsed, paidAt: parsed.paidAt ? new Date(parsed.paidAt) : undefined };
    },
    callbackAnswer: (ok) => ({
      status: ok ? 200 : 500,
      contentType: 'application/json',
      body: JSON.stringify({ ok }),
    }),
  };
}
