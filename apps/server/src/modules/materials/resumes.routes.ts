import type { FastifyInstance } from 'fastify';
import {
  envelopeSchema,
  RESUME_MAX_BYTES,
  resumeIdParams,
  resumeListResult,
  resumeSchema,
  resumeTextBody,
  resumeUpdateBody,
} from '@offerpilot/shared';
import { z } from 'zod';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import type { ResumesService } from './resumes.service.ts';
import { readUpload, type AdmitUpload } from './upload.ts';

const resumeEnvelope = { 200: envelopeSchema(resumeSchema) };

/** Resumes of the signed-in user (/Dashboard/Resume, titled Materials). */
export function registerResumeRoutes(
  app: FastifyInstance,
  resumes: ResumesService,
  admit: AdmitUpload,
): void {
  const api = typed(app);
  const preHandler = app.authenticate;
  const tags = ['materials'];
  api.post(
    '/api/materials/resumes',
    { preHandler, schema: { tags, consumes: ['multipart/form-data'], response: resumeEnvelope } },
    async (request) => {
      await admit(request.uid);
      return ok(await resumes.createFromFile(request.uid, await readUpload(request, RESUME_MAX_BYTES)));
    },
  );
  api.post(
    '/api/materials/resumes/text',
    { preHandler, schema: { tags, body: resumeTextBody, response: resumeEnvelope } },
    async (request) => ok(await resumes.createFromText(request.uid, request.body)),
  );
  api.get(
    '/api/materials/resumes',
    { preHandler, schema: { tags, response: { 200: envelopeSchema(resumeListResult) } } },
    async (request) => ok({ items: await resumes.list(request.uid) }),
  );
  api.get(
    '/api/materials/resumes/:id',
    { preHandler, schema: { tags, params: resumeIdParams, response: resumeEnvelope } },
    async (request) => ok(await resumes.get(request.uid, request.params.id)),
  );
  api.put(
    '/api/materials/resumes/:id',
    {
      preHandler,
      schema: { tags, params: resumeIdParams, body: resumeUpdateBody, response: resumeEnvelope },
    },
    async (request) => ok(await resumes.update(request.uid, request.params.id, request.body)),
  );
  api.delete(
    '/api/materials/resumes/:id',
    { preHandler, schema: { tags, params: resumeIdParams, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await resumes.remove(request.uid, request.params.id);
      return ok(null);
    },
  );
  api.post(
    '/api/materials/resumes/:id/default',
    { preHandler, schema: { tags, params: resumeIdParams, response: resumeEnvelope } },
    async (request) => ok(await resumes.makeDefault(request.uid, request.params.id)),
  );
}
