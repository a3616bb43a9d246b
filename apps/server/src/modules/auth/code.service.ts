import { randomInt } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  translate,
  type Lang,
  type RequestCodeBody,
  type RequestCodeResult,
} from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import { AppError, rateLimited } from '../../core/errors.ts';
import { hmacSha256 } from '../../lib/crypto.ts';
import type { AuthDeps } from './auth.deps.ts';
import { deleteCode, insertCode, latestCode, lockTarget } from './code.repo.ts';
import { purposeKey } from '../../lib/server-secret.ts';

/** The stored form of a code: an HMAC bound to its channel and target, keyed by the server secret. */
export const hashCode = (key: string, channel: string, target: string, code: string): string =>
  hmacSha256(key, `${channel}:${target}:${code}`);

function secondsToWait(lastAt: Date | undefined, now: Date): number {
  if (!lastAt) return 0;
  return CODE_RESEND_SECONDS - (now.getTime() - lastAt.getTime()) / 1000;
}

/** 429 `auth.codeTooSoon` while the last code of the target is younger than the resend countdown. */
function refuseTooSoon(lastAt: Date | undefined, now: Date): void {
  const wait = secondsToWait(lastAt, now);
  if (wait > 0) throw rateLimited(wait, 'auth.codeTooSoon');
}

export interface CodeRequest {
  channel: RequestCodeBody['channel'];
  target: string;
  ip: string;
  lang: Lang;
}

/** Stores a code's hash unless the target's last code is younger than the countdown (checked under its lock). */
function storeCode(ctx: AppContext, { channel, target, ip }: CodeRequest, codeHash: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await lockTarget(tx, channel, target);
    const now = ctx.clock.now();
    refuseTooSoon((await latestCode(tx, channel, target))?.createdAt, now);
    const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000);
    return insertCode(tx, { channel, target, codeHash, expiresAt, ip, createdAt: now });
  });
}

/**
 * POST /api/auth/code: a fresh 6-digit code, stored as a hash, sent through the channel's provider in the
 * request's language. A code that could not be delivered is removed (502 `delivery.failed`).
 */
export async function requestCode(deps: AuthDeps, input: CodeRequest): Promise<RequestCodeResult> {
  const { ctx } = deps;
  const { channel, target, ip, lang } = input;
  refuseTooSoon((await latestCode(ctx.db, channel, target))?.createdAt, ctx.clock.now());
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const key = await purposeKey(ctx.db, 'login-code');
  const charge = await deps.gate.take(ip, channel, target, lang);
  // Only stored codes count: one refused under the lock (another request came first) gives its counts back.
  const id = await storeCode(ctx, input, hashCode(key, channel, target, code)).catch(async (err: unknown) => {
    await charge.refund();
    throw err;
  });
  const minutes = CODE_TTL_SECONDS / 60;
  try {
    await deps.delivery[channel].send({
      channel,
      to: target,
      subject: translate(lang, 'messages:code.subject'),
      text: translate(lang, 'messages:code.body', { code, minutes }),
      params: { code },
    });
  } catch (err) {
    deps.log.error({ err, channel }, 'sign-in code delivery failed');
    await deleteCode(ctx.db, id);
    throw new AppError('delivery.failed');
  }
  return { countdown: CODE_RESEND_SECONDS, expiresIn: CODE_TTL_SECONDS };
}
