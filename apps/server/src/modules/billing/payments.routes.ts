import type { FastifyInstance, FastifyReply } from 'fastify';
import { paymentMethodSchema } from '@offerpilot/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { typed } from '../../http/app.ts';
import { AppError, rateLimited } from '../../core/errors.ts';
import { createLimiterFactory } from '../../lib/limiter.ts';
import {
  type CallbackAnswer,
  type PaymentProviders,
  PaymentSignatureError,
} from '../../providers/payments/index.ts';
import { createForgedCallbacks } from './forged-callbacks.ts';
import { insertNotice } from './orders.repo.ts';
import { settleNotice } from './settle.ts';

const notifyParams = z.object({ method: paymentMethodSchema });

/** Path of a provider's callback route; the notify URL sent with each payment. */
export const notifyPath = (method: string) => `/api/payments/${method}/notify`;

function answer(reply: FastifyReply, a: CallbackAnswer) {
  return reply
    .code(a.status)
    .type(a.contentType ?? 'text/plain; charset=utf-8')
    .send(a.body);
}

/**
 * POST /api/payments/:method/notify: the vendors' callbacks. The body stays raw bytes (vendors sign them;
 * JSON for WeChat Pay, Stripe and the sandbox, a form for Alipay) through a parser of this scope only.
 * A signature that does not hold is a 400 (429 with Retry-After once its address failed too often) and a
 * count, never a row, a log line each or a credit (forged-callbacks.ts); an authentic notice is settled
 * (settle.ts) and answered the way its vendor expects, not ok only when it must come again.
 */
export async function registerPaymentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  providers: PaymentProviders,
): Promise<void> {
  const forged = createForgedCallbacks(createLimiterFactory(ctx.redis, ctx.env.REDIS_KEY_PREFIX), app.log);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    typed(scope).post(
      '/api/payments/:method/notify',
      // No access line per callback (a flood would write one each): authentic ones leave a notice row.
      { schema: { tags: ['billing'], params: notifyParams }, logLevel: 'warn' },
      async (request, reply) => {
        const { method } = request.params;
        const provider = providers.byMethod[method];
        if (!provider) throw new AppError('route.notFound', { path: notifyPath(method) });
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const remoteAddr = request.ip;
        const record = (outcome: string, detail: string, orderId: string | null = null) =>
          insertNotice(ctx.db, { method, orderId, outcome, detail, remoteAddr });
        let notice;
        try {
          const query = request.query as Record<string, string>;
          notice = await provider.verifyCallback({ headers: request.headers, rawBody, query });
        } catch (error) {
          if (error instanceof PaymentSignatureError) {
            // The reason and the sender are counted, never the body: it may carry what a forger wants logged.
            const wait = await forged.reject({ method, reason: error.reason, remoteAddr });
            throw wait === null ? new AppError('payment.signatureInvalid') : rateLimited(wait);
          }
          request.log.error({ err: error, method }, 'payment callback unreadable');
          await record('rejected', 'unreadable');
          return answer(reply, provider.callbackAnswer(false));
        }
        if (!notice) {
          await record('ignored', 'nothing to settle');
          return answer(reply, provider.callbackAnswer(true));
        }
        try {
          await settleNotice(ctx, request.log, method, notice, remoteAddr);
          return answer(reply, provider.callbackAnswer(true));
        } catch (error) {
          // Not recorded as settled: the vendor is told to call again.
          request.log.error({ err: error, method, orderId: notice.orderId }, 'payment notice not settled');
          await record('error', 'not settled', notice.orderId).catch(() => undefined);
          return answer(reply, provider.callbackAnswer(false));
        }
      },
    );
  });
}
