import {
  grantsSchema,
  ORDER_TTL_MINUTES,
  PAYMENT_METHODS,
  type CreateOrderBody,
  type Currency,
  type Lang,
  type Order,
  type OrderWithPayment,
  type PackageConfig,
  type PackagesResult,
  type Paged,
  type PaymentMethod,
} from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError, rateLimited } from '../../core/errors.ts';
import { createLimiterFactory, take } from '../../lib/limiter.ts';
import type { PaymentProvider, PaymentProviders } from '../../providers/payments/index.ts';
import { inviterOf } from '../users/users.service.ts';
import { isOpen, newOrderId, toOrder, toPayment } from './order-view.ts';
import {
  expireDue,
  findOwnOrder,
  hasPaidOrder,
  insertOrder,
  moveOrder,
  ordersPage,
  setPayment,
  type OrderRow,
} from './orders.repo.ts';
import { currencyFor, describeGrants, priceOf } from './price-list.ts';
import { settleNotice } from './settle.ts';

/** Payments a user may start (new orders, new payments of an order) per hour: each one calls a vendor. */
const PAYMENT_STARTS_PER_HOUR = 60;
/** A vendor is asked about an open order at most this often, however fast the dialog polls. */
const QUERY_EVERY_SECONDS = 3;
/** Vendors keep a payment open past our expiry (Stripe: 31 minutes at least); asked about for a day. */
const QUERY_AFTER_EXPIRY_MS = 24 * 3_600_000;

export interface BillingDeps {
  ctx: AppContext;
  log: FastifyBaseLogger;
  providers: PaymentProviders;
  prices: PackageConfig[];
}

/** Where callbacks and the payer's browser come back to: PUBLIC_URL, else the request's origin. */
export type BaseUrl = string;

/**
 * Recharge orders (PRODUCT.md section 4): the price list in the request's currency, orders priced by the
 * server (the invitee's first-purchase discount included), payments started with the chosen provider, and
 * the order's status as the payment dialog polls it.
 */
export function createOrdersService({ ctx, log, providers, prices }: BillingDeps) {
  const limiters = createLimiterFactory(ctx.redis, ctx.env.REDIS_KEY_PREFIX);
  const starts = limiters({ name: 'payment-starts', points: PAYMENT_STARTS_PER_HOUR, seconds: 3600 });
  const queries = limiters({ name: 'payment-queries', points: 1, seconds: QUERY_EVERY_SECONDS });
  const { db, clock } = ctx;

  const methodsFor = (currency: Currency): PaymentMethod[] =>
    PAYMENT_METHODS.filter((m) => providers.byMethod[m]?.currencies.includes(currency));

  function providerFor(method: PaymentMethod, currency: string): PaymentProvider {
    const provider = providers.byMethod[method];
    if (!provider || !provider.currencies.some((c) => c === currency)) {
      throw new AppError('billing.methodUnavailable');
    }
    return provider;
  }

  /** The invitee discount holds while the user came through an invitation and has paid no order yet. */
  async function discountOpen(uid: number): Promise<boolean> {
    return (await inviterOf(db, uid)) !== null && !(await hasPaidOrder(db, uid));
  }

  async function admitStart(uid: number): Promise<void> {
    const wait = await take(starts, String(uid));
    if (wait !== null) throw rateLimited(wait);
  }

  /** Registers a payment of the order with the provider; a refusal or silence is 502 payment.providerFailed. */
  async function startPayment(row: OrderRow, provider: PaymentProvider, lang: Lang, base: BaseUrl) {
    try {
      return await provider.createPayment({
        orderId: row.id,
        amountMinor: row.amountMinor,
        currency: row.currency === 'USD' ? 'USD' : 'CNY',
        description: describeGrants(lang, grantsSchema.parse(row.grants)),
        lang,
        notifyUrl: `${base}/api/payments/${provider.method}/notify`,
        returnUrl: `${base}/Dashboard/Recharge?order=${row.id}`,
        expiresAt: row.expiresAt,
      });
    } catch (err) {
      log.warn({ err, method: provider.method, orderId: row.id }, 'payment provider refused a payment');
      throw new AppError('payment.providerFailed');
    }
  }

  async function ownOrder(uid: number, id: string): Promise<OrderRow> {
    const row = await findOwnOrder(db, uid, id);
    if (!row) throw new AppError('order.notFound');
    return row;
  }

  /** A paid notice the vendor gives when asked (its callback may be late or lost), applied like a callback. */
  async function askProvider(row: OrderRow): Promise<OrderRow> {
    const provider = providers.byMethod[row.method as PaymentMethod];
    const now = clock.now().getTime();
    if (!provider?.queryStatus || row.status === 'paid' || row.status === 'closed') return row;
    if (row.expiresAt.getTime() + QUERY_AFTER_EXPIRY_MS < now) return row;
    if ((await take(queries, row.id)) !== null) return row;
    try {
      const notice = await provider.queryStatus({
        orderId: row.id,
        providerRef: row.providerRef ?? undefined,
      });
      if (notice?.status !== 'paid' || notice.orderId !== row.id) return row;
      await settleNotice(ctx, log, provider.method, notice, null);
      return await ownOrder(row.uid, row.id);
    } catch (err) {
      log.warn({ err, method: provider.method, orderId: row.id }, 'payment status query failed');
      return row;
    }
  }

  return {
    /** GET /api/billing/packages */
    async packages(uid: number, lang: Lang): Promise<PackagesResult> {
      const currency = currencyFor(lang);
      const discounted = await discountOpen(uid);
      return {
        packages: prices.map((pkg) => {
          const { listMinor, amountMinor } = priceOf(pkg, currency, discounted);
          const { id, kind, grants } = pkg;
          const list = discounted ? listMinor : null;
          return { id, kind, grants, badge: pkg.badge ?? null, currency, amountMinor, listMinor: list };
        }),
        methods: methodsFor(currency),
        firstPurchaseDiscount: discounted,
      };
    },

    /** POST /api/orders: the server's price; a payment the provider refuses leaves the order closed. */
    async create(uid: number, lang: Lang, body: CreateOrderBody, base: BaseUrl): Promise<OrderWithPayment> {
      const pkg = prices.find((p) => p.id === body.packageId);
      if (!pkg) throw new AppError('billing.packageNotFound');
      const currency = currencyFor(lang);
      const provider = providerFor(body.method, currency);
      await admitStart(uid);
      const discounted = await discountOpen(uid);
      const now = clock.now();
      const row = await insertOrder(db, {
        id: newOrderId(now),
        uid,
        packageId: pkg.id,
        grants: pkg.grants,
        currency,
        ...priceOf(pkg, currency, discounted),
        discounted,
        status: 'created',
        method: body.method,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ORDER_TTL_MINUTES * 60_000),
      });
      let start;
      try {
        start = await startPayment(row, provider, lang, base);
      } catch (error) {
        await moveOrder(db, row.id, ['created'], { status: 'closed' });
        throw error;
      }
      const payment = {
        paymentKind: start.kind,
        paymentUrl: start.url,
        providerRef: start.providerRef ?? null,
      };
      // A callback quicker than this write has already moved the order on: answer it as it is now.
      const stored =
        (await setPayment(db, row.id, { method: body.method, ...payment })) ?? (await ownOrder(uid, row.id));
      return { order: toOrder(stored, clock.now()), payment: toPayment({ ...stored, ...payment }) };
    },

    /** POST /api/orders/:id/payment: a new payment (the same or another method) of an order still open. */
    async pay(uid: number, id: string, method: PaymentMethod, lang: Lang, base: BaseUrl) {
      const row = await ownOrder(uid, id);
      if (!isOpen(row, clock.now())) throw new AppError('order.notPayable');
      const provider = providerFor(method, row.currency);
      await admitStart(uid);
      const start = await startPayment(row, provider, lang, base);
      const payment = {
        paymentKind: start.kind,
        paymentUrl: start.url,
        providerRef: start.providerRef ?? null,
      };
      const stored = await setPayment(db, id, { method, ...payment });
      if (!stored) throw new AppError('order.notPayable');
      return { order: toOrder(stored, clock.now()), payment: toPayment(stored) } satisfies OrderWithPayment;
    },

    /** GET /api/orders: newest first; open orders past their expiry are stored as expired first. */
    async list(uid: number, page: number, size: number): Promise<Paged<Order>> {
      const now = clock.now();
      await expireDue(db, now, uid);
      const { rows, total } = await ordersPage(db, uid, page, size);
      return { items: rows.map((row) => toOrder(row, now)), total, page, size };
    },

    /** GET /api/orders/:id: where the order stands (asking the vendor when it has a way and the order is open). */
    async get(uid: number, id: string): Promise<Order> {
      let row = await askProvider(await ownOrder(uid, id));
      const now = clock.now();
      if (row.status === 'created' && !isOpen(row, now)) {
        row = (await moveOrder(db, id, ['created'], { status: 'expired' })) ?? (await ownOrder(uid, id));
      }
      return toOrder(row, now);
    },

    /** POST /api/orders/:id/close: an open order is closed; closed or expired ones stay; a paid one is 409. */
    async close(uid: number, id: string): Promise<Order> {
      const row = await ownOrder(uid, id);
      const now = clock.now();
      const closed = isOpen(row, now)
        ? await moveOrder(db, id, ['created'], { status: 'closed' })
        : undefined;
      const current = closed ?? (await ownOrder(uid, id));
      if (current.status === 'paid') throw new AppError('order.notPayable');
      return toOrder(current, now);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
