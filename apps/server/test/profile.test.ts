import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DB_KINDS, RELAXED_LIMITS, signIn, startTestServer, type TestServer } from './support.ts';

/** Repeats a read until it passes: a commit reaches listeners a moment later on a PostgreSQL server. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 40 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

describe.each(DB_KINDS)('personal info and profile on %s', (kind) => {
  let t: TestServer;
  let n = 0;
  async function user(lang = 'en') {
    const { token } = await signIn(t, `profile-${kind}-${++n}@example.com`);
    const headers = { authorization: token, lang };
    return {
      headers,
      get: () => call(t.url, '/api/user/profile', { headers }),
      put: (body: unknown) => call(t.url, '/api/user/profile', { method: 'PUT', body, headers }),
    };
  }
  beforeAll(async () => {
    t = await startTestServer({ kind, env: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  it('needs sign-in', async () => {
    expect((await call(t.url, '/api/user/profile')).status).toBe(401);
    expect((await call(t.url, '/api/user/profile', { method: 'PUT', body: {} })).status).toBe(401);
  });

  it('starts empty, saves name, university and major, and reads them back', async () => {
    const me = await user();
    expect((await me.get()).json.result).toEqual({
      name: null,
      university: null,
      major: null,
      nickName: null,
      avatar: null,
    });
    const saved = await me.put({
      name: ' Li Lei ',
      university: 'Tsinghua University',
      major: 'Computer Science',
    });
    expect(saved.status).toBe(200);
    expect(saved.json.result).toMatchObject({ name: 'Li Lei', university: 'Tsinghua University' });
    expect((await me.get()).json.result).toEqual({
      name: 'Li Lei',
      university: 'Tsinghua University',
      major: 'Computer Science',
      nickName: null,
      avatar: null,
    });
  });

  it('changes only the fields sent, and an empty string clears one', async () => {
    const me = await user();
    await me.put({ name: 'Han Meimei', major: 'Economics' });
    const r = await me.put({ major: '', avatar: 'https://img.example.com/me.png' });
    expect(r.json.result).toEqual({
      name: 'Han Meimei',
      university: null,
      major: null,
      nickName: null,
      avatar: 'https://img.example.com/me.png',
    });
  });

  it('refreshes the cached user info at once, which does not carry university or major', async () => {
    const me = await user();
    const info = () => call(t.url, '/api/user/info', { headers: me.headers });
    expect((await info()).json.result.userInfo.name).toBeNull();
    await me.put({ name: 'Wang Wu', nickName: 'Wu', university: 'PKU' });
    const after = await eventually(info, (r) => r.json.result.userInfo.nickName === 'Wu');
    expect(after.json.result.userInfo).toMatchObject({ name: 'Wang Wu', nickName: 'Wu' });
    expect(after.json.result.userInfo).not.toHaveProperty('university');
    expect(after.json.result.userInfo).not.toHaveProperty('major');
  });

  it('names the failing field in English and Chinese', async () => {
    const me = await user('en');
    const long = await me.put({ university: 'U'.repeat(121) });
    expect(long.status).toBe(400);
    expect(long.json.result.field).toBe('university');
    expect(long.json.message).toMatch(/^University: /);
    const zh = await call(t.url, '/api/user/profile', {
      method: 'PUT',
      body: { major: 'M'.repeat(121) },
      headers: { ...me.headers, lang: 'zh' },
    });
    expect(zh.json.message).toMatch(/^专业：/);
    expect((await me.put({ avatar: 'javascript:alert(1)' })).json.result.field).toBe('avatar');
    expect((await me.put({ age: 30 })).status).toBe(400);
    expect((await me.get()).json.result.university).toBeNull();
  });
});
