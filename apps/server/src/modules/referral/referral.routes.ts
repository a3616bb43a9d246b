import type { FastifyInstance } from 'fastify';
import {
  envelopeSchema,
  listQuery,
  pagedSchema,
  referralRecordSchema,
  referralSummarySchema,
  withdrawalBody,
} from '@offerpilot/shared';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import type { ReferralService } from './referral.service.ts';

/** The referral programme of the signed-in user: figures, records, withdrawal requests. */
export function registerReferralRoutes(app: FastifyInstance, referral: ReferralService): void {
  const api = typed(app);
  const preHandler = app.authenticate;
  const tags = ['referral'];
  api.get(
    '/api/referral',
    { preHandler, schema: { tags, response: { 200: envelopeSchema(referralSummarySchema) } } },
    async (request) => ok(await referral.summary(request.uid)),
  );
  api.get(
    '/api/referral/records',
    {
      preHandler,
      schema: {
        tags,
        querystring: listQuery,
        response: { 200: envelopeSchema(pagedSchema(referralRecordSchema)) },
      },
    },
    async (request) => ok(await referral.records(request.uid, request.query.page, request.query.size)),
  );
  api.post(
    '/api/referral/withdrawals',
    {
      preHandler,
      schema: { tags, body: withdrawalBody, response: { 200: envelopeSchema(referralRecordSchema) } },
    },
    async (request) => ok(await referral.withdraw(request.uid, request.body)),
  );
}
