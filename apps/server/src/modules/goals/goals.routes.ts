import type { FastifyInstance } from 'fastify';
import {
  envelopeSchema,
  goalIdParams,
  goalInputSchema,
  goalListResult,
  goalSchema,
  positionSlugParams,
} from '@offerpilot/shared';
import { z } from 'zod';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import type { GoalsService } from './goals.service.ts';

const goalEnvelope = { 200: envelopeSchema(goalSchema) };

/** Desired positions of the signed-in user (/Dashboard/Goals), in the request's language where they follow a position. */
export function registerGoalsRoutes(app: FastifyInstance, goals: GoalsService): void {
  const api = typed(app);
  const preHandler = app.authenticate;
  const tags = ['goals'];
  api.get(
    '/api/goals',
    { preHandler, schema: { tags, response: { 200: envelopeSchema(goalListResult) } } },
    async (request) => ok({ items: await goals.list(request.uid, request.lang) }),
  );
  api.post(
    '/api/goals',
    { preHandler, schema: { tags, body: goalInputSchema, response: goalEnvelope } },
    async (request) => ok(await goals.create(request.uid, request.body)),
  );
  api.put(
    '/api/goals/:id',
    { preHandler, schema: { tags, params: goalIdParams, body: goalInputSchema, response: goalEnvelope } },
    async (request) => ok(await goals.update(request.uid, request.params.id, request.body, request.lang)),
  );
  api.delete(
    '/api/goals/:id',
    { preHandler, schema: { tags, params: goalIdParams, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await goals.remove(request.uid, request.params.id);
      return ok(null);
    },
  );
  api.post(
    '/api/goals/:id/current',
    { preHandler, schema: { tags, params: goalIdParams, response: goalEnvelope } },
    async (request) => ok(await goals.setCurrent(request.uid, request.params.id, request.lang)),
  );
  api.post(
    '/api/goals/from-position/:slug',
    { preHandler, schema: { tags, params: positionSlugParams, response: goalEnvelope } },
    async (request) => ok(await goals.fromPosition(request.uid, request.params.slug, request.lang)),
  );
}
