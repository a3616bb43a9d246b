import type { FastifyInstance } from 'fastify';
import {
  createThreadBody,
  envelopeSchema,
  liveQuoteSchema,
  liveReportResultSchema,
  threadDetailResult,
  threadIdParams,
  threadSchema,
} from '@offerpilot/shared';
import { z } from 'zod';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import { registerReportRoutes } from '../sessions/sessions.routes.ts';
import type { LiveService } from './live.service.ts';

/** Live-assistant threads: the price of a start, open one, list them, read one with its stored events, end one, delete an ended one. */
export function registerLiveRoutes(app: FastifyInstance, live: LiveService): void {
  const api = typed(app);
  const preHandler = app.authenticate;
  const tags = ['live'];
  api.post(
    '/api/live/threads',
    { preHandler, schema: { tags, body: createThreadBody, response: { 200: envelopeSchema(threadSchema) } } },
    async (request) => ok(await live.create(request.uid, request.body, request.lang)),
  );
  api.get(
    '/api/live/quote',
    { preHandler, schema: { tags, response: { 200: envelopeSchema(liveQuoteSchema) } } },
    async (request) => ok(await live.quote(request.uid)),
  );
  api.get(
    '/api/live/threads',
    {
      preHandler,
      schema: { tags, response: { 200: envelopeSchema(z.object({ items: z.array(threadSchema) })) } },
    },
    async (request) => ok({ items: await live.list(request.uid) }),
  );
  api.get(
    '/api/live/threads/:id',
    {
      preHandler,
      schema: { tags, params: threadIdParams, response: { 200: envelopeSchema(threadDetailResult) } },
    },
    async (request) => ok(await live.detail(request.uid, request.params.id)),
  );
  registerReportRoutes(app, {
    base: '/api/live/threads',
    tags,
    result: liveReportResultSchema,
    read: (uid, id, retry) => live.report(uid, id, retry),
  });
  api.delete(
    '/api/live/threads/:id',
    { preHandler, schema: { tags, params: threadIdParams, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await live.remove(request.uid, request.params.id);
      return ok(null);
    },
  );
  api.post(
    '/api/live/threads/:id/end',
    { preHandler, schema: { tags, params: threadIdParams, response: { 200: envelopeSchema(threadSchema) } } },
    async (request) => ok(await live.end(request.uid, request.params.id)),
  );
}
