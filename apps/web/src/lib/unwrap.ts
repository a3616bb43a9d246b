import { ApiError } from './api-error.ts';
import type { ApiResult, Failure } from './request.ts';

/** The result of a call, or an ApiError that TanStack Query keeps (the request layer told the user). */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const answer = await call;
  if (!answer.success) throw new ApiError(answer);
  return answer.result;
}

/** The words of a failed call, already in the user's language, for showing where it happened. */
export const failureText = (error: unknown): string | null =>
  error instanceof ApiError ? error.failure.message : null;

/** The form field a server refusal names (`result.field`), when it is one of `fields`. */
export function refusedField<F extends string>(result: unknown, fields: readonly F[]): F | null {
  if (typeof result !== 'object' || result === null || !('field' in result)) return null;
  const field = String(result.field);
  return (fields as readonly string[]).includes(field) ? (field as F) : null;
}

/** A failed call's refusal of one of a form's `fields`, with its words, to show under that field. */
export function fieldRefusal<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  const field = error instanceof ApiError ? refusedField(error.failure.result, fields) : null;
  return field && error instanceof ApiError ? { field, message: error.failure.message } : null;
}

/** For `CallOptions.shownInline`: a form shows a refusal of one of its fields under that field. */
export const refusalOf =
  (fields: readonly string[]) =>
  (failure: Failure): boolean =>
    refusedField(failure.result, fields) !== null;

/** For `CallOptions.shownInline`: the caller shows every failure of the call where it happened. */
export const everyFailure = (): boolean => true;
