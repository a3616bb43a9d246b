import type { RequestCodeBody, RequestCodeResult, TokenResult, VerifyCodeBody } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/code: sends a sign-in code; the answer says how long until the next may be asked. */
export const requestCode = (body: RequestCodeBody) => api.post<RequestCodeResult>('/auth/code', body);

/** POST /api/auth/verify: trades the code for a token. */
export const verifyCode = (body: VerifyCodeBody) => api.post<TokenResult>('/auth/verify', body);
