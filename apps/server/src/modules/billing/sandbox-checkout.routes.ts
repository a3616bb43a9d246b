import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { orderIdParams, pageQuery, translate, validate, type Lang } from '@offerpilot/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { typed } from '../../http/app.ts';
import { AppError } from '../../core/errors.ts';
import { pageLang } from '../../lib/html.ts';
import type { PaymentNotice, SandboxPayments } from '../../providers/payments/index.ts';
import { isOpen, toOrder } from './order-view.ts';
import { findOrder, type OrderRow } from './orders.repo.ts';
import { notifyPath } from './payments.routes.ts';
import { checkoutPage, checkoutResultPage } from './sandbox-checkout.page.ts';

const checkoutBody = z.object({ action: z.enum(['pay', 'cancel']) });
const CALLBACK_TIMEOUT_MS = 10_000;

/** Why a request failed, in the page's language: a known error, the first invalid field, or a system error. */
function failureText(error: FastifyError, request: FastifyRequest, lang: Lang): string {
  if (error instanceof AppError) return translate(lang, error.key, error.params);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = (error.validationContext ?? 'body') as 'body' | 'params' | 'querystring';
    const schema = request.routeOptions.schema?.[part] as z.ZodType | undefined;
    const data = part === 'querystring' ? request.query : request[part];
    const checked = schema && validate(schema, data, lang);
    if (checked && !checked.ok) return checked.message;
  }
  return translate(lang, (error.statusCode ?? 500) < 500 ? 'body.malformed' : 'system.error');
}

/** Failures are pages too, in the page's language. */
function htmlErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = pageLang(request);
  const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
  if (status >= 500 && !(error instanceof AppError)) request.log.error({ err: error }, 'sandbox checkout');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(checkoutResultPage(lang, 'failed', failureText(error, request, lang)));
}

/**
 * The callback goes to this very process over real HTTP: the address and port the browser's request came
 * in on. Not the Host header, which the browser (or anyone) chooses: that would let a form post make the
 * server call any address.
 */
function selfNotifyUrl(request: FastifyRequest): string {
  const { localAddress, localPort } = request.socket;
  const host = localAddress?.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}${notifyPath('sandbox')}`;
}

/**
 * GET and POST /pay/sandbox/:id: the sandbox provider's checkout page (PRODUCT.md section 4). Only orders
 * whose current payment is the sandbox's and that are still open may be paid here. "Pay" and "Cancel" make
 * the app post the signed callback to its own notify route, exactly as a vendor would.
 */
export async function registerSandboxCheckout(
  app: FastifyInstance,
  ctx: AppContext,
  sandbox: SandboxPayments,
): Promise<void> {
  const payable = async (id: string): Promise<OrderRow> => {
    const row = await findOrder(ctx.db, id);
    if (!row) throw new AppError('order.notFound');
    if (row.method !== 'sandbox' || !isOpen(row, ctx.clock.now())) throw new AppError('order.notPayable');
    return row;
  };
  const html = (reply: FastifyReply, page: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  const path = '/pay/sandbox/:id';

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const schema = { hide: true, params: orderIdParams, querystring: pageQuery };
    typed(scope).get(path, { schema, errorHandler: htmlErrors }, async (request, reply) => {
      const lang = pageLang(request);
      const order = toOrder(await payable(request.params.id), ctx.clock.now());
      const action = `${sandbox.checkoutPath(order.id)}?lang=${lang}`;
      return html(reply, checkoutPage(lang, order, action));
    });
    typed(scope).post(
      path,
      { schema: { ...schema, body: checkoutBody }, errorHandler: htmlErrors },
      async (request, reply) => {
        const lang = pageLang(request);
        const row = await payable(request.params.id);
        const paying = request.body.action === 'pay';
        const notice: PaymentNotice = {
          orderId: row.id,
          status: paying ? 'paid' : 'failed',
          amountMinor: row.amountMinor,
          currency: row.currency === 'USD' ? 'USD' : 'CNY',
          providerTxnId: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
          paidAt: paying ? ctx.clock.now() : undefined,
        };
        const { body, headers } = sandbox.signCallback(notice);
        const signal = AbortSignal.timeout(CALLBACK_TIMEOUT_MS);
        const sent = await fetch(selfNotifyUrl(request), { method: 'POST', headers, body, signal }).catch(
          (err: unknown) => (request.log.error({ err }, 'sandbox callback not delivered'), null),
        );
        if (!sent?.ok) throw new AppError('payment.providerFailed');
        if (!paying) return html(reply, checkoutResultPage(lang, 'cancelled'));
        const after = await findOrder(ctx.db, row.id);
        if (after?.status !== 'paid') throw new AppError('order.notPayable');
        return html(reply, checkoutResultPage(lang, 'paid'));
      },
    );
  });
}
