import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { COMPANION_PATH } from '@offerpilot/shared';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerClientError, answerFrameworkError } from './client-error.ts';
import { fail } from '../core/envelope.ts';
import { requestIdFrom, withRequestId } from '../lib/request-ids.ts';
import { registerErrorHandler } from './error-handler.ts';
import { loggedUrl, loggingOptions } from './logging.ts';
import { registerRequestContext } from './request-context.ts';
import { securityHeaders } from './security-headers.ts';
import { registerUpdates } from './updates.ts';
import { inputValidator } from './validator.ts';

export type App = FastifyInstance;

export interface HttpOptions {
  logLevel: string;
  bodyLimit: number;
  corsOrigins: string[];
  trustProxy: boolean;
  webDist?: string;
  /** A self-hosted desktop release served under /updates/ (UPDATES_DIR). */
  updatesDir?: string;
  /** The update host when it is another site: its origin joins the pages' connect-src. */
  updateHost?: string;
  versions: { min: string; latest: string };
}

/**
 * Content-Security-Policy: own scripts only; WeChat's QR page may be framed when configured; the update host's
 * manifest may be read when it is another site.
 */
const csp = (updateHost?: string) => ({
  directives: {
    upgradeInsecureRequests: null,
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'", 'ws:', 'wss:', ...(updateHost ? [new URL(updateHost).origin] : [])],
    frameSrc: ["'self'", 'https://open.weixin.qq.com'],
    workerSrc: ["'self'", 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
});

/** API answers are data, never documents: nothing may load from them or frame them. */
const apiCsp = { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } };

/** API paths that answer data; the captcha pages under /api/auth/captcha/ are framed documents. */
const isDataUrl = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/auth/captcha/');

/** One line per answered request, none when it arrives: API calls at info, the web app's files at debug. */
class AccessLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (request.url.startsWith('/api/')) reply.log.info(line, 'request');
    else reply.log.debug(line, 'request');
  }
}

/** The Fastify instance with the cross-cutting layer: headers, CORS, envelope errors, OpenAPI, web app. */
export async function createHttpApp(opts: HttpOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: opts.logLevel,
      ...loggingOptions,
      // Through process.stdout, so that lines printed by main.ts keep their order among the logs.
      stream: process.stdout,
    },
    // The load balancer's X-Request-ID (nginx's $request_id) when sane, else a new one: unique across processes.
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    bodyLimit: opts.bodyLimit,
    trustProxy: opts.trustProxy,
    clientErrorHandler: answerClientError,
    // A URL Fastify cannot decode (bad percent-encoding) or a malformed Content-Type never reaches a route.
    frameworkErrors: answerFrameworkError,
    logController: new AccessLog(),
  });
  // Everything a request starts (its hooks, handler, the jobs it adds) is part of it: see lib/request-ids.ts.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    withRequestId(request.id, done);
  });
  app.setValidatorCompiler(inputValidator);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app, opts.versions);
  registerErrorHandler(app);
  const common = { crossOriginEmbedderPolicy: false, hsts: false } as const;
  const pageHeaders = securityHeaders({ ...common, contentSecurityPolicy: csp(opts.updateHost) });
  const apiHeaders = securityHeaders({ ...common, contentSecurityPolicy: apiCsp });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isDataUrl(request.url) ? apiHeaders : pageHeaders);
    done();
  });

  // Without configured origins the API is same-origin only: no CORS headers, and no hook to run.
  if (opts.corsOrigins.length) {
    await app.register(cors, {
      origin: opts.corsOrigins,
      allowedHeaders: ['authorization', 'lang', 'inviteruid', 'api-version', 'content-type'],
    });
  }
  await app.register(swagger, {
    openapi: { info: { title: 'OfferPilot API', version: opts.versions.latest } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await registerUpdates(app, opts.updatesDir);
  await registerWebApp(app, opts.webDist);
  return app;
}

/** Serves the built single-page app; unknown /api paths and non-page requests get the 404 envelope. */
async function registerWebApp(app: FastifyInstance, webDist?: string): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  // The paired phone's page is its own build (apps/web/companion.html), not a route of the app.
  const hasCompanion = webDist !== undefined && existsSync(join(webDist, 'companion.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Hashed build assets never change; anything else is checked again on each visit.
      setHeaders: (res, path) =>
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (hasWeb && wantsPage && (request.headers.accept ?? '').includes('text/html')) {
      const page = hasCompanion && path === COMPANION_PATH ? 'companion.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page, { maxAge: 0, immutable: false });
    }
    return reply.code(404).send(fail(request.lang, 404, 'route.notFound', { path }));
  });
}

/** Narrows the app to the zod type provider for route files. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
