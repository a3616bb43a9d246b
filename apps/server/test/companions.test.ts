import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIRING_TTL_MS, type LiveEvent, type Presence } from '@offerpilot/shared';
import { ask, follow, handshake, until } from './socket-support.ts';
import { call, DB_KINDS, RELAXED_LIMITS, signIn, startTestServer, type TestServer } from './support.ts';

describe.each(DB_KINDS)('pairing a phone with a live session on %s', (kind) => {
  let t: TestServer;
  let n = 0;
  let offsetMs = 0;
  beforeAll(async () => {
    // A clock the test moves forward (pairings expire), otherwise the real one.
    t = await startTestServer({
      kind,
      env: RELAXED_LIMITS,
      clock: { now: () => new Date(Date.now() + offsetMs) },
    });
  });
  afterAll(() => t.close());

  async function owner() {
    const { token } = await signIn(t, `pair-${kind}-${++n}@example.com`);
    const headers = { authorization: token, lang: 'en' };
    const thread = (await call(t.url, '/api/live/threads', { method: 'POST', body: {}, headers })).json
      .result;
    const pairing = async () =>
      (await call(t.url, `/api/live/threads/${thread.id}/pairings`, { method: 'POST', headers })).json.result;
    return { token, headers, thread, pairing };
  }
  const pair = (body: Record<string, string>, lang = 'en') =>
    call(t.url, '/api/companion/pair', { method: 'POST', body, headers: { lang } });

  it('gives a phone that opens the pairing a credential for that thread only, once', async () => {
    const me = await owner();
    const pairing = await me.pairing();
    expect(pairing.code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(Date.parse(pairing.expiresAt) - (Date.now() + offsetMs)).toBeGreaterThan(PAIRING_TTL_MS - 5_000);
    const paired = await pair({ token: pairing.token, label: 'iPhone Safari' });
    expect(paired.status).toBe(200);
    expect(paired.json.result).toMatchObject({
      companion: { label: 'iPhone Safari' },
      thread: { id: me.thread.id, status: 'active' },
    });
    const phone = paired.json.result.token as string;
    // Used once: the same token again, the code of the same pairing, a forged token and a wrong code.
    const again = await pair({ token: pairing.token });
    expect([again.status, again.json.error]).toEqual([409, 'pairing.used']);
    expect((await pair({ code: pairing.code })).json.error).toBe('pairing.used');
    const forged = await pair({ token: 'A'.repeat(43) }, 'zh');
    expect([forged.status, forged.json.error]).toEqual([404, 'pairing.invalid']);
    expect(forged.json.message).toBe('配对码无效。请检查，或在主屏幕上生成新的配对码。');
    // The phone's credential reads its pairing back, and opens nothing of the account.
    const back = await call(t.url, '/api/companion', { headers: { authorization: phone } });
    expect(back.json.result.thread.id).toBe(me.thread.id);
    for (const path of [
      '/api/user/info',
      '/api/live/threads',
      `/api/live/threads/${me.thread.id}`,
      '/api/goals',
    ]) {
      expect((await call(t.url, path, { headers: { authorization: phone } })).status).toBe(401);
    }
    const listed = (
      await call(t.url, `/api/live/threads/${me.thread.id}/companions`, { headers: me.headers })
    ).json.result.items;
    expect(listed).toEqual([expect.objectContaining({ id: paired.json.result.companion.id })]);
  });

  it('pairs by the typed code, however it is written, and refuses an expired one', async () => {
    const me = await owner();
    const first = await me.pairing();
    const typed = `${first.code.slice(0, 3).toLowerCase()} ${first.code.slice(3)}`;
    expect((await pair({ code: typed })).status).toBe(200);
    const second = await me.pairing();
    offsetMs += PAIRING_TTL_MS + 1_000;
    const late = await pair({ code: second.code });
    expect([late.status, late.json.error]).toEqual([410, 'pairing.expired']);
    expect(late.json.message).toBe('This pairing code has expired. Show a new code on the main screen.');
  });

  it('refuses a pairing of a session that is not the user’s or has ended', async () => {
    const me = await owner();
    const other = await owner();
    const theirs = await call(t.url, `/api/live/threads/${other.thread.id}/pairings`, {
      method: 'POST',
      headers: me.headers,
    });
    expect(theirs.status).toBe(404);
    const pairing = await me.pairing();
    await call(t.url, `/api/live/threads/${me.thread.id}/end`, { method: 'POST', headers: me.headers });
    expect((await pair({ token: pairing.token })).json.error).toBe('live.ended');
    const after = await call(t.url, `/api/live/threads/${me.thread.id}/pairings`, {
      method: 'POST',
      headers: me.headers,
    });
    expect(after.json.error).toBe('live.ended');
  });

  it('lets the phone follow the thread, tells who is there, and closes it when unpaired', async () => {
    const me = await owner();
    const phone = (await pair({ token: (await me.pairing()).token })).json.result;
    const threadId = me.thread.id as string;
    // Only the chat stream of its own thread.
    expect(
      (await handshake(t.url, { token: phone.token, channel: 'audio', threadId })).error?.data?.error,
    ).toBe('realtime.threadForbidden');
    const elsewhere = await owner();
    const other = await handshake(t.url, {
      token: phone.token,
      channel: 'chat',
      threadId: elsewhere.thread.id,
    });
    expect(other.error?.data?.error).toBe('realtime.threadForbidden');

    const companion = await handshake(t.url, { token: phone.token, channel: 'chat', threadId });
    expect(companion.error).toBeUndefined();
    const presence: Presence[] = [];
    companion.socket.on('presence', (p: Presence) => presence.push(p));
    const seen: LiveEvent[] = await follow(companion.socket);
    await until(() => presence.find((p) => !p.audio && p.companions.includes(phone.companion.id)));
    // The phone reads; it does not drive the session.
    expect(await ask(companion.socket, { text: 'Why do you want to join us?' })).toMatchObject({
      ok: false,
      error: 'realtime.threadForbidden',
    });
    const main = await handshake(t.url, { token: me.token, channel: 'chat', threadId });
    const mic = await handshake(t.url, { token: me.token, channel: 'audio', threadId });
    await until(() => presence.find((p) => p.audio));
    expect(await ask(main.socket, { text: 'Tell me about yourself' })).toEqual({ ok: true });
    await until(() => seen.find((e) => e.type === 'hint'));
    mic.socket.close();
    await until(() => presence.findLast((p) => !p.audio && presence.indexOf(p) > 1));

    const closed = new Promise((done) => companion.socket.once('disconnect', done));
    const unpaired = await call(t.url, `/api/live/threads/${threadId}/companions/${phone.companion.id}`, {
      method: 'DELETE',
      headers: me.headers,
    });
    expect(unpaired.status).toBe(200);
    await closed;
    const back = await call(t.url, '/api/companion', { headers: { authorization: phone.token } });
    expect([back.status, back.json.error]).toEqual([401, 'companion.unpaired']);
    expect(
      (await handshake(t.url, { token: phone.token, channel: 'chat', threadId })).error?.data?.error,
    ).toBe('companion.unpaired');
    main.socket.close();
  });

  it('limits pairing attempts per address', async () => {
    // Every attempt from this address counts, the tests' earlier ones too: at most 20 in the window in all.
    const answers = [];
    for (let i = 0; i < 21; i++) {
      answers.push(await call(t.url, '/api/companion/pair', { method: 'POST', body: { code: 'ZZZZZZ' } }));
    }
    const errors = answers.map((r) => r.json.error);
    const refused = errors.indexOf('rate.limited');
    expect(refused).toBeGreaterThan(0);
    expect(errors.slice(0, refused)).toEqual(Array(refused).fill('pairing.invalid'));
    expect(errors.slice(refused)).toEqual(Array(21 - refused).fill('rate.limited'));
    expect(answers[20]?.headers.get('retry-after')).not.toBeNull();
  });
});
