import { maskEmail, maskPhone } from '@offerpilot/shared';
import type { LoggerOptions } from 'pino';
import { currentRequestId } from '../lib/request-ids.ts';

/** Fields no log line shows as they are, at the top of a line's object or one level down. */
const SECRET_KEYS = ['authorization', 'cookie', 'token', 'code', 'password', 'secret'];
const CONTACT_KEYS = ['email', 'phone', 'target', 'to'];

/** Sign-in codes, tokens and secrets are dropped; an email or phone number is shown masked (SPEC.md section 2). */
function censor(value: unknown, path: string[]): unknown {
  const key = path.at(-1) ?? '';
  if (!CONTACT_KEYS.includes(key) || typeof value !== 'string') return '[redacted]';
  return value.includes('@') ? maskEmail(value) : maskPhone(value);
}

/**
 * The server's pino options beyond level and stream: redaction of secrets and contacts, and the request id of
 * the work a line belongs to (an HTTP request's lines carry it already; sockets' and jobs' get it here).
 */
export const loggingOptions: Pick<LoggerOptions, 'redact' | 'mixin'> = {
  redact: {
    // `err.code` (ECONNREFUSED…) stays: only the top level and request headers carry a sign-in code.
    paths: [
      ...[...SECRET_KEYS, ...CONTACT_KEYS].flatMap((key) => (key === 'code' ? [key] : [key, `*.${key}`])),
      'req.headers.authorization',
      'req.headers.cookie',
    ],
    censor,
  },
  mixin(_merge, _level, logger) {
    const reqId = currentRequestId();
    return reqId && !('reqId' in logger.bindings()) ? { reqId } : {};
  },
};

/** Query parameters whose values an access line leaves out (an OAuth code, signed state, tokens, contacts). */
const SECRET_PARAMS = /^(code|state|token|ticket|sign|signature|secret|key|target|email|phone)$/i;

/** A request's URL as an access line shows it: path and parameters, secret parameters' values left out. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of new Set(params.keys())) if (SECRET_PARAMS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, at)}?${params.toString()}`;
}
