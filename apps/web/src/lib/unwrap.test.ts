import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { everyFailure, refusalOf, refusedField, type Failure } from './request.ts';
import { failureText, fieldRefusal, unwrap } from './unwrap.ts';

const FIELDS = ['name', 'university'] as const;
const failure = (result: unknown, message = 'Name: too long'): Failure => ({
  success: false,
  code: 400,
  message,
  error: 'validation.invalid',
  result,
});

describe('what a failed call says, for the place it happened', () => {
  it('finds the form field a server refusal names, only among the given fields', () => {
    expect(refusedField({ field: 'university' }, FIELDS)).toBe('university');
    expect(refusedField({ field: 'avatar' }, FIELDS)).toBeNull();
    expect(refusedField({ field: 'body' }, FIELDS)).toBeNull();
    expect(refusedField(null, FIELDS)).toBeNull();
    expect(refusedField('name', FIELDS)).toBeNull();
  });

  it('gives the field and the words of a refusal to show under it', () => {
    expect(fieldRefusal(new ApiError(failure({ field: 'name' })), FIELDS)).toEqual({
      field: 'name',
      message: 'Name: too long',
    });
    expect(fieldRefusal(new ApiError(failure({ field: 'major' })), FIELDS)).toBeNull();
    expect(fieldRefusal(new Error('boom'), FIELDS)).toBeNull();
  });

  it('tells the request layer which failures a form shows itself', () => {
    expect(refusalOf(FIELDS)(failure({ field: 'name' }))).toBe(true);
    expect(refusalOf(FIELDS)(failure(null))).toBe(false);
    expect(everyFailure()).toBe(true);
  });

  it('unwraps a success and throws an ApiError that keeps the failure', async () => {
    await expect(
      unwrap(Promise.resolve({ success: true, code: 200, message: 'ok', result: 7 })),
    ).resolves.toBe(7);
    const refused = unwrap(Promise.resolve(failure({ field: 'name' })));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    expect(failureText(await refused.catch((e: unknown) => e))).toBe('Name: too long');
  });
});
