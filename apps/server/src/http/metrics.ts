import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { fail } from '../core/envelope.ts';
import { metrics, metricsRegistry } from '../lib/metrics.ts';

/** Every answered request: its time by route pattern (unmatched paths share one label) and 429s counted. */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    metrics.httpDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimited.inc({ route });
    done();
  });
}

const sameToken = (sent: string, token: string): boolean => {
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics on the app's port, only when METRICS_TOKEN is set and only for `Authorization: Bearer <token>`
 * (401 otherwise); unset, the path is not a route (the web app's 404 page answers it).
 */
export function registerMetricsRoute(app: FastifyInstance, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(sent, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(fail(request.lang, 401, 'auth.required'));
    }
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}

/**
 * The metrics on a port of their own (METRICS_PORT), for a Prometheus on the private network: GET /metrics
 * only, on METRICS_HOST (loopback unless set). Answers the listening server (closed with the app).
 */
export async function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  return server;
}
