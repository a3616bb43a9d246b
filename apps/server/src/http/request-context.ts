import type { FastifyInstance } from 'fastify';
import { normalizeLang, type Lang } from '@offerpilot/shared';
import { AppError } from '../core/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** Compares dotted versions numerically; missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** Reads `lang` for every request and answers 426 to an `api-version` below the minimum. */
export function registerRequestContext(
  app: FastifyInstance,
  versions: { min: string; latest: string },
): void {
  app.decorateRequest('lang', 'zh');
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = normalizeLang(request.headers.lang);
    const sent = request.headers['api-version'];
    if (
      typeof sent === 'string' &&
      request.url.startsWith('/api/') &&
      compareVersions(sent, versions.min) < 0
    ) {
      return done(new AppError('version.outdated', {}, { version: versions.latest }));
    }
    done();
  });
}
