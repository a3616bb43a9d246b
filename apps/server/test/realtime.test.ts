import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadRoom, userRoom } from '../src/realtime/index.ts';
import { anotherSession, chatSocket, disconnection, liveThread, receives, uidOf } from './session-support.ts';
import { handshake } from './socket-support.ts';
import { call, RELAXED_LIMITS, signIn, startTestServer, type TestServer } from './support.ts';

describe('the realtime handshake', () => {
  let t: TestServer;
  let token = '';
  let uid = 0;
  beforeAll(async () => {
    t = await startTestServer({ env: RELAXED_LIMITS });
    token = (await signIn(t, 'socket@example.com')).token;
    uid = (await call(t.url, '/api/user/info', { headers: { authorization: token } })).json.result.userInfo
      .uid;
    t.server.realtime.threads.register(
      async (owner, threadId) => owner === uid && threadId === 'thread-of-socket',
    );
  });
  afterAll(() => t.close());

  it('refuses a missing token, a bad token and a bad channel with translated messages', async () => {
    const missing = await handshake(t.url, { channel: 'chat', lang: 'en' });
    expect(missing.error?.message).toBe('Please sign in first.');
    expect(missing.error?.data).toEqual({ code: 401, error: 'auth.required' });
    const bad = await handshake(
      t.url,
      { token: 'not-a-token', channel: 'chat' },
      { headers: { lang: 'en' } },
    );
    expect(bad.error?.message).toBe('Your sign-in has expired or was revoked. Please sign in again.');
    const channel = await handshake(t.url, { token, channel: 'video' });
    expect(channel.error?.message).toBe('未知的连接通道，请使用 chat 或 audio。');
    expect(channel.error?.data?.error).toBe('realtime.channelInvalid');
  });

  it('refuses a thread the user does not own', async () => {
    const foreign = await handshake(t.url, {
      token,
      channel: 'chat',
      threadId: 'thread-of-someone-else',
      lang: 'en',
    });
    expect(foreign.error?.message).toBe('This interview session does not exist or is not yours.');
    expect(foreign.error?.data).toEqual({ code: 403, error: 'realtime.threadForbidden' });
  });

  it('accepts a signed-in user on polling and websocket and puts the socket in the user room', async () => {
    for (const transports of [['polling'], ['websocket']] as const) {
      const { socket, error } = await handshake(
        t.url,
        { token, channel: 'chat', threadId: 'thread-of-socket' },
        { transports: [...transports] },
      );
      expect(error).toBeUndefined();
      const got = new Promise((done) => socket.once('hello', done));
      t.server.realtime.io.to(userRoom(uid)).emit('hello', { to: uid });
      expect(await got).toEqual({ to: uid });
      socket.close();
    }
  });

  it('closes the sockets of a session when it signs out, and keeps those of its other session', async () => {
    const mine = (await signIn(t, 'two-devices@example.com')).token;
    const phone = await anotherSession(t, await uidOf(t, mine));
    const thread = await liveThread(t, mine);
    const out = await chatSocket(t, mine, thread);
    const stays = await chatSocket(t, phone, thread);
    const closed = disconnection(out);
    await call(t.url, '/api/auth/logout', { method: 'POST', headers: { authorization: mine } });
    expect(await closed).toBe('io server disconnect');
    expect(await receives(t, stays, threadRoom(thread))).toBe(true);
    expect(out.connected).toBe(false);
    stays.close();
  });

  it('refuses a revoked token', async () => {
    const other = (await signIn(t, 'socket-out@example.com')).token;
    await call(t.url, '/api/auth/logout', { method: 'POST', headers: { authorization: other } });
    const r = await handshake(t.url, { token: other, channel: 'audio' });
    expect(r.error?.data?.error).toBe('auth.sessionExpired');
  });
});

describe('the realtime server without thread authorizers', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  it('refuses every threadId, and closes with the app while a client is connected', async () => {
    const { token } = await signIn(t, 'nothread@example.com');
    const r = await handshake(t.url, { token, channel: 'audio', threadId: 'any', lang: 'en' });
    expect(r.error?.data?.error).toBe('realtime.threadForbidden');
    const { socket } = await handshake(t.url, { token, channel: 'audio' });
    const closed = new Promise((done) => socket.once('disconnect', done));
    await t.close();
    expect(await closed).toBe('transport close');
  });
});
