import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/lib/clock.ts';
import {
  call,
  codeFromOutbox,
  DB_KINDS,
  outboxFor,
  RELAXED_LIMITS,
  signIn,
  startTestServer,
  type TestServer,
} from './support.ts';

const ask = (t: TestServer, target: string, headers: Record<string, string> = {}) =>
  call(t.url, '/api/auth/code', { body: { channel: 'email', target, agree: true }, headers });
const verify = (t: TestServer, target: string, code: string, headers: Record<string, string> = {}) =>
  call(t.url, '/api/auth/verify', { body: { channel: 'email', target, code, agree: true }, headers });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(DB_KINDS)('sign-in by code on %s', (kind) => {
  const clock = manualClock(new Date('2026-03-02T08:00:00Z'));
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind, clock, env: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  it('sends a code to the outbox in the request language and trades it for a token of a new user', async () => {
    const asked = await ask(t, 'Ada@Example.com', { lang: 'en' });
    expect(asked.status).toBe(200);
    expect(asked.json.result).toEqual({ countdown: 60, expiresIn: 600 });
    const [mail] = outboxFor(t.dataDir, 'ada@example.com');
    expect(mail?.subject).toBe('Your OfferPilot sign-in code');
    const code = codeFromOutbox(t.dataDir, 'ada@example.com');
    const verified = await verify(t, 'ada@example.com', code);
    expect(verified.status).toBe(200);
    expect(verified.json.result).toMatchObject({ isNew: true, token: expect.stringMatching(/^[\w-]{43}$/) });
    expect(new Date(verified.json.result.expiresAt).getTime()).toBe(clock.now().getTime() + 30 * 86_400_000);
    const again = await verify(t, 'ada@example.com', code);
    expect(again.json.error).toBe('auth.codeExpired');
  });

  it('writes the code message in Chinese by default', async () => {
    await ask(t, 'zhang@example.cn');
    const [mail] = outboxFor(t.dataDir, 'zhang@example.cn');
    expect(mail?.subject).toBe('面试领航登录验证码');
    expect(mail?.text).toContain('10 分钟');
  });

  it('refuses without the agreement before looking at anything else', async () => {
    for (const body of [
      { channel: 'email', target: 'x@example.com', agree: false },
      { target: 'not even valid' },
    ]) {
      const r = await call(t.url, '/api/auth/code', { body, headers: { lang: 'en' } });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({
        error: 'auth.agreementRequired',
        message: expect.stringMatching(/User Agreement/),
      });
    }
    expect(outboxFor(t.dataDir, 'x@example.com')).toEqual([]);
  });

  it('answers a second request within 60 s with 429 and Retry-After, and sends again after it', async () => {
    expect((await ask(t, 'soon@example.com')).status).toBe(200);
    clock.advance(20_000);
    const early = await ask(t, 'soon@example.com', { lang: 'en' });
    expect(early.status).toBe(429);
    expect(early.json.error).toBe('auth.codeTooSoon');
    expect(early.headers.get('retry-after')).toBe('40');
    expect(early.json.message).toBe('Please wait 40 s before asking for another code.');
    clock.advance(40_000);
    expect((await ask(t, 'soon@example.com')).status).toBe(200);
    expect(outboxFor(t.dataDir, 'soon@example.com')).toHaveLength(2);
  });

  it('lets a code expire after 10 minutes', async () => {
    await ask(t, 'late@example.com');
    const code = codeFromOutbox(t.dataDir, 'late@example.com');
    clock.advance(600_000);
    const r = await verify(t, 'late@example.com', code, { lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe('auth.codeExpired');
  });

  it('counts wrong codes down and kills the code at the fifth', async () => {
    clock.advance(61_000);
    await ask(t, 'guess@example.com');
    const code = codeFromOutbox(t.dataDir, 'guess@example.com');
    const lefts: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await verify(t, 'guess@example.com', wrong(code), { lang: 'en' });
      expect(r.json.error).toBe('auth.codeInvalid');
      lefts.push(r.json.result.left);
    }
    expect(lefts).toEqual([4, 3, 2, 1]);
    expect((await verify(t, 'guess@example.com', wrong(code))).json.error).toBe('auth.codeAttempts');
    expect((await verify(t, 'guess@example.com', code)).json.error).toBe('auth.codeAttempts');
  });

  it('gives a new user the newcomer items and signs an existing user in again', async () => {
    const first = await signIn(t, 'newbie@example.com');
    const info = await call(t.url, '/api/user/info', { headers: { authorization: first.token } });
    expect(info.json.result.userItem).toEqual({
      assistants: 0,
      credit: 0,
      mocks: 1,
      careers: 1,
      money: 0,
      vip: { level: 0, expire: null },
    });
    clock.advance(61_000);
    const second = await signIn(t, 'newbie@example.com');
    expect(second.isNew).toBe(false);
    const again = await call(t.url, '/api/user/info', {
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(again.json.result.userItem.mocks).toBe(1);
  });

  it('stores the inviter named by the inviteruid header when it is another existing user', async () => {
    const inviter = await signIn(t, 'inviter@example.com');
    const inviterUid = (await call(t.url, '/api/user/info', { headers: { authorization: inviter.token } }))
      .json.result.userInfo.uid as number;
    await signIn(t, 'friend@example.com', { inviteruid: String(inviterUid) });
    await signIn(t, 'stranger@example.com', { inviteruid: '999999' });
    const rows = await t.database.db.query.users.findMany({ columns: { email: true, inviterUid: true } });
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r.inviterUid]));
    expect(byEmail['friend@example.com']).toBe(inviterUid);
    expect(byEmail['stranger@example.com']).toBeNull();
  });

  it('refuses a locked account with 403', async () => {
    await signIn(t, 'locked@example.com');
    const { users } = await import('../src/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.email, 'locked@example.com'));
    clock.advance(61_000);
    await ask(t, 'locked@example.com');
    const r = await verify(t, 'locked@example.com', codeFromOutbox(t.dataDir, 'locked@example.com'), {
      lang: 'en',
    });
    expect(r.status).toBe(403);
    expect(r.json).toMatchObject({ error: 'auth.accountLocked', message: 'This account is locked.' });
  });

  it('names the invalid field in English and Chinese', async () => {
    const body = { channel: 'phone', target: '12ab', agree: true };
    const en = await call(t.url, '/api/auth/code', { body, headers: { lang: 'en' } });
    const zh = await call(t.url, '/api/auth/code', { body, headers: { lang: 'zh' } });
    expect(en.status).toBe(400);
    expect(en.json).toMatchObject({ error: 'validation.invalid', result: { field: 'target' } });
    expect(en.json.message).toMatch(/^Email or phone: /);
    expect(zh.json.message).toMatch(/^邮箱或手机号：/);
  });
});
