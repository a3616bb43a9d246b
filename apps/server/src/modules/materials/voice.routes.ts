import type { FastifyInstance } from 'fastify';
import { envelopeSchema, VOICE_MAX_BYTES, voiceSampleSchema } from '@offerpilot/shared';
import { z } from 'zod';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import { readUpload, type AdmitUpload } from './upload.ts';
import type { VoiceService } from './voice.service.ts';

/** The signed-in user's voice sample (one spoken sentence, WAV). */
export function registerVoiceRoutes(app: FastifyInstance, voice: VoiceService, admit: AdmitUpload): void {
  const api = typed(app);
  const preHandler = app.authenticate;
  const tags = ['materials'];
  api.post(
    '/api/materials/voice',
    {
      preHandler,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(voiceSampleSchema) },
      },
    },
    async (request) => {
      await admit(request.uid);
      return ok(await voice.save(request.uid, (await readUpload(request, VOICE_MAX_BYTES)).bytes));
    },
  );
  api.get(
    '/api/materials/voice',
    { preHandler, schema: { tags, response: { 200: envelopeSchema(voiceSampleSchema.nullable()) } } },
    async (request) => ok(await voice.get(request.uid)),
  );
  api.delete(
    '/api/materials/voice',
    { preHandler, schema: { tags, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await voice.remove(request.uid);
      return ok(null);
    },
  );
}
