import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockThread, SessionState, UsageRecord } from '@offerpilot/shared';
import { candidate, closed, mockScreen } from './mock-support.ts';
import { DB_KINDS, RELAXED_LIMITS, startTestServer, type TestServer } from './support.ts';

/** The newcomer's free mock shortened to 5 s (time for a screen to join first, on a loaded machine too). */
const LIMIT_MS = 5_000;

describe.each(DB_KINDS)('the price of a mock interview on %s', (kind) => {
  let t: TestServer;
  let n = 0;
  const me = (items = {}, lang = 'en') => candidate(t, `mock-charge-${kind}-${++n}@example.com`, lang, items);
  beforeAll(async () => {
    t = await startTestServer({ kind, env: { ...RELAXED_LIMITS, MOCK_NEWCOMER_LIMIT_MS: String(LIMIT_MS) } });
  });
  afterAll(() => t.close());

  it('ends the newcomer free mock at its limit and tells its screens; a paid one has none', async () => {
    const user = await me({ credit: 100 });
    const thread = (await user.send('POST', '/api/mock/threads', {})).json.result as MockThread;
    expect(thread).toMatchObject({ paid: { item: 'mocks', amount: 1 }, limitMs: LIMIT_MS });
    expect(Date.parse(thread.endsAt ?? '') - Date.parse(thread.createdAt)).toBe(LIMIT_MS);
    const screen = await mockScreen(t, user.token, thread.id);
    await screen.turn(1);
    const told = new Promise<SessionState>((done) => screen.socket.once('session', done));
    const gone = closed(screen.socket);
    expect(await told).toEqual({ status: 'ended', reason: 'timeLimit' });
    await gone;
    const stored = (await user.send('GET', `/api/mock/threads/${thread.id}`)).json.result.thread;
    expect(stored).toMatchObject({ status: 'ended', endReason: 'timeLimit', report: expect.any(String) });

    // The next mock is paid with credits: no limit, still going after the newcomer's would have ended.
    expect((await user.send('GET', '/api/mock/quote')).json.result).toMatchObject({
      pays: 'credit',
      newcomer: false,
      limitMs: null,
    });
    const paid = (await user.send('POST', '/api/mock/threads', {})).json.result as MockThread;
    expect(paid).toMatchObject({ paid: { item: 'credit', amount: 100 }, limitMs: null, endsAt: null });
    await new Promise((r) => setTimeout(r, LIMIT_MS + 500));
    expect((await user.send('GET', `/api/mock/threads/${paid.id}`)).json.result.thread.status).toBe('active');
    await user.send('POST', `/api/mock/threads/${paid.id}/end`);
    screen.close();
  });

  it('takes the price once, also of 100 concurrent starts, and lists it in the usage records', async () => {
    const user = await me({ credit: 1_000 });
    const start = () => user.send('POST', '/api/mock/threads', { positionSlug: null });
    const end = (id: string) => user.send('POST', `/api/mock/threads/${id}/end`);
    // The newcomer's mock first (it would end at its short limit while the burst runs).
    await end((await start()).json.result.id);
    const starts = await Promise.all(Array.from({ length: 100 }, start));
    const made = starts.filter((s) => s.status === 200);
    expect(made).toHaveLength(1);
    expect(new Set(starts.filter((s) => s.status !== 200).map((s) => s.json.error))).toEqual(
      new Set(['session.inProgress']),
    );
    expect(made[0]?.json.result.paid).toEqual({ item: 'credit', amount: 100 });
    expect(await user.balances()).toMatchObject({ mocks: 0, credit: 900 });
    const id = made[0]?.json.result.id as string;
    await end(id);
    await end(id);
    const next = (await start()).json.result;
    expect(next.paid).toEqual({ item: 'credit', amount: 100 });
    expect(await user.balances()).toMatchObject({ mocks: 0, credit: 800 });
    const usage = (await user.send('GET', '/api/billing/usage?page=1&size=5')).json.result
      .items as UsageRecord[];
    expect(usage.filter((u) => u.reason === 'mock.start').map((u) => [u.item, u.change])).toEqual([
      ['credit', -100],
      ['credit', -100],
      ['mocks', -1],
    ]);
    await end(next.id);
    expect((await user.send('GET', '/api/mock/threads')).json.result.items).toHaveLength(3);
  });

  it('refuses a start when nothing is left, and leaves no thread behind', async () => {
    const user = await me({}, 'zh');
    const first = (await user.send('POST', '/api/mock/threads', { positionSlug: null })).json.result;
    await user.send('POST', `/api/mock/threads/${first.id}/end`);
    expect((await user.send('GET', '/api/mock/quote')).json.result).toMatchObject({
      pays: null,
      mocks: 0,
      credit: 0,
      newcomer: false,
    });
    const refused = await user.send('POST', '/api/mock/threads', { positionSlug: null });
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ error: 'credits.insufficient', message: '次数不足，请充值。' });
    expect((await user.send('GET', '/api/mock/threads')).json.result.items).toHaveLength(1);
    // An unknown position is refused before anything is taken.
    const unknown = await user.send('POST', '/api/mock/threads', { positionSlug: 'no-such-position' });
    expect(unknown.json.error).toBe('jobs.notFound');
  });
});
