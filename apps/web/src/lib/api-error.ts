import type { Failure } from './request.ts';

/** A failed call inside TanStack Query: the request layer already told the user; this keeps the facts. */
export class ApiError extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.message);
    this.failure = failure;
  }
}
