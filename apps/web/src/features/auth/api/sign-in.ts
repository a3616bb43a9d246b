import type { RequestCodeBody, RequestCodeResult, TokenResult, VerifyCodeBody } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { refusedField, type Failure } from '../../../lib/request.ts';

/**
 * The sign-in form's field a refusal belongs to: the address or phone number, or the code (wrong, expired,
 * used up). The form shows it there, and no toast repeats it; anything else (a wait, a limit) is toasted.
 */
export function refusedSignInField(failure: Failure): 'target' | 'code' | null {
  if (failure.error?.startsWith('auth.code') && failure.error !== 'auth.codeTooSoon') return 'code';
  return refusedField(failure.result, ['target', 'code'] as const);
}

const formCall = { shownInline: (failure: Failure) => refusedSignInField(failure) !== null };

/** POST /api/auth/code: sends a sign-in code; the answer says how long until the next may be asked. */
export const requestCode = (body: RequestCodeBody) =>
  api.post<RequestCodeResult>('/auth/code', body, formCall);

/** POST /api/auth/verify: trades the code for a token. */
export const verifyCode = (body: VerifyCodeBody) => api.post<TokenResult>('/auth/verify', body, formCall);
