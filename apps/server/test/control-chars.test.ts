import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, follow, handshake, until } from './socket-support.ts';
import { call, RELAXED_LIMITS, signIn, startTestServer, type TestServer } from './support.ts';

const NUL = 'a\u0000b';
const ODD = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\ud800', '\udfff', 'x\u0000'.repeat(500)];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  format?: string;
}

/** A value of a JSON schema whose every string is `text`: the shape a route expects, poisoned. */
function sample(schema: JsonSchema | undefined, text: string): unknown {
  if (!schema) return text;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return sample(schema.anyOf[0], text);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, text)]));
  }
  if (type === 'array') return [sample(schema.items, text)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return text;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** URL-encoded text; a lone surrogate, which has no UTF-8, is sent as the invalid bytes of one. */
const enc = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) +
  (/[\ud800-\udfff]/.test(text) ? '%ED%A0%80' : '');

/** Sends a raw request line and headers over TCP and answers the status and body Node or Fastify wrote. */
function raw(url: string, request: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', fail);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      done({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('control characters and malformed requests', () => {
  let t: TestServer;
  let headers: Record<string, string>;
  let token: string;
  const send = (method: string, path: string, body?: unknown, lang = 'en') =>
    call(t.url, path, { method, body, headers: { ...headers, lang } });

  beforeAll(async () => {
    t = await startTestServer({ env: RELAXED_LIMITS });
    token = (await signIn(t, 'controls@example.com')).token;
    headers = { authorization: token };
  });
  afterAll(() => t.close());

  it('refuses a NUL in a field that is not free text with a 400 naming the field, in the user language', async () => {
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        '/api/goals',
        { positionName: NUL, jobDescription: 'jd', requirements: 'req' },
        'positionName',
      ],
      ['PUT', '/api/user/profile', { name: NUL }, 'name'],
      ['POST', '/api/user/updateMeta', { nickName: NUL }, 'nickName'],
      ['POST', '/api/referral/withdrawals', { amount: 1000, account: `alipay ${NUL}` }, 'account'],
      ['GET', `/api/jobs?q=${encodeURIComponent(NUL)}`, undefined, 'q'],
      ['GET', `/api/jobs?company=${encodeURIComponent(NUL)}`, undefined, 'company'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await send(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.json).toMatchObject({ success: false, error: 'validation.invalid', result: { field } });
      expect(res.json.message).toMatch(/control character/);
    }
    const zh = await send('PUT', '/api/user/profile', { major: 'CS\u0007' }, 'zh');
    expect(zh.json.message).toMatch(/^专业：含有控制字符/);
  });

  it('removes control characters from free text and keeps the rest', async () => {
    const goal = await send('POST', '/api/goals', {
      positionName: 'Backend engineer',
      jobDescription: 'Build\u0000 services\u000b in Go \ud800',
      requirements: 'Go\u0007, SQL\r\nRedis',
    });
    expect(goal.status).toBe(200);
    expect(goal.json.result).toMatchObject({
      jobDescription: 'Build services in Go \ufffd',
      requirements: 'Go, SQL\r\nRedis',
    });
    const resume = await send('POST', '/api/materials/resumes/text', { text: `Alex\u0000 Chen\nGo${NUL}` });
    expect(resume.status).toBe(200);
    expect(resume.json.result.text).toBe('Alex Chen\nGoab');
    const renamed = await send('PUT', `/api/materials/resumes/${resume.json.result.id}`, {
      title: NUL,
      text: 'Alex Chen',
    });
    expect(renamed.status).toBe(400);
    expect(renamed.json.result).toEqual({ field: 'title' });
  });

  it('answers every route of the API without a 500 when every string it takes is poisoned', async () => {
    const spec = (await call(t.url, '/api/openapi.json')).json as {
      paths: Record<string, Record<string, Operation>>;
    };
    const tried: string[] = [];
    for (const [template, methods] of Object.entries(spec.paths)) {
      // Signing out would end this test's session; it is tried last.
      if (template === '/api/auth/logout') continue;
      for (const [method, op] of Object.entries(methods)) {
        for (const text of ODD) {
          let path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
            const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
            return enc(String(sample(param?.schema, text)));
          });
          const query = (op.parameters ?? []).filter((p) => p.in === 'query');
          if (query.length) {
            path += `?${query.map((p) => `${p.name}=${enc(String(sample(p.schema, text)))}`).join('&')}`;
          }
          const bodySchema = op.requestBody?.content?.['application/json']?.schema;
          const res = await send(
            method.toUpperCase(),
            path,
            bodySchema ? sample(bodySchema, text) : undefined,
          );
          expect(res.status, `${method.toUpperCase()} ${path}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
          // A refusal is the envelope, or a page for the framed captcha pages.
          if (res.status >= 400 && res.headers.get('content-type')?.includes('json'))
            expect(res.json?.success, `${method} ${path}`).toBe(false);
        }
        tried.push(`${method} ${template}`);
      }
    }
    expect(tried.length).toBeGreaterThan(40);
    expect((await send('GET', '/api/user/info')).status).toBe(200);
  });

  it('stores a typed question with a NUL in it, and its hint', async () => {
    const opened = await send('POST', '/api/live/threads', { pause: 'short' });
    const main = await handshake(t.url, { token, channel: 'chat', threadId: opened.json.result.id });
    expect(main.error).toBeUndefined();
    const events = await follow(main.socket);
    expect(await ask(main.socket, { text: 'What is\u0000 your biggest\u0007 weakness?' })).toEqual({
      ok: true,
    });
    await until(() => events.find((e) => e.type === 'hint'));
    const nothing = await ask(main.socket, { text: '\u0000\u0001' });
    expect(nothing.ok).toBe(false);
    const refused = await ask(main.socket, { text: 'ok', extra: NUL });
    expect(refused.ok).toBe(false);
    main.socket.close();
    const detail = await send('GET', `/api/live/threads/${opened.json.result.id}`);
    const stored = detail.json.result.events as { type: string; text?: string }[];
    expect(stored.find((e) => e.type === 'question')?.text).toBe('What is your biggest weakness?');
    expect(stored.some((e) => e.type === 'hint')).toBe(true);
  });

  it('refuses a handshake whose auth holds control characters without ending the server', async () => {
    const refused = await handshake(t.url, { token: `${token}\u0000`, channel: 'chat' });
    expect(refused.error).toBeDefined();
    const odd = await handshake(t.url, { token, channel: 'chat', threadId: '\ud800', lang: '\u0000' });
    expect(odd.error).toBeDefined();
    expect((await send('GET', '/api/health')).status).toBe(200);
  });

  it("answers Node's own refusals (malformed request, headers too large) in the envelope", async () => {
    const malformed = await raw(t.url, 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toMatchObject({
      success: false,
      code: 400,
      error: 'request.malformed',
    });
    const big = await raw(
      t.url,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toMatchObject({
      success: false,
      code: 431,
      error: 'request.headersTooLarge',
    });
    expect(JSON.parse(big.body).message).toBe('请求头过大。');
    expect((await send('GET', '/api/health')).status).toBe(200);
  });
});
