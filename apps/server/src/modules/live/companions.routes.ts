import type { FastifyInstance } from 'fastify';
import {
  companionIdParams,
  companionSchema,
  companionSessionSchema,
  envelopeSchema,
  pairBody,
  pairingSchema,
  threadIdParams,
} from '@offerpilot/shared';
import { z } from 'zod';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import { tokenFromHeader } from '../auth/authenticate.ts';
import type { Companions } from './companions.service.ts';

/**
 * Pairing a phone with a live session: the main screen's pairings and paired phones (signed in), and the
 * phone's own calls (its companion credential, no sign-in).
 */
export function registerCompanionRoutes(app: FastifyInstance, companions: Companions): void {
  const api = typed(app);
  const preHandler = app.authenticate;
  const tags = ['live'];
  api.post(
    '/api/live/threads/:id/pairings',
    {
      preHandler,
      schema: { tags, params: threadIdParams, response: { 200: envelopeSchema(pairingSchema) } },
    },
    async (request) => ok(await companions.createPairing(request.uid, request.params.id)),
  );
  api.get(
    '/api/live/threads/:id/companions',
    {
      preHandler,
      schema: {
        tags,
        params: threadIdParams,
        response: { 200: envelopeSchema(z.object({ items: z.array(companionSchema) })) },
      },
    },
    async (request) => ok({ items: await companions.list(request.uid, request.params.id) }),
  );
  api.delete(
    '/api/live/threads/:id/companions/:companionId',
    { preHandler, schema: { tags, params: companionIdParams, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await companions.unpair(request.uid, request.params.id, request.params.companionId);
      return ok(null);
    },
  );
  api.post(
    '/api/companion/pair',
    { schema: { tags, body: pairBody, response: { 200: envelopeSchema(companionSessionSchema) } } },
    async (request) => ok(await companions.pair(request.body, request.ip)),
  );
  api.get(
    '/api/companion',
    { schema: { tags, response: { 200: envelopeSchema(companionSessionSchema) } } },
    async (request) => ok(await companions.session(tokenFromHeader(request.headers.authorization))),
  );
}
