import { ApiError } from './api-error.ts';
import type { ApiResult } from './request.ts';

// Apart from api-error.ts, which the first page loads (session.ts): only the dashboard's features call these.

/** The result of a call, or an ApiError that TanStack Query keeps (the request layer told the user). */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const answer = await call;
  if (!answer.success) throw new ApiError(answer);
  return answer.result;
}

/** The words of a failed call, already in the user's language, for showing where it happened. */
export const failureText = (error: unknown): string | null =>
  error instanceof ApiError ? error.failure.message : null;
