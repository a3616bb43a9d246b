import type { FastifyInstance } from 'fastify';
import {
  envelopeSchema,
  ledgerItemSchema,
  listQuery,
  pagedSchema,
  usageRecordSchema,
  type UsageRecord,
} from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import { ledgerPage } from './credits.repo.ts';

/** Usage records (SPEC.md section 3: date, type, change, reason): the user's ledger, newest first, paged. */
export function registerCreditsRoutes(app: FastifyInstance, ctx: AppContext): void {
  typed(app).get(
    '/api/billing/usage',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['billing'],
        querystring: listQuery,
        response: { 200: envelopeSchema(pagedSchema(usageRecordSchema)) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await ledgerPage(ctx.db, request.uid, page, size);
      const items = rows.map((row): UsageRecord => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        item: ledgerItemSchema.parse(row.item),
        change: row.change,
        reason: row.reason,
        reference: row.reference,
      }));
      return ok({ items, total, page, size });
    },
  );
}
