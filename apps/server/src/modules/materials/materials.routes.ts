import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../../context.ts';
import { registerResumeRoutes } from './resumes.routes.ts';
import { createResumesService, type ResumesService } from './resumes.service.ts';
import { uploadAllowance } from './upload.ts';
import { registerVoiceRoutes } from './voice.routes.ts';
import { createVoiceService } from './voice.service.ts';

/**
 * The Materials API (resumes and the voice sample), with multipart uploads accepted on these routes only;
 * answers the resumes service, which other modules use to read a user's resumes.
 */
export async function registerMaterials(app: FastifyInstance, ctx: AppContext): Promise<ResumesService> {
  const admit = uploadAllowance(ctx);
  const resumes = createResumesService(ctx);
  app.addHook('onClose', () => resumes.close());
  await app.register(async (scope) => {
    await scope.register(multipart);
    registerResumeRoutes(scope, resumes, admit);
    registerVoiceRoutes(scope, createVoiceService(ctx), admit);
  });
  return resumes;
}
