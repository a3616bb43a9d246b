import type { FastifyInstance } from 'fastify';
import { wechatCallbackQuery, wechatStartQuery } from '@offerpilot/shared';
import { typed } from '../../http/app.ts';
import { AppError } from '../../core/errors.ts';
import type { AuthDeps } from './auth.deps.ts';
import { wechatSignIn, wechatStartUrl } from './wechat.service.ts';

/**
 * WeChat QR sign-in ("qrconnect"): /start sends the browser to WeChat, /callback comes back with a code and
 * ends on /Redirect with the token in the fragment, or /Redirect?error=wechat. 404 while not configured.
 */
export function registerWechatRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const r = typed(app);
  r.get(
    '/api/auth/wechat/start',
    { schema: { tags: ['auth'], querystring: wechatStartQuery } },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      return reply.redirect(await wechatStartUrl(deps, origin, request.query.inviteruid ?? null), 302);
    },
  );
  r.get(
    '/api/auth/wechat/callback',
    { schema: { tags: ['auth'], querystring: wechatCallbackQuery } },
    async (request, reply) => {
      if (!deps.wechat) throw new AppError('auth.wechatDisabled');
      try {
        const meta = { ip: request.ip, userAgent: request.headers['user-agent'], lang: request.lang };
        const token = await wechatSignIn(deps, request.query, meta);
        return reply.redirect(`/Redirect#token=${encodeURIComponent(token)}`, 302);
      } catch (err) {
        request.log.warn({ err }, 'WeChat sign-in failed');
        return reply.redirect('/Redirect?error=wechat', 302);
      }
    },
  );
}
