import type { FastifyInstance } from 'fastify';
import {
  envelopeSchema,
  listPositionsQuery,
  listPositionsResult,
  positionDetailSchema,
  positionQuestionsResult,
  positionSlugParams,
} from '@offerpilot/shared';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import type { JobsService } from './jobs.service.ts';

/** The job center's API, for signed-in users, in the request's language. */
export function registerJobsRoutes(app: FastifyInstance, jobs: JobsService): void {
  const api = typed(app);
  api.get(
    '/api/jobs',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['jobs'],
        querystring: listPositionsQuery,
        response: { 200: envelopeSchema(listPositionsResult) },
      },
    },
    async (request) => ok(await jobs.list(request.query, request.lang)),
  );
  api.get(
    '/api/jobs/:slug',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['jobs'],
        params: positionSlugParams,
        response: { 200: envelopeSchema(positionDetailSchema) },
      },
    },
    async (request) => ok(await jobs.detail(request.params.slug, request.uid, request.lang)),
  );
  api.get(
    '/api/jobs/:slug/questions',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['jobs'],
        params: positionSlugParams,
        response: { 200: envelopeSchema(positionQuestionsResult) },
      },
    },
    async (request) => ok({ items: await jobs.questions(request.params.slug, request.lang) }),
  );
}
