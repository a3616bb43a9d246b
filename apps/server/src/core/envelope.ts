import type { Envelope, ErrorKey, Lang } from '@offerpilot/shared';
import { translate } from '@offerpilot/shared';

/** A success envelope: `{ success: true, code: 200, message: 'ok', result }`. */
export function ok<T>(result: T, code = 200): Envelope<T> {
  return { success: true, code, message: 'ok', result };
}

/** A failure envelope whose message is in the request's language. */
export function fail(
  lang: Lang,
  status: number,
  key: ErrorKey,
  params: Record<string, string | number> = {},
  result: unknown = null,
): Envelope {
  return { success: false, code: status, message: translate(lang, key, params), result, error: key };
}
