import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ask, follow, handshake, until } from './socket-support.ts';
import { call, codeFromOutbox, RELAXED_LIMITS, startTestServer, type TestServer } from './support.ts';

interface Line {
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

describe('JSON logs: request ids through sockets and jobs, and nothing secret', () => {
  let t: TestServer;
  const written: string[] = [];
  beforeAll(async () => {
    // The server logs through process.stdout (http/app.ts): every line it writes is read here.
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    t = await startTestServer({ env: { ...RELAXED_LIMITS, LOG_LEVEL: 'debug' } });
  });
  afterAll(async () => {
    await t.close();
    vi.restoreAllMocks();
  });

  const lines = (): Line[] =>
    written
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Line);

  /** Signs in with a code from the outbox, the request carrying `reqId` as a load balancer would. */
  async function signInWith(channel: 'email' | 'phone', target: string, reqId: string) {
    const headers = { 'x-request-id': reqId };
    expect(
      (await call(t.url, '/api/auth/code', { body: { channel, target, agree: true }, headers })).status,
    ).toBe(200);
    const code = codeFromOutbox(t.dataDir, target);
    const verified = await call(t.url, '/api/auth/verify', {
      body: { channel, target, code, agree: true },
      headers,
    });
    expect(verified.headers.get('x-request-id')).toBe(reqId);
    return { code, token: verified.json.result.token as string };
  }

  it('carry the request id into socket events and queue jobs, and show no code, token, email or phone', async () => {
    const email = 'logged.person@example.com';
    const phone = '13912345678';
    const byEmail = await signInWith('email', email, 'lb-signin-email-0001');
    const byPhone = await signInWith('phone', phone, 'lb-signin-phone-0001');
    // WeChat's sign-in comes back with its one-time code in the address.
    await call(t.url, '/api/auth/wechat/callback?code=oauth-code-9f8e7d&state=signed-state');
    const headers = { authorization: byEmail.token, lang: 'en' };
    const thread = (await call(t.url, '/api/live/threads', { body: {}, headers })).json.result;
    const chat = await handshake(
      t.url,
      { token: byEmail.token, channel: 'chat', threadId: thread.id },
      { headers: { 'x-request-id': 'lb-socket-0000001' } },
    );
    const events = await follow(chat.socket);
    expect(await ask(chat.socket, { text: `My email is ${email}, why do you want this job?` })).toEqual({
      ok: true,
    });
    await until(() => events.find((e) => e.type === 'hint'), 20_000);
    chat.socket.close();
    const ended = await call(t.url, `/api/live/threads/${thread.id}/end`, {
      method: 'POST',
      headers: { ...headers, 'x-request-id': 'lb-end-session-01' },
    });
    expect(ended.status).toBe(200);
    await until(() => lines().find((l) => l.msg === 'job done' && l.reqId === 'lb-end-session-01'), 20_000);
    await until(() => lines().find((l) => l.msg === 'socket disconnected'));

    const all = lines();
    // The socket's id on its connection and its end; the report job under the id of the request that ended it.
    expect(all.filter((l) => l.reqId === 'lb-socket-0000001').map((l) => l.msg)).toEqual(
      expect.arrayContaining(['socket connected', 'socket disconnected']),
    );
    expect(all.find((l) => l.msg === 'request' && l.reqId === 'lb-end-session-01')).toBeDefined();
    // Nothing a reader of the logs could sign in with, nor whom the codes went to.
    const text = all.map((l) => JSON.stringify(l)).join('\n');
    const secrets = [
      byEmail.code,
      byPhone.code,
      byEmail.token,
      byPhone.token,
      email,
      phone,
      'oauth-code-9f8e7d',
    ];
    expect(text).toContain('/api/auth/wechat/callback?code=');
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
    }
    expect(all.length).toBeGreaterThan(10);
  });

  it('leave secrets out of what a line is given: a token or code dropped, contacts masked', () => {
    t.server.app.log.warn(
      {
        token: 'tok-abcdef-123456',
        code: '123456',
        user: { email: 'someone@example.com', phone: '13912345678' },
      },
      'redaction check',
    );
    const line = lines().find((l) => l.msg === 'redaction check');
    expect(line).toMatchObject({
      token: '[redacted]',
      code: '[redacted]',
      user: { email: 'som*************com', phone: '139****5678' },
    });
  });
});
