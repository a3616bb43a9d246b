import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set, worked out once. Helmet's middleware recomputes them on every request,
 * which cost a quarter of the throughput of a light API route; our policies do not vary per request
 * (no nonces), so one fixed set per kind of answer is the same result.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    res as unknown as ServerResponse,
    (err?: unknown) => void (failure = err),
  );
  if (failure) throw failure;
  return Object.fromEntries(headers);
}
