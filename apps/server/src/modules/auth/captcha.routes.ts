import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { captchaVerifyBody, pageQuery, translate } from '@offerpilot/shared';
import { typed } from '../../http/app.ts';
import { AppError } from '../../core/errors.ts';
import { pageLang } from '../../lib/html.ts';
import type { AuthDeps } from './auth.deps.ts';
import {
  CAPTCHA_BASE,
  CAPTCHA_FRAME_SCRIPT,
  CAPTCHA_PAGE_SCRIPT,
  captchaResultPage,
} from './captcha.page.ts';

/** The widget's browser build with every translation, one self-contained module (read once). */
function widgetScript(): () => Buffer {
  let script: Buffer | undefined;
  return () => {
    script ??= readFileSync(
      join(dirname(createRequire(import.meta.url).resolve('altcha')), 'altcha.i18n.min.js'),
    );
    return script;
  };
}

/** Failures of the form post are pages too: the frame shows them in the request's language. */
function htmlErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = pageLang(request);
  const status = error instanceof AppError ? error.status : 400;
  const reason =
    error instanceof AppError
      ? translate(lang, error.key, error.params)
      : translate(lang, 'auth.captchaInvalid');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(captchaResultPage(lang, false, reason));
}

/** The captcha's own routes: widget and page scripts, challenges, and the form post that grants a pass. */
export async function registerCaptchaRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const script = widgetScript();
  const js = (reply: FastifyReply, body: string | Buffer) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

  app.get(`${CAPTCHA_BASE}/altcha.js`, { schema: { hide: true } }, (_request, reply) => js(reply, script()));
  app.get(`${CAPTCHA_BASE}/frame.js`, { schema: { hide: true } }, (_request, reply) =>
    js(reply, CAPTCHA_FRAME_SCRIPT),
  );
  app.get(`${CAPTCHA_BASE}/page.js`, { schema: { hide: true } }, (_request, reply) =>
    js(reply, CAPTCHA_PAGE_SCRIPT),
  );
  app.get(`${CAPTCHA_BASE}/challenge`, { schema: { tags: ['auth'] } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await deps.captcha.challenge()),
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    typed(scope).post(
      `${CAPTCHA_BASE}/verify`,
      {
        schema: { tags: ['auth'], querystring: pageQuery, body: captchaVerifyBody },
        errorHandler: htmlErrors,
      },
      async (request, reply) => {
        const lang = pageLang(request);
        const { altcha, channel, target } = request.body;
        if (!(await deps.captcha.verify(altcha))) throw new AppError('auth.captchaInvalid');
        await deps.captcha.grantPass(request.ip, channel, target);
        return reply.type('text/html; charset=utf-8').send(captchaResultPage(lang, true));
      },
    );
  });
}
