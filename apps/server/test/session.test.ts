import { userInfoResult } from '@offerpilot/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { manualClock } from '../src/lib/clock.ts';
import { announceUserChange } from '../src/lib/user-changes.ts';
import { grant } from '../src/modules/credits/credits.service.ts';
import { call, DB_KINDS, RELAXED_LIMITS, signIn, startTestServer, type TestServer } from './support.ts';

const DAY = 86_400_000;
const info = (t: TestServer, authorization?: string, lang = 'en') =>
  call(t.url, '/api/user/info', { headers: { lang, ...(authorization ? { authorization } : {}) } });

describe.each(DB_KINDS)('sessions and the account on %s', (kind) => {
  const clock = manualClock(new Date('2026-04-01T00:00:00Z'));
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind, clock, env: { ...RELAXED_LIMITS, SESSION_TTL_DAYS: '30' } });
  });
  afterAll(() => t.close());

  it('answers 401 auth.required for a missing or garbage token', async () => {
    for (const authorization of [undefined, 'garbage', 'Bearer ', `Bearer ${'x'.repeat(43)}`]) {
      const r = await info(t, authorization);
      expect(r.status).toBe(401);
      expect(r.json).toMatchObject({
        success: false,
        error: 'auth.required',
        message: 'Please sign in first.',
      });
    }
  });

  it('describes its routes in the OpenAPI document', async () => {
    const { paths } = (await call(t.url, '/api/openapi.json')).json as { paths: Record<string, unknown> };
    for (const path of [
      '/api/auth/code',
      '/api/auth/verify',
      '/api/auth/logout',
      '/api/user/info',
      '/api/user/updateMeta',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });

  it('answers user info exactly as the shared schema says', async () => {
    const { token } = await signIn(t, 'shape@example.com', { lang: 'en' });
    const r = await info(t, token);
    expect(r.status).toBe(200);
    expect(userInfoResult.strict().parse(r.json.result)).toEqual(r.json.result);
    expect(r.json.result.userInfo).toMatchObject({
      email: 'shape@example.com',
      phone: null,
      lang: 'en',
      initStep: 0,
      status: 'active',
    });
  });

  it('revokes the token on logout', async () => {
    const { token } = await signIn(t, 'bye@example.com');
    expect((await info(t, token)).status).toBe(200);
    const out = await call(t.url, '/api/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(200);
    expect(out.json).toMatchObject({ success: true, result: null });
    expect((await info(t, token)).status).toBe(401);
    expect(
      (await call(t.url, '/api/auth/logout', { method: 'POST', headers: { authorization: token } })).status,
    ).toBe(401);
  });

  it('slides the expiry forward while the token is used, and lets an unused token expire', async () => {
    const { token } = await signIn(t, 'slide@example.com');
    clock.advance(20 * DAY);
    expect((await info(t, token)).status).toBe(200);
    clock.advance(20 * DAY);
    expect((await info(t, token)).status).toBe(200);
    clock.advance(30 * DAY + 1000);
    expect((await info(t, token)).status).toBe(401);
  });

  it('updates language, nickname and avatar, and refuses unknown fields naming them', async () => {
    const { token } = await signIn(t, 'meta@example.com');
    expect((await info(t, token)).json.result.userInfo.nickName).toBeNull();
    const r = await call(t.url, '/api/user/updateMeta', {
      body: { lang: 'en', nickName: ' Kai ', avatar: 'https://img.example.com/a.png' },
      headers: { authorization: token },
    });
    expect(r.status).toBe(200);
    expect(r.json.result).toMatchObject({
      lang: 'en',
      nickName: 'Kai',
      avatar: 'https://img.example.com/a.png',
    });
    expect((await info(t, token)).json.result.userInfo.nickName).toBe('Kai');
    const bad = await call(t.url, '/api/user/updateMeta', {
      body: { lang: 'fr' },
      headers: { authorization: token, lang: 'en' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.result.field).toBe('lang');
    expect(bad.json.message).toMatch(/^Language: /);
    const anonymous = await call(t.url, '/api/user/updateMeta', { body: { lang: 'en' } });
    expect(anonymous.status).toBe(401);
  });
});

describe.each(DB_KINDS)('what GET /api/user/info remembers on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind, env: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  /** Repeats a read until it changes: a commit reaches listeners a moment later on a PostgreSQL server. */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (let i = 0; i < 40 && !done(value); i++) {
      await new Promise((r) => setTimeout(r, 25));
      value = await read();
    }
    return value;
  }

  it('shows a grant as soon as its transaction commits', async () => {
    const { token } = await signIn(t, 'fresh@example.com');
    const first = await info(t, token);
    expect(first.json.result.userItem.credit).toBe(0);
    const uid = first.json.result.userInfo.uid as number;
    await t.database.db.transaction((tx) => grant(tx, uid, { credit: 300 }, 'recharge', 'order:fresh'));
    const after = await eventually(
      () => info(t, token),
      (r) => r.json.result.userItem.credit !== 0,
    );
    expect(after.json.result.userItem.credit).toBe(300);
  });

  it('refuses a token at once when its account is locked', async () => {
    const { token } = await signIn(t, 'tolock@example.com');
    const uid = (await info(t, token)).json.result.userInfo.uid as number;
    await t.database.db.transaction(async (tx) => {
      await tx.update(users).set({ status: 'locked' }).where(eq(users.uid, uid));
      await announceUserChange(tx, uid);
    });
    const after = await eventually(
      () => info(t, token),
      (r) => r.status !== 200,
    );
    expect(after.status).toBe(403);
    expect(after.json.error).toBe('auth.accountLocked');
  });
});

describe('the verify rate limit per IP', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { VERIFY_PER_IP_PER_MINUTE: '3', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('answers 429 rate.limited with Retry-After beyond the limit, per IP', async () => {
    const body = { channel: 'email', target: 'limit@example.com', code: '123456', agree: true };
    const from = (ip: string) =>
      call(t.url, '/api/auth/verify', { body, headers: { 'x-forwarded-for': ip, lang: 'en' } });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.9')).json.error).toBe('auth.codeExpired');
    const limited = await from('203.0.113.9');
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe('rate.limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('203.0.113.10')).json.error).toBe('auth.codeExpired');
  });
});
