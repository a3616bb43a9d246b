import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeFailure } from './describe-failure.ts';
import { resources } from './dictionaries/en.ts';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: resources }, interpolation: { escapeValue: false } });
});

describe('describeFailure', () => {
  it('translates the error key with parameters from the result and Retry-After', () => {
    const text = describeFailure(i18n, {
      status: 429,
      statusText: 'Too Many Requests',
      error: 'auth.codeTooSoon',
      result: { retryAfter: 12 },
    });
    expect(text).toBe('Please wait 12 s before asking for another code.');
  });

  it("uses the server's message when a parameter is unknown", () => {
    const text = describeFailure(i18n, {
      status: 400,
      statusText: 'Bad Request',
      error: 'auth.codeInvalid',
      message: 'The code is wrong. Tries left: 2.',
      result: null,
    });
    expect(text).toBe('The code is wrong. Tries left: 2.');
  });

  it('falls back to the status text, then the status', () => {
    expect(describeFailure(i18n, { status: 500, statusText: 'Internal Server Error' })).toBe(
      'Internal Server Error',
    );
    expect(describeFailure(i18n, { status: 500, statusText: '' })).toBe('500');
  });
});
