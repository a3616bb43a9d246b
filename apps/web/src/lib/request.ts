import type { Envelope } from '@offerpilot/shared';

/** What a failed call resolves to (SPEC.md section 8): the status, or `reqError` when no answer came. */
export interface Failure {
  success: false;
  code: number | 'reqError';
  message: string;
  /** The server's stable error key, when it sent one. */
  error?: string;
  result?: unknown;
}

/** A successful answer: the envelope with `success: true` and its result. */
export type Success<T> = Envelope<T> & { success: true };

export type ApiResult<T> = Success<T> | Failure;

/** Everything the server told us about a failure, for turning it into words. */
export interface FailureFacts {
  status: number;
  statusText: string;
  error?: string;
  message?: string;
  result?: unknown;
  retryAfter?: number;
}

export interface RequestDeps {
  baseUrl: string;
  timeoutMs: number;
  /** Headers every call carries: authorization, lang, inviteruid, api-version. */
  headers: () => Record<string, string | null>;
  onUnauthorized: () => void;
  onUpdateRequired: (latestVersion: string) => void;
  onCaptchaRequired: (captchaHtml: string) => void;
  /** The account is locked while cancelling: the shell shows why instead of a toast per refused call. */
  onAccountCancelling: () => void;
  /** Stores the global error message that the error toast shows. */
  onError: (message: string) => void;
  describe: (facts: FailureFacts) => string;
  texts: { network: () => string; timeout: () => string };
  fetch?: typeof fetch;
}

/** What one call asks of the request layer beyond its method, path and body. */
export interface CallOptions {
  /**
   * Failures the caller shows where they happened (under a field, in the form): the error toast leaves those
   * out, so that a refused form says why once. Every other failure is toasted as SPEC.md section 8 says.
   */
  shownInline?: (failure: Failure) => boolean;
}

export const ERROR_PREFIX = 'request err: ';

/** The form field a server refusal names (`result.field`), when it is one of `fields`. */
export function refusedField<F extends string>(result: unknown, fields: readonly F[]): F | null {
  if (typeof result !== 'object' || result === null || !('field' in result)) return null;
  const field = String(result.field);
  return (fields as readonly string[]).includes(field) ? (field as F) : null;
}

/** For `CallOptions.shownInline`: a form shows a refusal of one of its fields under that field. */
export const refusalOf =
  (fields: readonly string[]) =>
  (failure: Failure): boolean =>
    refusedField(failure.result, fields) !== null;

/** For `CallOptions.shownInline`: the caller shows every failure of the call where it happened. */
export const everyFailure = (): boolean => true;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * The request layer of SPEC.md sections 7-8: 2xx and 401 are answers, 401 also sends the user to sign in,
 * 426 asks for an update, a captcha demand opens the captcha dialog, a cancelling account shows its
 * lock, and every other failure (network
 * included) stores a "request err: " message, unless the caller shows it inline (`CallOptions`), and resolves
 * `{ code, success: false, message }`.
 */
export function createRequest(deps: RequestDeps) {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  function fail(
    options: CallOptions,
    code: number | 'reqError',
    message: string,
    extra: Partial<Failure> = {},
  ): Failure {
    const failure: Failure = { success: false, code, message, ...extra };
    if (!options.shownInline?.(failure)) deps.onError(ERROR_PREFIX + message);
    return failure;
  }

  async function send(
    method: string,
    path: string,
    body: unknown,
    options: CallOptions,
  ): Promise<Response | Failure> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(deps.headers())) if (value) headers[name] = value;
    // A FormData body (an upload) goes as multipart, its boundary set by fetch; anything else as JSON.
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    try {
      return await doFetch(deps.baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      return fail(options, 'reqError', timedOut ? deps.texts.timeout() : deps.texts.network());
    } finally {
      clearTimeout(timer);
    }
  }

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<ApiResult<T>> {
    const response = await send(method, path, body, options);
    if (!(response instanceof Response)) return response;
    const { status, statusText } = response;
    let data: unknown;
    try {
      data = await readBody(response);
    } catch {
      return fail(options, 'reqError', deps.texts.network());
    }
    if (status === 401) deps.onUnauthorized();
    if (!isRecord(data)) {
      const message = statusText || String(status);
      return status === 401 ? { success: false, code: status, message } : fail(options, status, message);
    }
    const envelope = data as Partial<Envelope>;
    if ((status >= 200 && status < 300) || status === 401) {
      if (envelope.success === true) return data as unknown as Success<T>;
      return {
        success: false,
        code: typeof envelope.code === 'number' ? envelope.code : status,
        message: envelope.message ?? statusText,
        error: envelope.error,
        result: envelope.result,
      };
    }
    const result = envelope.result;
    const message = deps.describe({
      status,
      statusText,
      error: envelope.error,
      message: envelope.message,
      result,
      retryAfter: retryAfterOf(response),
    });
    const extra = { error: envelope.error, result };
    if (status === 426) {
      deps.onUpdateRequired(isRecord(result) && typeof result.version === 'string' ? result.version : '');
      return { success: false, code: status, message, ...extra };
    }
    if (
      envelope.error === 'auth.captchaRequired' &&
      isRecord(result) &&
      typeof result.captchaHtml === 'string'
    ) {
      deps.onCaptchaRequired(result.captchaHtml);
      return { success: false, code: status, message, ...extra };
    }
    if (envelope.error === 'auth.accountCancelling') {
      deps.onAccountCancelling();
      return { success: false, code: status, message, ...extra };
    }
    return fail(options, status, message, extra);
  }

  return {
    request,
    get: <T>(path: string, options?: CallOptions) => request<T>('GET', path, undefined, options),
    post: <T>(path: string, body: unknown = {}, options?: CallOptions) =>
      request<T>('POST', path, body, options),
  };
}

export type RequestClient = ReturnType<typeof createRequest>;
