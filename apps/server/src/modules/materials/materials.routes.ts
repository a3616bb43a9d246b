import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../../context.ts';
import { registerResumeRoutes } from './resumes.routes.ts';
import { createResumesService } from './resumes.service.ts';
import { uploadAllowance } from './upload.ts';
import { registerVoiceRoutes } from './voice.routes.ts';
import { createVoiceService } from './voice.service.ts';

/** The Materials API (resumes and the voice sample), with multipart uploads accepted on these routes only. */
export async function registerMaterials(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admit = uploadAllowance(ctx);
  await app.register(async (scope) => {
    await scope.register(multipart);
    const resumes = createResumesService(ctx);
    scope.addHook('onClose', () => resumes.close());
    registerResumeRoutes(scope, resumes, admit);
    registerVoiceRoutes(scope, createVoiceService(ctx), admit);
  });
}
