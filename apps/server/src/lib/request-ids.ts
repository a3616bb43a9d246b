import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const current = new AsyncLocalStorage<string>();

/**
 * The id of the request a line of work belongs to: an HTTP request's, a socket's (set at its handshake, for
 * each of its events) or, in a job, the id of the request that added it. Log lines carry it (the logger's mixin).
 */
export const currentRequestId = (): string | undefined => current.getStore();

/** Runs `work` (and everything it starts) as part of request `id`. */
export function withRequestId<T>(id: string | undefined, work: () => T): T {
  return id === undefined ? work() : current.run(id, work);
}

/** A load balancer's `X-Request-ID` when it looks like one (nginx's `$request_id`, a UUID), else a new id. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[\w.:-]{8,64}$/.test(header) ? header : randomUUID();
}
