import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createPaymentProviders } from '../../providers/payments/index.ts';
import { purposeKey } from '../../lib/server-secret.ts';
import { scheduleOrderExpiry } from './order-expiry.ts';
import { registerOrderRoutes } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import { loadPriceList } from './price-list.ts';
import { registerSandboxCheckout } from './sandbox-checkout.routes.ts';

/**
 * Recharge and payments (PRODUCT.md section 4): the price list, the payment providers chosen by settings
 * (the sandbox key derived from the stored server secret, so it holds across restarts and processes), the
 * order routes, the vendors' callbacks, the sandbox checkout page and the expiry sweep.
 */
export async function registerBilling(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const prices = loadPriceList(ctx.env.PACKAGES_FILE);
  const providers = createPaymentProviders(ctx.env, {
    sandboxSecret: await purposeKey(ctx.db, 'payment-sandbox'),
    clock: ctx.clock,
    log: app.log,
  });
  const orders = createOrdersService({ ctx, log: app.log, providers, prices });
  registerOrderRoutes(app, ctx, orders);
  await registerPaymentRoutes(app, ctx, providers);
  if (providers.sandbox) await registerSandboxCheckout(app, ctx, providers.sandbox);
  await scheduleOrderExpiry(ctx, app.log);
}
