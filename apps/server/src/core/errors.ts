import { ERROR_STATUS, type ErrorKey } from '@offerpilot/shared';

/**
 * A failure the caller should see: a stable key (translated for the user), optional parameters for the
 * message, an optional payload for `result`, and headers such as Retry-After.
 */
export class AppError extends Error {
  readonly status: number;
  readonly key: ErrorKey;
  readonly params: Record<string, string | number>;
  readonly result: unknown;
  readonly headers: Record<string, string>;
  // Plain fields, not parameter properties: operator commands run this file with Node's type stripping.
  constructor(
    key: ErrorKey,
    params: Record<string, string | number> = {},
    result: unknown = null,
    headers: Record<string, string> = {},
  ) {
    super(key);
    this.key = key;
    this.params = params;
    this.result = result;
    this.headers = headers;
    this.status = ERROR_STATUS[key];
  }
}

/** 429 with Retry-After (PRODUCT.md section 2). */
export function rateLimited(seconds: number, key: ErrorKey = 'rate.limited'): AppError {
  const s = Math.max(1, Math.ceil(seconds));
  return new AppError(key, { seconds: s }, { retryAfter: s }, { 'retry-after': String(s) });
}
