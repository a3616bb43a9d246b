import { AppError } from '../../core/errors.ts';
import type { AuthDeps } from './auth.deps.ts';
import { purposeKey } from '../../lib/server-secret.ts';
import { openSignIn, type SignInMeta } from './verify.service.ts';
import { readState, signState } from './wechat-state.ts';
import { trimEndOf } from '@offerpilot/shared';

function wechatOf(deps: AuthDeps) {
  if (!deps.wechat) throw new AppError('auth.wechatDisabled');
  return deps.wechat;
}

/** The QR page address to send the browser to, with a signed, expiring state. */
export async function wechatStartUrl(
  deps: AuthDeps,
  origin: string,
  inviterUid: number | null,
): Promise<string> {
  const wechat = wechatOf(deps);
  const key = await purposeKey(deps.ctx.db, 'wechat-state');
  const redirectUri = `${(deps.ctx.env.PUBLIC_URL && trimEndOf(deps.ctx.env.PUBLIC_URL, '/')) ?? origin}/api/auth/wechat/callback`;
  return wechat.authorizeUrl(redirectUri, signState(key, deps.ctx.clock.now(), inviterUid));
}

/** The callback: checks the state, reads the WeChat profile, signs its account in; answers the token. */
export async function wechatSignIn(
  deps: AuthDeps,
  query: { code?: string; state?: string },
  meta: Omit<SignInMeta, 'inviterUid'>,
): Promise<string> {
  const wechat = wechatOf(deps);
  const key = await purposeKey(deps.ctx.db, 'wechat-state');
  const state = query.state ? readState(key, deps.ctx.clock.now(), query.state) : undefined;
  if (!state || !query.code) throw new AppError('auth.wechatFailed');
  const profile = await wechat.profile(query.code);
  const signedIn = await deps.ctx.db.transaction((tx) =>
    openSignIn(
      deps,
      tx,
      { wechatOpenId: profile.openid },
      {
        nickName: profile.nickname?.slice(0, 32) || null,
        avatar: profile.headimgurl || null,
        wechatUnionId: profile.unionid ?? null,
      },
      { ...meta, inviterUid: state.inviterUid },
    ),
  );
  return signedIn.token;
}
