import { CODE_MAX_ATTEMPTS, type Lang, type TokenResult, type VerifyCodeBody } from '@offerpilot/shared';
import { AppError } from '../../core/errors.ts';
import { safeEqual } from '../../lib/crypto.ts';
import type { Tx } from '../../lib/db-types.ts';
import type { Identity } from '../users/users.service.ts';
import { findOrCreateUser, type NewUserProfile } from '../users/users.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import { addAttempt, consumeCode, latestCode, lockTarget } from './code.repo.ts';
import { hashCode } from './code.service.ts';
import { purposeKey } from '../../lib/server-secret.ts';

export interface SignInMeta {
  ip: string;
  userAgent?: string;
  inviterUid: number | null;
  /** The language a new account starts with. */
  lang: Lang;
}

/**
 * Inside a sign-in transaction: the account of an identity (created with its newcomer items when new),
 * refused when locked, and a new session for it.
 */
export async function openSignIn(
  deps: AuthDeps,
  tx: Tx,
  identity: Identity,
  profile: NewUserProfile,
  meta: SignInMeta,
): Promise<TokenResult> {
  const { user, isNew } = await findOrCreateUser(
    tx,
    identity,
    { lang: meta.lang, ...profile },
    meta.inviterUid,
  );
  if (user.status === 'locked') throw new AppError('auth.accountLocked');
  const session = await deps.sessions.open(tx, user.uid, { ip: meta.ip, userAgent: meta.userAgent });
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), isNew };
}

type Checked = { ok: true } | { ok: false; error: AppError };

async function checkCode(deps: AuthDeps, tx: Tx, input: VerifyCodeBody, key: string): Promise<Checked> {
  const now = deps.ctx.clock.now();
  const row = await latestCode(tx, input.channel, input.target);
  if (!row || row.consumedAt || row.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, error: new AppError('auth.codeExpired') };
  }
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, error: new AppError('auth.codeAttempts') };
  if (!safeEqual(row.codeHash, hashCode(key, input.channel, input.target, input.code))) {
    const left = CODE_MAX_ATTEMPTS - ((await addAttempt(tx, row.id, CODE_MAX_ATTEMPTS)) ?? CODE_MAX_ATTEMPTS);
    return {
      ok: false,
      error:
        left > 0 ? new AppError('auth.codeInvalid', { left }, { left }) : new AppError('auth.codeAttempts'),
    };
  }
  if (!(await consumeCode(tx, row.id, CODE_MAX_ATTEMPTS, now))) {
    return { ok: false, error: new AppError('auth.codeExpired') };
  }
  return { ok: true };
}

/**
 * POST /api/auth/verify: trades the newest code of a target for a session token. A wrong code counts
 * against the cap of 5 (the count is kept even though the answer is an error); the right one is used up.
 */
export async function verifyCode(
  deps: AuthDeps,
  input: VerifyCodeBody,
  meta: SignInMeta,
): Promise<TokenResult> {
  const key = await purposeKey(deps.ctx.db, 'login-code');
  const outcome = await deps.ctx.db.transaction(async (tx) => {
    await lockTarget(tx, input.channel, input.target);
    const checked = await checkCode(deps, tx, input, key);
    if (!checked.ok) return checked;
    const identity: Identity = input.channel === 'email' ? { email: input.target } : { phone: input.target };
    return { ok: true as const, token: await openSignIn(deps, tx, identity, {}, meta) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.token;
}
