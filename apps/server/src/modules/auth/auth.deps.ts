import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createLimiterFactory, type LimiterFactory } from '../../lib/limiter.ts';
import type { UserChanges } from '../../lib/user-changes.ts';
import { createDelivery } from '../../providers/index.ts';
import type { Delivery } from '../../providers/types.ts';
import { createWechatOAuth, type WechatOAuth } from '../../providers/wechat-oauth.ts';
import { createCaptcha, type Captcha } from './captcha.service.ts';
import { createCodeGate, type CodeGate } from './code-gate.ts';
import { createSessionService, type SessionService } from './session.service.ts';

/** What the sign-in services share: settings and data, providers, sessions, captcha and counters. */
export interface AuthDeps {
  ctx: AppContext;
  log: FastifyBaseLogger;
  limiters: LimiterFactory;
  delivery: Delivery;
  sessions: SessionService;
  captcha: Captcha;
  gate: CodeGate;
  /** Null unless WECHAT_APP_ID and WECHAT_APP_SECRET are both set. */
  wechat: WechatOAuth | null;
}

/** Builds the sign-in services from the context; providers are chosen by env here, once. */
export async function createAuthDeps(
  ctx: AppContext,
  log: FastifyBaseLogger,
  changes: UserChanges,
): Promise<AuthDeps> {
  const { env } = ctx;
  const limiters = createLimiterFactory(ctx.redis, env.REDIS_KEY_PREFIX);
  const captcha = createCaptcha(ctx, limiters);
  const wechat =
    env.WECHAT_APP_ID && env.WECHAT_APP_SECRET
      ? createWechatOAuth({
          appId: env.WECHAT_APP_ID,
          appSecret: env.WECHAT_APP_SECRET,
          openBase: env.WECHAT_OPEN_BASE,
          apiBase: env.WECHAT_API_BASE,
        })
      : null;
  return {
    ctx,
    log,
    limiters,
    delivery: createDelivery(env, log),
    sessions: await createSessionService(ctx, changes),
    captcha,
    gate: createCodeGate(env, limiters, captcha),
    wechat,
  };
}
