import type { FastifyInstance } from 'fastify';
import {
  careerQuoteSchema,
  careerReportResultSchema,
  careerThreadDetailResult,
  careerThreadSchema,
  envelopeSchema,
  threadIdParams,
} from '@offerpilot/shared';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { typed } from '../../http/app.ts';
import { registerReportRoutes } from '../sessions/sessions.routes.ts';
import type { CareerService } from './career.service.ts';

/**
 * The career guide: the price of a start, start one, the records, read one with its events, reset (start over),
 * and its report. A guide speaks the request's language. The chat itself runs on the thread's `chat` socket
 * (command `reply`).
 */
export function registerCareerRoutes(app: FastifyInstance, career: CareerService): void {
  const api = typed(app);
  const preHandler = app.authenticate;
  const tags = ['career'];
  const thread = envelopeSchema(careerThreadSchema);
  api.post(
    '/api/career/threads',
    { preHandler, schema: { tags, response: { 200: thread } } },
    async (request) => ok(await career.start(request.uid, request.lang)),
  );
  api.get(
    '/api/career/quote',
    { preHandler, schema: { tags, response: { 200: envelopeSchema(careerQuoteSchema) } } },
    async (request) => ok(await career.quote(request.uid)),
  );
  const list = envelopeSchema(z.object({ items: z.array(careerThreadSchema) }));
  api.get('/api/career/threads', { preHandler, schema: { tags, response: { 200: list } } }, async (request) =>
    ok({ items: await career.list(request.uid) }),
  );
  const detail = {
    preHandler,
    schema: { tags, params: threadIdParams, response: { 200: envelopeSchema(careerThreadDetailResult) } },
  };
  api.get('/api/career/threads/:id', detail, async (request) =>
    ok(await career.detail(request.uid, request.params.id)),
  );
  const reset = {
    preHandler,
    schema: {
      tags,
      params: threadIdParams,
      response: { 200: thread },
    },
  };
  api.post('/api/career/threads/:id/reset', reset, async (request) =>
    ok(await career.reset(request.uid, request.params.id, request.lang)),
  );
  registerReportRoutes(app, {
    base: '/api/career/threads',
    tags,
    result: careerReportResultSchema,
    read: (uid, id, retry) => career.report(uid, id, retry),
  });
}
