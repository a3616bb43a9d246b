import type { FastifyInstance } from 'fastify';
import {
  createThreadBody,
  envelopeSchema,
  threadDetailResult,
  threadIdParams,
  threadSchema,
} from '@offerpilot/shared';
import { z } from 'zod';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import type { LiveService } from './live.service.ts';

/** Live-assistant threads: open one, list them, read one with its stored events, end one. */
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
  api.post(
    '/api/live/threads/:id/end',
    { preHandler, schema: { tags, params: threadIdParams, response: { 200: envelopeSchema(threadSchema) } } },
    async (request) => ok(await live.end(request.uid, request.params.id)),
  );
}
