import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  authOptionsResult,
  envelopeSchema,
  logoutResult,
  requestCodeBody,
  requestCodeResult,
  tokenResult,
  verifyCodeBody,
} from '@offerpilot/shared';
import { typed } from '../../http/app.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, rateLimited } from '../../core/errors.ts';
import { take } from '../../lib/limiter.ts';
import type { AuthDeps } from './auth.deps.ts';
import { tokenFromHeader } from './authenticate.ts';
import { requestCode } from './code.service.ts';
import { verifyCode, type SignInMeta } from './verify.service.ts';

/** Sign-in needs the agreement before anything else is looked at (SPEC.md section 5). */
async function requireAgreement(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  const agreed = typeof body === 'object' && body !== null && 'agree' in body && body.agree === true;
  if (!agreed) throw new AppError('auth.agreementRequired');
}

/** The referrer of the invite link, when the header holds a uid. */
function inviterFrom(request: FastifyRequest): number | null {
  const value = Number(request.headers.inviteruid);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

const metaOf = (request: FastifyRequest): SignInMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  inviterUid: inviterFrom(request),
  lang: request.lang,
});

/** POST /api/auth/code, POST /api/auth/verify, POST /api/auth/logout and GET /api/auth/options. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const r = typed(app);
  const verifyLimit = deps.limiters({
    name: 'verify-ip',
    points: deps.ctx.env.VERIFY_PER_IP_PER_MINUTE,
    seconds: 60,
  });
  const limitVerify = async (request: FastifyRequest) => {
    const wait = await take(verifyLimit, request.ip);
    if (wait !== null) throw rateLimited(wait);
  };

  r.post(
    '/api/auth/code',
    {
      preValidation: requireAgreement,
      schema: { tags: ['auth'], body: requestCodeBody, response: { 200: envelopeSchema(requestCodeResult) } },
    },
    async (request) => ok(await requestCode(deps, { ...request.body, ip: request.ip, lang: request.lang })),
  );
  r.post(
    '/api/auth/verify',
    {
      preValidation: [limitVerify, requireAgreement],
      schema: { tags: ['auth'], body: verifyCodeBody, response: { 200: envelopeSchema(tokenResult) } },
    },
    async (request) => ok(await verifyCode(deps, request.body, metaOf(request))),
  );
  r.post(
    '/api/auth/logout',
    {
      preHandler: app.authenticate,
      config: { whileCancelling: true },
      schema: { tags: ['auth'], response: { 200: envelopeSchema(logoutResult) } },
    },
    async (request) => {
      const token = tokenFromHeader(request.headers.authorization);
      if (token) await deps.sessions.revoke(token);
      return ok(null);
    },
  );
  r.get(
    '/api/auth/options',
    { schema: { tags: ['auth'], response: { 200: envelopeSchema(authOptionsResult) } } },
    async () => ok({ wechat: { enabled: deps.wechat !== null }, outbox: deps.delivery.outboxInUse }),
  );
}
