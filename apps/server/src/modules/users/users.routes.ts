import type { FastifyInstance } from 'fastify';
import { envelopeSchema, updateMetaBody, userInfoResult, userInfoSchema } from '@offerpilot/shared';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import type { UserService } from './user-info.service.ts';

/** GET /api/user/info and POST /api/user/updateMeta, both for the signed-in user. */
export function registerUserRoutes(app: FastifyInstance, users: UserService): void {
  // The answer arrives serialised and checked against this schema already (the hottest route).
  app.get(
    '/api/user/info',
    {
      preHandler: app.authenticate,
      config: { whileCancelling: true },
      schema: { tags: ['user'], response: { 200: envelopeSchema(userInfoResult) } },
    },
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await users.infoJson(request.uid)),
  );
  typed(app).post(
    '/api/user/updateMeta',
    {
      preHandler: app.authenticate,
      config: { whileCancelling: true },
      schema: { tags: ['user'], body: updateMetaBody, response: { 200: envelopeSchema(userInfoSchema) } },
    },
    async (request) => ok(await users.updateMeta(request.uid, request.body)),
  );
}
