import { ApiError } from './api-error.ts';
import { refusedField, type ApiResult } from './request.ts';

/** The result of a call, or an ApiError that TanStack Query keeps (the request layer told the user). */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const answer = await call;
  if (!answer.success) throw new ApiError(answer);
  return answer.result;
}

/** The words of a failed call, already in the user's language, for showing where it happened. */
export const failureText = (error: unknown): string | null =>
  error instanceof ApiError ? error.failure.message : null;

/** A failed call's refusal of one of a form's `fields`, with its words, to show under that field. */
export function fieldRefusal<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  const field = error instanceof ApiError ? refusedField(error.failure.result, fields) : null;
  return field && error instanceof ApiError ? { field, message: error.failure.message } : null;
}
