import type { FastifyInstance } from 'fastify';
import { envelopeSchema, healthResult } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';

const started = Date.now();

/** GET /api/health: answers once the database answers. */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  typed(app).get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: envelopeSchema(healthResult) } } },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return ok({
        status: 'ok' as const,
        version: ctx.env.LATEST_API_VERSION,
        mode: ctx.mode,
        uptime: Math.round((Date.now() - started) / 1000),
      });
    },
  );
}
