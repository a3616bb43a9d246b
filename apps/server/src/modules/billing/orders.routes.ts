import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createOrderBody,
  envelopeSchema,
  listQuery,
  orderIdParams,
  orderPaymentBody,
  orderSchema,
  orderWithPaymentSchema,
  packagesResultSchema,
  pagedSchema,
} from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import type { OrdersService } from './orders.service.ts';
import { trimEndOf } from '@offerpilot/shared';

/** Where vendors call back and payers return: PUBLIC_URL when set, else the origin the request came to. */
function baseUrl(ctx: AppContext, request: FastifyRequest): string {
  return (
    (ctx.env.PUBLIC_URL && trimEndOf(ctx.env.PUBLIC_URL, '/')) ?? `${request.protocol}://${request.host}`
  );
}

/** The price list and the signed-in user's orders (/Dashboard/Recharge, the payment dialog, the orders list). */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext, orders: OrdersService): void {
  const api = typed(app);
  const preHandler = app.authenticate;
  const tags = ['billing'];
  const orderEnvelope = { 200: envelopeSchema(orderSchema) };
  const paymentEnvelope = { 200: envelopeSchema(orderWithPaymentSchema) };
  api.get(
    '/api/billing/packages',
    { preHandler, schema: { tags, response: { 200: envelopeSchema(packagesResultSchema) } } },
    async (request) => ok(await orders.packages(request.uid, request.lang)),
  );
  api.post(
    '/api/orders',
    { preHandler, schema: { tags, body: createOrderBody, response: paymentEnvelope } },
    async (request) =>
      ok(await orders.create(request.uid, request.lang, request.body, baseUrl(ctx, request))),
  );
  api.get(
    '/api/orders',
    {
      preHandler,
      schema: { tags, querystring: listQuery, response: { 200: envelopeSchema(pagedSchema(orderSchema)) } },
    },
    async (request) => ok(await orders.list(request.uid, request.query.page, request.query.size)),
  );
  api.get(
    '/api/orders/:id',
    { preHandler, schema: { tags, params: orderIdParams, response: orderEnvelope } },
    async (request) => ok(await orders.get(request.uid, request.params.id)),
  );
  api.post(
    '/api/orders/:id/payment',
    {
      preHandler,
      schema: { tags, params: orderIdParams, body: orderPaymentBody, response: paymentEnvelope },
    },
    async (request) => {
      const { uid, lang, params, body } = request;
      return ok(await orders.pay(uid, params.id, body.method, lang, baseUrl(ctx, request)));
    },
  );
  api.post(
    '/api/orders/:id/close',
    { preHandler, schema: { tags, params: orderIdParams, response: orderEnvelope } },
    async (request) => ok(await orders.close(request.uid, request.params.id)),
  );
}
