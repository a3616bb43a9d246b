import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeLang, orderIdParams, pageQuery, translate, type Lang } from '@offerpilot/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { typed } from '../../http/app.ts';
import { invalidInput } from '../../http/error-handler.ts';
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
  const invalid = invalidInput(error, request, lang);
  if (invalid) return invalid.message;
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
 * The checkout's language: the link's `?lang=` when it has one, else the order's. An order is priced in the
 * currency of the language it was made in (CNY for zh, USD for en, `currencyFor`), so a Chinese order's
 * checkout is in Chinese whatever language the browser that opens the link sends.
 */
function checkoutLang(request: FastifyRequest, order: OrderRow): Lang {
  const asked = (request.query as { lang?: string }).lang;
  if (asked) return normalizeLang(asked);
  return order.currency === 'USD' ? 'en' : 'zh';
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
      const row = await payable(request.params.id);
      const lang = checkoutLang(request, row);
      const order = toOrder(row, ctx.clock.now());
      const action = `${sandbox.checkoutPath(order.id)}?lang=${lang}`;
      return html(reply, checkoutPage(lang, order, action));
    });
    typed(scope).post(
      path,
      { schema: { ...schema, body: checkoutBody }, errorHandler: htmlErrors },
      async (request, reply) => {
        const row = await payable(request.params.id);
        const lang = checkoutLang(request, row);
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
