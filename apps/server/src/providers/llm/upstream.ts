/** What went wrong with a model endpoint, in the words a caller acts on. */
export type ProviderErrorKind = 'timeout' | 'rate_limited' | 'upstream' | 'bad_response' | 'aborted';

/** The one error the LLM, ASR and TTS providers throw. */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  /** The HTTP status the endpoint answered, if it answered. */
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(
    kind: ProviderErrorKind,
    message: string,
    status?: number,
    retryAfterMs?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ProviderError';
    this.kind = kind;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }

  /** 429, 5xx and a failed connection may pass on a second try; other 4xx and time-outs will not. */
  get retryable(): boolean {
    if (this.kind === 'rate_limited') return true;
    return this.kind === 'upstream' && (this.status === undefined || this.status >= 500);
  }
}

/** Time limits and retries of one call to a model endpoint. */
export interface UpstreamOptions {
  /** From the request until the answer starts (for a stream: until its first text). */
  timeoutMs: number;
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Back-off before the second attempt; doubled each time, with jitter, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** A Retry-After longer than this is not waited for: the error is thrown at once. */
  maxRetryAfterMs: number;
}

/** Defaults for the options a caller leaves out. */
export const UPSTREAM_DEFAULTS: UpstreamOptions = {
  timeoutMs: 15_000,
  maxAttempts: 3,
  backoffMs: 250,
  maxBackoffMs: 4_000,
  maxRetryAfterMs: 20_000,
};

/** Retry-After (seconds or an HTTP date) or OpenAI's retry-after-ms, in milliseconds. */
export function parseRetryAfter(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** An error the SDK raised for an endpoint's HTTP answer (its APIError): it carries the status and headers. */
function isHttpAnswer(error: unknown): error is { status: number; headers?: Headers } {
  return error instanceof Error && typeof (error as { status?: unknown }).status === 'number';
}

function fromSdk(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (isHttpAnswer(error)) {
    const retryAfter = parseRetryAfter(error.headers);
    const kind = error.status === 429 ? 'rate_limited' : 'upstream';
    return new ProviderError(kind, `Model endpoint answered ${error.status}`, error.status, retryAfter, {
      cause: error,
    });
  }
  if (error instanceof SyntaxError) {
    return new ProviderError('bad_response', 'Model endpoint sent unreadable JSON', undefined, undefined, {
      cause: error,
    });
  }
  // A refused or reset connection (the SDK's APIConnectionError, undici's "terminated").
  return new ProviderError('upstream', 'Model endpoint unreachable', undefined, undefined, { cause: error });
}

/**
 * One attempt's abort signal: tied to the caller's, with a deadline that aborts it. Whatever the SDK throws
 * after that is read back through `fail`, which knows why the request stopped.
 */
export class Attempt {
  readonly #controller = new AbortController();
  readonly #caller: AbortSignal | undefined;
  readonly #onCallerAbort = (): void => this.#controller.abort();
  #timer: NodeJS.Timeout | undefined;
  #timedOut = false;

  constructor(caller: AbortSignal | undefined, timeoutMs: number) {
    this.#caller = caller;
    if (caller?.aborted) this.#controller.abort();
    caller?.addEventListener('abort', this.#onCallerAbort, { once: true });
    this.arm(timeoutMs);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** (Re)starts the deadline. */
  arm(ms: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timedOut = true;
      this.#controller.abort();
    }, ms);
  }

  /** Stops the deadline (while the consumer, not the endpoint, is the slow one). */
  disarm(): void {
    clearTimeout(this.#timer);
  }

  /** Ends the attempt: no timer left, and a request still open is closed. */
  release(): void {
    clearTimeout(this.#timer);
    this.#caller?.removeEventListener('abort', this.#onCallerAbort);
    this.#controller.abort();
  }

  /** The typed error for whatever stopped this attempt. */
  fail(error: unknown): ProviderError {
    if (this.#caller?.aborted) return new ProviderError('aborted', 'Request aborted by the caller');
    if (this.#timedOut) return new ProviderError('timeout', 'Model endpoint timed out');
    return fromSdk(error);
  }
}

/** Waits, unless the caller aborts first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = (): void => {
      clearTimeout(timer);
      reject(new ProviderError('aborted', 'Request aborted by the caller'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

/** Exponential back-off with "equal jitter": half fixed, half random, so clients spread out. */
function backoff(attempt: number, options: UpstreamOptions): number {
  const full = Math.min(options.maxBackoffMs, options.backoffMs * 2 ** (attempt - 1));
  return full / 2 + (Math.random() * full) / 2;
}

/**
 * Runs `run` until it succeeds, retrying retryable errors with back-off (or the upstream's Retry-After).
 * A successful attempt is handed over still open: `run` (or its caller) releases it.
 */
export async function withRetries<T>(
  options: UpstreamOptions,
  signal: AbortSignal | undefined,
  run: (attempt: Attempt) => Promise<T>,
): Promise<T> {
  for (let n = 1; ; n++) {
    const attempt = new Attempt(signal, options.timeoutMs);
    try {
      return await run(attempt);
    } catch (thrown) {
      attempt.release();
      const error = attempt.fail(thrown);
      const wait = error.retryAfterMs ?? backoff(n, options);
      if (!error.retryable || n >= options.maxAttempts || wait > options.maxRetryAfterMs) throw error;
      await pause(wait, signal);
    }
  }
}

/** One whole request (answer read to the end) with retries; the attempt is released when it is done. */
export function request<T>(
  options: UpstreamOptions,
  signal: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  return withRetries(options, signal, async (attempt) => {
    try {
      return await run(attempt.signal);
    } finally {
      attempt.release();
    }
  });
}
