import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { manualClock } from '../src/lib/clock.ts';
import { eraseDueAccounts } from '../src/modules/account/erasure.ts';
import { anotherSession, chatSocket, disconnection, liveThread, uidOf } from './session-support.ts';
import { handshake } from './socket-support.ts';
import { call, DB_KINDS, RELAXED_LIMITS, signIn, startTestServer, type TestServer } from './support.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A Friday, mid-morning UTC. */
const FRIDAY = new Date('2026-01-09T10:00:00Z');

describe.each(DB_KINDS)('account cancellation on %s', (kind) => {
  const clock = manualClock(FRIDAY);
  let t: TestServer;
  let n = 0;
  async function user() {
    const email = `cancel-${kind}-${++n}@example.com`;
    const headers = { authorization: (await signIn(t, email)).token, lang: 'en' };
    const send = (method: string, path: string, body?: unknown) =>
      call(t.url, path, { method, body, headers });
    return { email, headers, send, cancellation: () => send('GET', '/api/account/cancellation') };
  }
  const erase = () => eraseDueAccounts(t.server.ctx);
  beforeAll(async () => {
    t = await startTestServer({ kind, clock, env: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  it('needs sign-in', async () => {
    expect((await call(t.url, '/api/account/cancellation')).status).toBe(401);
    expect((await call(t.url, '/api/account/cancellation', { method: 'POST' })).status).toBe(401);
  });

  it('erases the account seven working days after a Friday request, not before', async () => {
    const me = await user();
    expect((await me.cancellation()).json.result).toBeNull();
    await me.send('POST', '/api/goals', { positionName: 'PM', jobDescription: 'Plan', requirements: 'Care' });
    const asked = await me.send('POST', '/api/account/cancellation');
    const expected = {
      status: 'pending',
      requestedAt: '2026-01-09T10:00:00.000Z',
      eraseAfter: '2026-01-20T10:00:00.000Z', // the Tuesday of the week after next
    };
    expect(asked.json.result).toEqual(expected);
    clock.advance(HOUR);
    expect((await me.send('POST', '/api/account/cancellation')).json.result).toEqual(expected);

    // Locked, not shut out: a new sign-in works and sees the pending request.
    const again = { authorization: (await signIn(t, me.email)).token };
    const info = await call(t.url, '/api/user/info', { headers: again });
    expect(info.json.result.userInfo.status).toBe('cancelling');
    expect((await call(t.url, '/api/account/cancellation', { headers: again })).json.result).toEqual(
      expected,
    );
    const [row] = await t.server.ctx.db.select().from(users).where(eq(users.email, me.email));
    expect(row?.status).toBe('cancelling');

    clock.advance(11 * DAY - 2 * HOUR); // 2026-01-20 09:00: not yet
    expect(await erase()).toBe(0);
    const [kept] = await t.server.ctx.db.select().from(users).where(eq(users.email, me.email));
    expect(kept?.status).toBe('cancelling');

    clock.advance(2 * HOUR);
    expect(await erase()).toBe(1);
    for (const headers of [me.headers, again]) {
      expect((await call(t.url, '/api/user/info', { headers })).status).toBe(401);
    }
    expect(await t.server.ctx.db.select().from(users).where(eq(users.email, me.email))).toEqual([]);
    const fresh = await signIn(t, me.email);
    expect(fresh.isNew).toBe(true);
    const goals = await call(t.url, '/api/goals', { headers: { authorization: fresh.token } });
    expect(goals.json.result.items).toEqual([]);
  });

  it('locks the account at once: only user info, settings, withdrawal and sign-out stay open', async () => {
    const me = await user();
    clock.advance(61_000);
    const other = { authorization: (await signIn(t, me.email)).token };
    expect((await me.send('GET', '/api/goals')).status).toBe(200);
    await me.send('POST', '/api/account/cancellation');
    for (const [method, path, body] of [
      ['GET', '/api/goals', undefined],
      ['POST', '/api/goals', { positionName: 'PM', jobDescription: 'Plan', requirements: 'Care' }],
      ['GET', '/api/user/profile', undefined],
      ['GET', '/api/materials/resumes', undefined],
    ] as const) {
      const refused = await me.send(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.json).toMatchObject({ error: 'auth.accountCancelling', success: false });
      expect(refused.json.message).toMatch(/Withdraw the cancellation in Settings/);
    }
    const zh = await call(t.url, '/api/goals', { headers: { ...me.headers, lang: 'zh' } });
    expect(zh.json.message).toMatch(/撤回注销申请/);
    const refusedSocket = await handshake(t.url, { token: me.headers.authorization, channel: 'chat' });
    expect(refusedSocket.error?.data?.error).toBe('auth.accountCancelling');

    expect((await me.send('GET', '/api/user/info')).status).toBe(200);
    expect((await me.send('POST', '/api/user/updateMeta', { lang: 'zh' })).status).toBe(200);
    expect((await me.send('DELETE', '/api/account/cancellation')).status).toBe(200);
    expect((await me.send('GET', '/api/goals')).status).toBe(200);
    const info = await me.send('GET', '/api/user/info');
    expect(info.json.result.userInfo.status).toBe('active');
    const socket = await handshake(t.url, { token: me.headers.authorization, channel: 'chat' });
    expect(socket.error).toBeUndefined();
    socket.socket.close();

    await me.send('POST', '/api/account/cancellation');
    expect((await me.send('POST', '/api/auth/logout')).status).toBe(200);
    expect((await me.send('GET', '/api/user/info')).status).toBe(401);
    // Another device stays signed in, still locked, and withdraws so later tests erase nothing of this.
    expect((await call(t.url, '/api/goals', { headers: other })).status).toBe(403);
    await call(t.url, '/api/account/cancellation', { method: 'DELETE', headers: other });
  });

  it('closes every open socket of the account, on each of its sessions, when it asks for cancellation', async () => {
    const me = await user();
    const token = me.headers.authorization;
    const phone = await anotherSession(t, await uidOf(t, token));
    const thread = await liveThread(t, token);
    const sockets = [await chatSocket(t, token, thread), await chatSocket(t, phone, thread)];
    const closed = sockets.map(disconnection);
    await me.send('POST', '/api/account/cancellation');
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    // Withdrawn, so that the erasures of the next tests count only their own accounts.
    await me.send('DELETE', '/api/account/cancellation');
  });

  it('keeps everything when the request is withdrawn in time', async () => {
    const me = await user();
    await me.send('PUT', '/api/user/profile', { university: 'Fudan' });
    await me.send('POST', '/api/account/cancellation');
    const withdrawn = await me.send('DELETE', '/api/account/cancellation');
    expect(withdrawn.json).toMatchObject({ success: true, result: null });
    expect((await me.cancellation()).json.result).toBeNull();
    expect((await me.send('DELETE', '/api/account/cancellation')).status).toBe(200);
    clock.advance(12 * DAY); // past the date the request would have been due
    expect(await erase()).toBe(0);
    expect((await me.send('GET', '/api/user/profile')).json.result.university).toBe('Fudan');
    const [row] = await t.server.ctx.db.select().from(users).where(eq(users.email, me.email));
    expect(row?.status).toBe('active');
  });

  it('erases each due account once when several erasures run at the same time', async () => {
    const due = await Promise.all([user(), user(), user()]);
    for (const u of due) await u.send('POST', '/api/account/cancellation');
    clock.advance(15 * DAY);
    const runs = await Promise.all([erase(), erase(), erase()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
    for (const u of due) expect((await u.cancellation()).status).toBe(401);
  });

  it('runs the erasure when a server starts', async () => {
    const me = await user();
    await me.send('POST', '/api/account/cancellation');
    const later = manualClock(new Date(clock.now().getTime() + 12 * DAY));
    const second = await startTestServer({ database: t.database, clock: later, env: RELAXED_LIMITS });
    try {
      let left = [{}];
      for (let i = 0; i < 80 && left.length; i++) {
        await new Promise((r) => setTimeout(r, 25));
        left = await t.server.ctx.db.select().from(users).where(eq(users.email, me.email));
      }
      expect(left).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
