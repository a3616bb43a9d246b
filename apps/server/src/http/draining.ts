import type { FastifyInstance } from 'fastify';
import { fail } from '../core/envelope.ts';

/** Paths answered while the process drains: liveness and readiness (which then says 503 itself). */
const ANSWERED = new Set(['/api/health', '/api/ready']);

/**
 * While the process drains (after SIGTERM) it takes no new work: every request but liveness and readiness
 * gets 503 `server.shuttingDown` and its connection closed, so a load balancer retries it on another process
 * (nginx: `proxy_next_upstream ... http_503`) before anything was done here.
 */
export function registerDraining(app: FastifyInstance, draining: () => boolean): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining() || ANSWERED.has(request.url.split('?')[0] ?? '')) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send(fail(request.lang, 503, 'server.shuttingDown'));
  });
}
