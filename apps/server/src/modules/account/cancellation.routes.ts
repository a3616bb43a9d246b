import type { FastifyInstance } from 'fastify';
import { cancellationResult, cancellationSchema, envelopeSchema } from '@offerpilot/shared';
import { z } from 'zod';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import type { CancellationService } from './cancellation.service.ts';

/** Account cancellation from Settings: see, request and withdraw it (signed-in, including while cancelling). */
export function registerCancellationRoutes(app: FastifyInstance, cancellations: CancellationService): void {
  const api = typed(app);
  const preHandler = app.authenticate;
  const tags = ['account'];
  const config = { whileCancelling: true };
  api.get(
    '/api/account/cancellation',
    { preHandler, config, schema: { tags, response: { 200: envelopeSchema(cancellationResult) } } },
    async (request) => ok(await cancellations.current(request.uid)),
  );
  api.post(
    '/api/account/cancellation',
    { preHandler, config, schema: { tags, response: { 200: envelopeSchema(cancellationSchema) } } },
    async (request) => ok(await cancellations.request(request.uid)),
  );
  api.delete(
    '/api/account/cancellation',
    { preHandler, config, schema: { tags, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await cancellations.withdraw(request.uid);
      return ok(null);
    },
  );
}
