import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadRoom, userRoom } from '../src/realtime/index.ts';
import { postCaptchaForm, solveCaptcha } from './captcha-support.ts';
import { anotherSession, chatSocket, disconnection, liveThread, receives, uidOf } from './session-support.ts';
import { handshake } from './socket-support.ts';
import { call, signIn, startTwoServers, type TestServer } from './support.ts';

describe('two server instances (separate Fastify, Socket.IO, pools and Redis clients) sharing PostgreSQL and Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ a, b, close } = await startTwoServers({ TRUST_PROXY: 'true', CAPTCHA_MAX_NUMBER: '2000' }));
  });
  afterAll(() => close());

  const ask = (t: TestServer, target: string, ip: string) =>
    call(t.url, '/api/auth/code', {
      body: { channel: 'email', target, agree: true },
      headers: { 'x-forwarded-for': ip },
    });

  it('count code requests together and honour a captcha pass granted by the other process', async () => {
    const ip = '192.0.2.77';
    expect((await ask(a, 'r1@example.com', ip)).status).toBe(200);
    expect((await ask(b, 'r2@example.com', ip)).status).toBe(200);
    expect((await ask(a, 'r3@example.com', ip)).status).toBe(200);
    expect((await ask(b, 'r4@example.com', ip)).json.error).toBe('auth.captchaRequired');
    const altcha = await solveCaptcha(a.url);
    const fields = { altcha, channel: 'email', target: 'r4@example.com' };
    expect((await postCaptchaForm(b.url, fields, { 'x-forwarded-for': ip })).status).toBe(200);
    expect((await postCaptchaForm(a.url, fields, { 'x-forwarded-for': ip })).status).toBe(400);
    expect((await ask(a, 'r4@example.com', ip)).status).toBe(200);
  });

  it('forget a token on every process as soon as it is revoked on one', async () => {
    const { token } = await signIn(a, 'shared@example.com', { 'x-forwarded-for': '192.0.2.78' });
    const info = (t: TestServer) => call(t.url, '/api/user/info', { headers: { authorization: token } });
    expect((await info(b)).status).toBe(200);
    await call(a.url, '/api/auth/logout', { method: 'POST', headers: { authorization: token } });
    // B cached the session for 30 s; only the revocation message can make it answer 401 at once.
    let status = 200;
    for (let i = 0; i < 20 && status === 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await info(b)).status;
    }
    expect(status).toBe(401);
  });

  it('show an account change made on one process at once on the other', async () => {
    const { token } = await signIn(a, 'twice@example.com', { 'x-forwarded-for': '192.0.2.80' });
    const info = () => call(b.url, '/api/user/info', { headers: { authorization: token } });
    expect((await info()).json.result.userInfo.nickName).toBeNull();
    await call(a.url, '/api/user/updateMeta', {
      body: { nickName: 'Twice' },
      headers: { authorization: token },
    });
    let nickName = null;
    for (let i = 0; i < 20 && nickName === null; i++) {
      await new Promise((r) => setTimeout(r, 50));
      nickName = (await info()).json.result.userInfo.nickName;
    }
    expect(nickName).toBe('Twice');
  });

  it('deliver a room event emitted on one process to a socket connected to the other', async () => {
    const { token } = await signIn(a, 'rooms@example.com', { 'x-forwarded-for': '192.0.2.79' });
    const uid = (await call(a.url, '/api/user/info', { headers: { authorization: token } })).json.result
      .userInfo.uid;
    const { socket, error } = await handshake(b.url, { token, channel: 'chat' });
    expect(error).toBeUndefined();
    const got = new Promise((done) => socket.once('line', done));
    a.server.realtime.io.to(userRoom(uid)).emit('line', 'from a');
    expect(await got).toBe('from a');
    socket.close();
  });

  it('close on B the sockets of a session signed out on A, keep its other session, then close all on cancellation', async () => {
    const mine = (await signIn(a, 'away@example.com', { 'x-forwarded-for': '192.0.2.81' })).token;
    const phone = await anotherSession(a, await uidOf(a, mine));
    const thread = await liveThread(a, mine);
    const out = await chatSocket(b, mine, thread);
    const stays = await chatSocket(b, phone, thread);
    const closed = disconnection(out);
    await call(a.url, '/api/auth/logout', { method: 'POST', headers: { authorization: mine } });
    expect(await closed).toBe('io server disconnect');
    expect(await receives(a, stays, threadRoom(thread))).toBe(true);
    const cancelled = disconnection(stays);
    await call(a.url, '/api/account/cancellation', { method: 'POST', headers: { authorization: phone } });
    expect(await cancelled).toBe('io server disconnect');
  });

  it('let a process that stopped emit to a room late without ending it', async () => {
    // A presence told after the Redis adapter's connection quit (its socket closed by the stop itself): the
    // adapter publishes without awaiting, and the publish's rejection once ended the process with exit 1.
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', record);
    await b.close();
    b.server.realtime.io.to(threadRoom('stopped')).emit('presence', { audio: false, companions: [] });
    await new Promise((r) => setTimeout(r, 200));
    process.off('unhandledRejection', record);
    expect(unhandled).toEqual([]);
  });
});
