import type { FastifyInstance } from 'fastify';
import { envelopeSchema, healthResult, readyResult } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { typed } from '../../http/app.ts';
import { fail, ok } from '../../core/envelope.ts';
import { readiness } from './readiness.ts';

const started = Date.now();

/** GET /api/health (liveness: answers once the database answers) and GET /api/ready (readiness). */
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
  typed(app).get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        response: { 200: envelopeSchema(readyResult), 503: envelopeSchema(readyResult) },
      },
    },
    async (request, reply) => {
      const result = await readiness(ctx);
      if (result.status === 'ready') return ok(result);
      const key = result.status === 'shuttingDown' ? 'server.shuttingDown' : 'server.notReady';
      return reply.code(503).send(fail(request.lang, 503, key, {}, result) as never);
    },
  );
}
