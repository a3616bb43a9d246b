import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiWithToken } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('a client with its own token (the paired phone)', () => {
  it('sends its token, not the stored sign-in, and leaves a 401 to its caller', async () => {
    const seen: (string | null)[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers).get('authorization'));
      return new Response(
        JSON.stringify({ success: false, code: 401, message: 'unpaired', error: 'companion.unpaired' }),
        { status: 401, headers: { 'content-type': 'application/json' } },
      );
    });
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/Companion', search: '', assign, replace: assign } });
    const answer = await apiWithToken(() => 'cmp_1').get('/companion');
    expect(seen).toEqual(['cmp_1']);
    expect(answer).toMatchObject({ success: false, code: 401, error: 'companion.unpaired' });
    expect(assign).not.toHaveBeenCalled();
  });
});
