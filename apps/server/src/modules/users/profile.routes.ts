import type { FastifyInstance } from 'fastify';
import { envelopeSchema, profileBody, profileSchema } from '@offerpilot/shared';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import type { ProfileService } from './profile.service.ts';

/** GET and PUT /api/user/profile for the signed-in user (/Dashboard/User-profile). */
export function registerProfileRoutes(app: FastifyInstance, profiles: ProfileService): void {
  const api = typed(app);
  const response = { 200: envelopeSchema(profileSchema) };
  api.get(
    '/api/user/profile',
    { preHandler: app.authenticate, schema: { tags: ['user'], response } },
    async (request) => ok(await profiles.get(request.uid)),
  );
  api.put(
    '/api/user/profile',
    { preHandler: app.authenticate, schema: { tags: ['user'], body: profileBody, response } },
    async (request) => ok(await profiles.update(request.uid, request.body)),
  );
}
