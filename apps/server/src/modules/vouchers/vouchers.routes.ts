import type { FastifyInstance } from 'fastify';
import { envelopeSchema, redeemBody, redeemResultSchema } from '@offerpilot/shared';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import type { VoucherService } from './vouchers.service.ts';

/** POST /api/vouchers/redeem (the redeem-gift-code dialog), signed in. */
export function registerVoucherRoutes(app: FastifyInstance, vouchers: VoucherService): void {
  typed(app).post(
    '/api/vouchers/redeem',
    {
      preHandler: app.authenticate,
      schema: { tags: ['billing'], body: redeemBody, response: { 200: envelopeSchema(redeemResultSchema) } },
    },
    async (request) => ok({ grants: await vouchers.redeem(request.uid, request.ip, request.body.code) }),
  );
}
