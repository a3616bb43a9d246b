import { createHmac } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/lib/clock.ts';
import { fakeHttp, json, type FakeHttp } from './fakes.ts';
import { call, RELAXED_LIMITS, startTestServer, type TestServer } from './support.ts';

/** Aliyun's documented RPC signature, written again independently of the adapter. */
function aliyunSignature(params: URLSearchParams, secret: string): string {
  const enc = (s: string) =>
    encodeURIComponent(s)
      .replace(/\+/g, '%20')
      .replace(/\*/g, '%2A')
      .replace(/%7E/g, '~')
      .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const pairs = [...params.entries()].filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : 1));
  const canonical = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`POST&${enc('/')}&${enc(canonical)}`)
    .digest('base64');
}

const askPhone = (t: TestServer, target: string) =>
  call(t.url, '/api/auth/code', { body: { channel: 'phone', target, agree: true }, headers: { lang: 'en' } });
const verifyPhone = (t: TestServer, target: string, code: string) =>
  call(t.url, '/api/auth/verify', {
    body: { channel: 'phone', target, code, agree: true },
    headers: { lang: 'en' },
  });

describe('SMS through Aliyun (a local fake that checks the signature)', () => {
  const clock = manualClock(new Date('2026-06-01T00:00:00Z'));
  let aliyun: FakeHttp;
  let t: TestServer;
  const sentCodes: string[] = [];
  beforeAll(async () => {
    aliyun = await fakeHttp((req, res) => {
      const params = new URLSearchParams(req.body);
      const code = (JSON.parse(params.get('TemplateParam') ?? '{}') as { code?: string }).code ?? '';
      sentCodes.push(code);
      if (params.get('Signature') !== aliyunSignature(params, 'test-secret')) {
        return json(res, 400, { Code: 'SignatureDoesNotMatch', Message: 'bad signature' });
      }
      if (params.get('PhoneNumbers') === '13900000000')
        return json(res, 200, { Code: 'isv.BUSINESS_LIMIT_CONTROL' });
      return json(res, 200, { Code: 'OK', Message: 'OK', RequestId: 'r1', BizId: 'b1' });
    });
    t = await startTestServer({
      clock,
      env: {
        ...RELAXED_LIMITS,
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ENDPOINT: `${aliyun.url}/`,
        ALIYUN_ACCESS_KEY_ID: 'test-id',
        ALIYUN_ACCESS_KEY_SECRET: 'test-secret',
        ALIYUN_SMS_SIGN_NAME: '面试领航',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await aliyun.close();
  });

  it('sends a signed SendSms whose template code signs the user in', async () => {
    expect((await askPhone(t, '13800138000')).status).toBe(200);
    const [request] = aliyun.requests;
    const params = new URLSearchParams(request?.body);
    expect(Object.fromEntries(params)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      AccessKeyId: 'test-id',
      PhoneNumbers: '13800138000',
      SignName: '面试领航',
      TemplateCode: 'SMS_000001',
    });
    const code = sentCodes.at(-1) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const verified = await verifyPhone(t, '13800138000', code);
    expect(verified.status).toBe(200);
    expect(verified.json.result.isNew).toBe(true);
  });

  it('answers 502 delivery.failed when Aliyun refuses, and leaves no usable code behind', async () => {
    const r = await askPhone(t, '13900000000');
    expect(r.status).toBe(502);
    expect(r.json).toMatchObject({
      error: 'delivery.failed',
      message: 'The code could not be sent. Please try again later.',
    });
    expect((await verifyPhone(t, '13900000000', sentCodes.at(-1) ?? '')).json.error).toBe('auth.codeExpired');
    expect((await askPhone(t, '13900000000')).status).toBe(502);
  });
});

describe('email through SMTP (an smtp-server started here)', () => {
  let smtp: SMTPServer;
  let port = 0;
  let t: TestServer;
  const mails: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        callback(address.address.startsWith('reject') ? new Error('mailbox unavailable') : undefined);
      },
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          mails.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
    const address = smtp.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    t = await startTestServer({
      env: {
        ...RELAXED_LIMITS,
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SMTP_FROM: 'OfferPilot <codes@offerpilot.test>',
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/',
        ALIYUN_ACCESS_KEY_ID: 'id',
        ALIYUN_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: 'sign',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((done) => smtp.close(() => done()));
  });

  it('mails the code with the configured sender, and the code signs in', async () => {
    const asked = await call(t.url, '/api/auth/code', {
      body: { channel: 'email', target: 'mail@example.com', agree: true },
      headers: { lang: 'en' },
    });
    expect(asked.status).toBe(200);
    const mail = mails.at(-1) ?? '';
    expect(mail).toMatch(/^From: OfferPilot <codes@offerpilot\.test>/m);
    expect(mail).toMatch(/^To: mail@example\.com/m);
    expect(mail).toMatch(/^Subject: Your OfferPilot sign-in code/m);
    const code = mail.match(/sign-in code is (\d{6})/)?.[1] ?? '';
    const verified = await call(t.url, '/api/auth/verify', {
      body: { channel: 'email', target: 'mail@example.com', code, agree: true },
    });
    expect(verified.status).toBe(200);
  });

  it('answers 502 when the SMTP server refuses the recipient', async () => {
    const r = await call(t.url, '/api/auth/code', {
      body: { channel: 'email', target: 'reject@example.com', agree: true },
    });
    expect(r.status).toBe(502);
    expect(r.json.error).toBe('delivery.failed');
  });

  it('hides the outbox while no channel uses it', async () => {
    expect((await call(t.url, '/api/auth/options')).json.result).toEqual({
      wechat: { enabled: false },
      outbox: false,
    });
    expect((await call(t.url, '/outbox')).status).toBe(404);
  });
});

describe('the outbox page', () => {
  let t: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { ...RELAXED_LIMITS, TRUST_PROXY: 'true' } });
    open = await startTestServer({ env: { OUTBOX_PUBLIC: 'true', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
    await open.close();
  });

  it('lists the latest messages, newest first, escaped, in the request language', async () => {
    await call(t.url, '/api/auth/code', {
      body: { channel: 'email', target: 'one@example.com', agree: true },
    });
    await call(t.url, '/api/auth/code', {
      body: { channel: 'phone', target: '+8613800000001', agree: true },
    });
    const page = await fetch(`${t.url}/outbox?lang=en`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html.indexOf('+8613800000001')).toBeLessThan(html.indexOf('one@example.com'));
    const zh = await (await fetch(`${t.url}/outbox`, { headers: { 'accept-language': 'zh-CN,zh' } })).text();
    expect(zh).toContain('<h1>发件箱</h1>');
    expect((await call(t.url, '/api/auth/options')).json.result).toEqual({
      wechat: { enabled: false },
      outbox: true,
    });
  });

  it('answers 404 to a client that is not on this machine unless OUTBOX_PUBLIC=true', async () => {
    const remote = await call(t.url, '/outbox', {
      headers: { 'x-forwarded-for': '203.0.113.50', lang: 'en' },
    });
    expect(remote.status).toBe(404);
    expect(remote.json.error).toBe('route.notFound');
    const allowed = await fetch(`${open.url}/outbox`, { headers: { 'x-forwarded-for': '203.0.113.50' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('发件箱是空的');
  });
});
