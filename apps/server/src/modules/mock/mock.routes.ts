import type { FastifyInstance } from 'fastify';
import {
  createMockThreadBody,
  envelopeSchema,
  mockMeetingQuery,
  mockMeetingSchema,
  mockQuoteSchema,
  mockReportResultSchema,
  mockThreadDetailResult,
  mockThreadSchema,
  mockTurnParams,
  threadIdParams,
} from '@offerpilot/shared';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { typed } from '../../http/app.ts';
import { tokenFromHeader } from '../auth/authenticate.ts';
import { registerReportRoutes } from '../sessions/sessions.routes.ts';
import type { MockService } from './mock.service.ts';

/**
 * Mock interviews: the price of a start, open one, list them, read one with its events, end, delete, its
 * report, a turn's speech; and /MockMeeting's questions, open to visitors (`viewer` reads a token if any).
 */
export function registerMockRoutes(
  app: FastifyInstance,
  mock: MockService,
  viewer: (token: string | null) => Promise<number | null>,
): void {
  const api = typed(app);
  const preHandler = app.authenticate;
  const tags = ['mock'];
  const thread = envelopeSchema(mockThreadSchema);
  api.post(
    '/api/mock/threads',
    { preHandler, schema: { tags, body: createMockThreadBody, response: { 200: thread } } },
    async (request) => ok(await mock.create(request.uid, request.body, request.lang)),
  );
  api.get(
    '/api/mock/quote',
    { preHandler, schema: { tags, response: { 200: envelopeSchema(mockQuoteSchema) } } },
    async (request) => ok(await mock.quote(request.uid)),
  );
  const list = envelopeSchema(z.object({ items: z.array(mockThreadSchema) }));
  api.get('/api/mock/threads', { preHandler, schema: { tags, response: { 200: list } } }, async (request) =>
    ok({ items: await mock.list(request.uid) }),
  );
  const detail = {
    preHandler,
    schema: { tags, params: threadIdParams, response: { 200: envelopeSchema(mockThreadDetailResult) } },
  };
  api.get('/api/mock/threads/:id', detail, async (request) =>
    ok(await mock.detail(request.uid, request.params.id)),
  );
  const byId = { preHandler, schema: { tags, params: threadIdParams, response: { 200: thread } } };
  api.post('/api/mock/threads/:id/end', byId, async (request) =>
    ok(await mock.end(request.uid, request.params.id)),
  );
  const removed = {
    preHandler,
    schema: { tags, params: threadIdParams, response: { 200: envelopeSchema(z.null()) } },
  };
  api.delete('/api/mock/threads/:id', removed, async (request) => {
    await mock.remove(request.uid, request.params.id);
    return ok(null);
  });
  registerReportRoutes(app, {
    base: '/api/mock/threads',
    tags,
    result: mockReportResultSchema,
    read: (uid, id, retry) => mock.report(uid, id, retry),
  });
  api.get(
    '/api/mock/threads/:id/turns/:turnId/speech',
    { preHandler, schema: { tags, params: mockTurnParams } },
    async (request, reply) => {
      const { audio, mime } = await mock.speech(request.uid, request.params.id, request.params.turnId);
      return reply.type(mime).header('cache-control', 'private, max-age=86400').send(audio);
    },
  );
  api.get(
    '/api/mock/meeting',
    { schema: { tags, querystring: mockMeetingQuery, response: { 200: envelopeSchema(mockMeetingSchema) } } },
    async (request) => {
      const uid = await viewer(tokenFromHeader(request.headers.authorization));
      return ok(await mock.meeting(uid, request.query.lang ?? request.lang));
    },
  );
}
