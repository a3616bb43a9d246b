import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionState, UsageRecord } from '@offerpilot/shared';
import { grant } from '../src/modules/credits/credits.service.ts';
import { handshake } from './socket-support.ts';
import { call, DB_KINDS, RELAXED_LIMITS, signIn, startTestServer, type TestServer } from './support.ts';

/** The free trial shortened to 1.5 s (time for a screen to join first); one free start a day. */
const TRIAL_MS = 1_500;

describe.each(DB_KINDS)('the price of a live interview on %s', (kind) => {
  let t: TestServer;
  let n = 0;
  async function user(credit = 0, lang = 'en') {
    const email = `charge-live-${kind}-${++n}@example.com`;
    const token = (await signIn(t, email)).token;
    const headers = { authorization: token, lang };
    const info = await call(t.url, '/api/user/info', { headers });
    const uid = info.json.result.userInfo.uid as number;
    if (credit) await t.database.db.transaction((tx) => grant(tx, uid, { credit }, 'test', `seed:${uid}`));
    const send = (method: string, path: string, body?: unknown) =>
      call(t.url, path, { method, body, headers });
    const items = async () => (await send('GET', '/api/user/info')).json.result.userItem;
    return { token, send, items };
  }
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeAll(async () => {
    t = await startTestServer({
      kind,
      env: { ...RELAXED_LIMITS, LIVE_CHARGE_AFTER_MS: String(TRIAL_MS), LIVE_FREE_SESSIONS_PER_DAY: '1' },
    });
  });
  afterAll(() => t.close());

  it('takes 200 credits when the trial ends, tells the screens, and lists it in the usage records', async () => {
    const me = await user(250);
    expect((await me.send('GET', '/api/live/quote')).json.result).toEqual({
      trialMs: TRIAL_MS,
      freeStartsLeft: 1,
      chargedAtStart: false,
      pays: 'credit',
      price: 200,
      assistants: 0,
      credit: 250,
      inProgress: null,
      serverAsr: false,
    });
    const thread = (await me.send('POST', '/api/live/threads', {})).json.result;
    expect(thread.charge).toMatchObject({ takenAt: null, item: null });
    expect(Date.parse(thread.charge.dueAt) - Date.parse(thread.createdAt)).toBe(TRIAL_MS);
    const screen = await handshake(t.url, { token: me.token, channel: 'chat', threadId: thread.id });
    const charged = new Promise<SessionState>((done) => screen.socket.once('session', done));
    expect((await me.items()).credit).toBe(250);
    expect(await charged).toEqual({ status: 'charged', item: 'credit', amount: 200 });
    screen.socket.close();
    expect((await me.items()).credit).toBe(50);
    const after = (await me.send('GET', `/api/live/threads/${thread.id}`)).json.result.thread;
    expect(after.charge).toMatchObject({ item: 'credit', amount: 200 });
    expect(after.charge.takenAt).not.toBeNull();
    // A session that paid is not one of the day's free starts; 50 credits pay for nothing; one is going.
    expect((await me.send('GET', '/api/live/quote')).json.result).toMatchObject({
      freeStartsLeft: 1,
      chargedAtStart: false,
      pays: null,
      inProgress: thread.id,
    });
    const usage = (await me.send('GET', '/api/billing/usage?page=1&size=5')).json.result;
    expect(usage.items[0] as UsageRecord).toMatchObject({
      item: 'credit',
      change: -200,
      reason: 'live.charge',
      reference: `live:${thread.id}`,
    });
    expect((await me.send('GET', `/api/live/threads/${thread.id}`)).json.result.thread.status).toBe('active');
  });

  it('ends the session with "insufficient" when there is nothing to take, and tells its screens', async () => {
    const me = await user(0);
    const thread = (await me.send('POST', '/api/live/threads', {})).json.result;
    const screen = await handshake(t.url, { token: me.token, channel: 'chat', threadId: thread.id });
    expect(screen.error).toBeUndefined();
    const ended = new Promise<SessionState>((done) => screen.socket.once('session', done));
    const closed = new Promise((done) => screen.socket.once('disconnect', done));
    expect(await ended).toEqual({ status: 'ended', reason: 'insufficient' });
    await closed;
    const stored = (await me.send('GET', `/api/live/threads/${thread.id}`)).json.result.thread;
    expect(stored).toMatchObject({ status: 'ended', endReason: 'insufficient' });
    expect((await me.items()).credit).toBe(0);
  });

  it('costs nothing when ended before the trial is over; later starts that day are charged at once', async () => {
    const me = await user(200, 'zh');
    const first = (await me.send('POST', '/api/live/threads', {})).json.result;
    const ended = await me.send('POST', `/api/live/threads/${first.id}/end`);
    expect(ended.json.result).toMatchObject({ status: 'ended', endReason: 'user' });
    await wait(TRIAL_MS + 600);
    expect((await me.items()).credit).toBe(200);
    // The day's free start is used: the next one pays when it starts (the quote says so first), and the
    // trial's end takes nothing more.
    expect((await me.send('GET', '/api/live/quote')).json.result).toMatchObject({
      freeStartsLeft: 0,
      chargedAtStart: true,
      pays: 'credit',
    });
    const second = await me.send('POST', '/api/live/threads', {});
    expect(second.status).toBe(200);
    expect(second.json.result.charge).toMatchObject({ item: 'credit', amount: 200 });
    expect((await me.items()).credit).toBe(0);
    await wait(TRIAL_MS + 600);
    expect((await me.items()).credit).toBe(0);
    expect((await me.send('POST', `/api/live/threads/${second.json.result.id}/end`)).status).toBe(200);
    const third = await me.send('POST', '/api/live/threads', {});
    expect(third.status).toBe(402);
    expect(third.json).toMatchObject({ error: 'credits.insufficient', message: '次数不足，请充值。' });
    // The refused start left no thread behind.
    expect((await me.send('GET', '/api/live/threads')).json.result.items).toHaveLength(2);
  });
});
