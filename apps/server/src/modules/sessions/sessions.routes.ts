import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeSchema, threadIdParams } from '@offerpilot/shared';
import type { z } from 'zod';
import { ok } from '../../core/envelope.ts';

/**
 * A kind's report routes (SPEC.md section 4): GET `${base}/:id/report` reads it (made when it never was),
 * POST makes a failed one again; both answer its state and, when ready, the report.
 */
export function registerReportRoutes<R extends z.ZodType>(
  app: FastifyInstance,
  opts: {
    base: string;
    tags: string[];
    result: R;
    read(uid: number, threadId: string, retry: boolean): Promise<z.output<R>>;
  },
): void {
  const route = {
    preHandler: app.authenticate,
    schema: { tags: opts.tags, params: threadIdParams, response: { 200: envelopeSchema(opts.result) } },
  };
  for (const retry of [false, true]) {
    // Typed by its schemas at run time; the handler's answer is the kind's own report type.
    const handler = async (request: FastifyRequest<{ Params: { id: string } }>) =>
      ok(await opts.read(request.uid, request.params.id, retry));
    if (retry) app.post<{ Params: { id: string } }>(`${opts.base}/:id/report`, route, handler);
    else app.get<{ Params: { id: string } }>(`${opts.base}/:id/report`, route, handler);
  }
}
