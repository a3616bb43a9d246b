import { z } from 'zod';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  REFERRAL_RECORD_KINDS,
  VIP_LEVELS,
  WITHDRAWAL_MIN_MONEY,
} from '../constants.ts';

/**
 * Credits, recharge, vouchers and referral (PRODUCT.md section 4, SPEC.md sections 2, 3, 8 and 9). Prices are
 * integers in minor units (fen for CNY, cents for USD). `money` (referral cashback) is one balance in fen: the
 * cashback of a USD order is converted at the configured rate (`CASHBACK_USD_CNY`) when it is credited.
 */

export const currencySchema = z.enum(['CNY', 'USD']);
export type Currency = z.infer<typeof currencySchema>;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const vipLevelSchema = z.enum(VIP_LEVELS);
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** What a package, an order or a voucher gives: counts of items and plan days. */
export const grantsSchema = z
  .object({
    credit: z.number().int().min(0).optional(),
    mocks: z.number().int().min(0).optional(),
    assistants: z.number().int().min(0).optional(),
    careers: z.number().int().min(0).optional(),
    /** Plan days at `vipLevel`, added after the current plan's end (or from now). */
    vipDays: z.number().int().min(0).optional(),
    vipLevel: vipLevelSchema.optional(),
  })
  .strict()
  .refine((g) => !g.vipDays || g.vipLevel, {
    message: 'vipLevel is required with vipDays',
    path: ['vipLevel'],
  });
export type Grants = z.infer<typeof grantsSchema>;

/** One package of the price list, as the operator configures it (`PACKAGES_FILE`) or the default list. */
export const packageConfigSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    kind: z.enum(['credits', 'plan']),
    grants: grantsSchema,
    /** Price in minor units per currency: CNY for zh, USD for en. */
    price: z.object({ CNY: z.number().int().positive(), USD: z.number().int().positive() }).strict(),
    /** Shown as a ribbon ("best value"): a key of web.json's `recharge.badge.*`. */
    badge: z.enum(['popular', 'bestValue']).optional(),
  })
  .strict();
export type PackageConfig = z.infer<typeof packageConfigSchema>;
export const packageListSchema = z.array(packageConfigSchema).min(1);

/** GET /api/billing/packages: the price list in the request's currency, with the invitee discount applied. */
export const packageViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['credits', 'plan']),
  grants: grantsSchema,
  badge: z.enum(['popular', 'bestValue']).nullable(),
  currency: currencySchema,
  /** What the user pays now. */
  amountMinor: z.number().int(),
  /** The list price, when a discount applies (else null). */
  listMinor: z.number().int().nullable(),
});
export type PackageView = z.infer<typeof packageViewSchema>;
export const packagesResultSchema = z.object({
  packages: z.array(packageViewSchema),
  methods: z.array(paymentMethodSchema),
  /** True while the invitee's first-purchase discount is unused. */
  firstPurchaseDiscount: z.boolean(),
});
export type PackagesResult = z.infer<typeof packagesResultSchema>;

/** POST /api/orders: the client names the package and the method; the server computes the price. */
export const createOrderBody = z
  .object({ packageId: z.string().min(1).max(40), method: paymentMethodSchema })
  .strict();
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** POST /api/orders/:id/payment: a new payment for the same order (reopen the link or change the method). */
export const orderPaymentBody = z.object({ method: paymentMethodSchema }).strict();

export const orderIdParams = z.object({ id: z.string().regex(/^OP[0-9A-Z]{10,30}$/) });

export const orderSchema = z.object({
  id: z.string(),
  packageId: z.string(),
  grants: grantsSchema,
  currency: currencySchema,
  amountMinor: z.number().int(),
  listMinor: z.number().int(),
  discounted: z.boolean(),
  status: orderStatusSchema,
  method: paymentMethodSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** How to pay: a QR code to scan (WeChat, Alipay) or a link to open (sandbox checkout, Stripe). */
export const paymentSchema = z.object({ kind: z.enum(['qr', 'link']), url: z.string() });
export type Payment = z.infer<typeof paymentSchema>;
export const orderWithPaymentSchema = z.object({ order: orderSchema, payment: paymentSchema });
export type OrderWithPayment = z.infer<typeof orderWithPaymentSchema>;

/** Paged lists: `?page=1&size=10`. */
export const listQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();
export type ListQuery = z.infer<typeof listQuery>;
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** The items of the ledger (PRODUCT.md section 4); `vip` rows count plan days. */
export const LEDGER_ITEMS = ['credit', 'mocks', 'assistants', 'careers', 'money', 'vip'] as const;
export const ledgerItemSchema = z.enum(LEDGER_ITEMS);
export type LedgerItem = z.infer<typeof ledgerItemSchema>;

/** GET /api/billing/usage: one ledger row (usage record: date, type, change, reason). */
export const usageRecordSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  item: ledgerItemSchema,
  change: z.number().int(),
  /** A key of web.json's `usage.reason.*` (translated by the web app). */
  reason: z.string(),
  reference: z.string().nullable(),
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;

/** POST /api/vouchers/redeem. Codes are letters and digits, dashes and spaces ignored, any case. */
export const redeemBody = z
  .object({
    code: z
      .string()
      .trim()
      .min(4)
      .max(64)
      .regex(/^[A-Za-z0-9 -]+$/),
  })
  .strict();
export type RedeemBody = z.infer<typeof redeemBody>;
/** What the code granted, for the dialog. */
export const redeemResultSchema = z.object({ grants: grantsSchema });
export type RedeemResult = z.infer<typeof redeemResultSchema>;

/** GET /api/referral: the programme's figures for the signed-in user. */
export const referralRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REFERRAL_RECORD_KINDS),
  /** The friend, masked (register and recharge records). */
  friend: z.string().nullable(),
  credit: z.number().int(),
  /** Cashback (recharge, positive) or withdrawal (negative), in fen. */
  money: z.number().int(),
  /** Withdrawals: requested, settled or rejected. */
  status: z.enum(['requested', 'settled', 'rejected']).nullable(),
  createdAt: z.string(),
});
export type ReferralRecord = z.infer<typeof referralRecordSchema>;
export const referralSummarySchema = z.object({
  uid: z.number().int(),
  invited: z.number().int(),
  totalCredit: z.number().int(),
  /** The `money` balance (cashback not yet withdrawn), in fen. */
  money: z.number().int(),
  pendingWithdrawal: z.number().int(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** POST /api/referral/withdrawals: asks support to pay out cashback to an account they can pay. */
export const withdrawalBody = z
  .object({
    amount: z.number().int().min(WITHDRAWAL_MIN_MONEY),
    /** Where support pays it: an Alipay account, a PayPal e-mail, and so on. */
    account: z.string().trim().min(3).max(120),
  })
  .strict();
export type WithdrawalBody = z.infer<typeof withdrawalBody>;
