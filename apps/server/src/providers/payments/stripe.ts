import type Stripe from 'stripe';
import {
  type Clock,
  header,
  type PaymentNotice,
  type PaymentProvider,
  PaymentSignatureError,
  systemClock,
} from './types.ts';

export interface StripeConfig {
  secretKey: string;
  /** The endpoint's signing secret, whsec_... */
  webhookSecret: string;
  /** Another API origin (tests: a local fake); unset means api.stripe.com. */
  apiBase?: string;
  timeoutMs?: number;
  clock?: Clock;
}

const MINUTE = 60;
/** Stripe accepts a session's expires_at from 30 minutes to 24 hours after its creation. */
const EXPIRY_RANGE = { min: 31 * MINUTE, max: 24 * 60 * MINUTE - MINUTE };

function endpoint(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
  };
}

function orderIdOf(session: Stripe.Checkout.Session): string | undefined {
  return session.client_reference_id ?? session.metadata?.orderId;
}

function toNotice(session: Stripe.Checkout.Session, status: PaymentNotice['status'], at: Date) {
  const orderId = orderIdOf(session);
  if (!orderId) return null; // a session this app did not create
  const currency = session.currency?.toUpperCase();
  if (currency !== 'USD' && currency !== 'CNY') throw new Error(`Stripe reported currency ${currency}`);
  const intent = session.payment_intent;
  return {
    orderId,
    status,
    amountMinor: session.amount_total ?? 0,
    currency,
    providerTxnId: (typeof intent === 'string' ? intent : intent?.id) ?? session.id,
    paidAt: status === 'paid' ? at : undefined,
  } satisfies PaymentNotice;
}

/** What a Checkout Session event says about its order; null for events that settle nothing. */
function fromEvent(event: Stripe.Event): PaymentNotice | null {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed methods complete unpaid, then send async_payment_succeeded or _failed.
      return event.data.object.payment_status === 'paid' ? toNotice(event.data.object, 'paid', at) : null;
    case 'checkout.session.async_payment_succeeded':
      return toNotice(event.data.object, 'paid', at);
    case 'checkout.session.async_payment_failed':
      return toNotice(event.data.object, 'failed', at);
    case 'checkout.session.expired':
      return toNotice(event.data.object, 'closed', at);
    default:
      return null;
  }
}

/** Stripe Checkout (a hosted page) and its signed webhooks, through the official SDK. */
export function createStripePayments(config: StripeConfig): PaymentProvider {
  const clock = config.clock ?? systemClock;
  // The SDK loads with the first payment, not at every start of a server that may never use it.
  let loaded: Promise<{ sdk: typeof Stripe; stripe: Stripe }> | undefined;
  const client = () =>
    (loaded ??= import('stripe').then(({ default: sdk }) => ({
      sdk,
      stripe: new sdk(config.secretKey, {
        ...endpoint(config.apiBase),
        timeout: config.timeoutMs ?? 20_000,
        maxNetworkRetries: 2,
        telemetry: false,
      }),
    })));

  return {
    method: 'stripe',
    currencies: ['USD', 'CNY'],
    async createPayment(order) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const wanted = Math.floor(order.expiresAt.getTime() / 1000);
      const expiresAt = Math.min(Math.max(wanted, now + EXPIRY_RANGE.min), now + EXPIRY_RANGE.max);
      const { stripe } = await client();
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.amountMinor,
              product_data: { name: order.description },
            },
          },
        ],
        client_reference_id: order.orderId,
        metadata: { orderId: order.orderId },
        payment_intent_data: { metadata: { orderId: order.orderId } },
        success_url: order.returnUrl,
        cancel_url: order.returnUrl,
        expires_at: expiresAt,
        locale: order.lang === 'zh' ? 'zh' : 'en',
      });
      if (!session.url) throw new Error('Stripe gave no Checkout URL');
      return { kind: 'link', url: session.url, providerRef: session.id };
    },
    async verifyCallback({ headers, rawBody }) {
      const signature = header(headers, 'stripe-signature');
      if (!signature) throw new PaymentSignatureError('stripe', 'no Stripe-Signature');
      const { sdk, stripe } = await client();
      let event: Stripe.Event;
      try {
        // Default tolerance: five minutes between the signed timestamp and now.
        const now = clock.now().getTime();
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          undefined,
          undefined,
          now,
        );
      } catch (error) {
        if (error instanceof sdk.errors.StripeSignatureVerificationError) {
          throw new PaymentSignatureError('stripe', error.message);
        }
        throw error;
      }
      return fromEvent(event);
    },
    callbackAnswer: (ok) => ({
      status: ok ? 200 : 500,
      contentType: 'application/json',
      body: JSON.stringify({ received: ok }),
    }),
    async queryStatus({ providerRef }) {
      if (!providerRef) return null;
      const { stripe } = await client();
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      const at = clock.now();
      if (session.payment_status === 'paid') return toNotice(session, 'paid', at);
      return session.status === 'expired' ? toNotice(session, 'closed', at) : null;
    },
  };
}
