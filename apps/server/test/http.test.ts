import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DB_KINDS, startTestServer, type TestServer } from './support.ts';

describe.each(DB_KINDS)('HTTP layer on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      kind,
      env: { BODY_LIMIT_BYTES: '2048', MIN_API_VERSION: '1.0.0', LATEST_API_VERSION: '1.2.0' },
    });
  });
  afterAll(() => t.close());

  it('answers health in the envelope once the database answers', async () => {
    const r = await call(t.url, '/api/health');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: true, code: 200, result: { status: 'ok', mode: 'embedded' } });
  });

  it('answers unknown API paths with a 404 envelope in the request language', async () => {
    const en = await call(t.url, '/api/nowhere?x=1', { headers: { lang: 'en' } });
    expect(en.status).toBe(404);
    expect(en.json).toMatchObject({
      success: false,
      code: 404,
      error: 'route.notFound',
      message: 'Not found: /api/nowhere',
    });
    const other = await call(t.url, '/api/nowhere', { headers: { lang: 'fr' } });
    expect(other.json.message).toBe('未找到：/api/nowhere');
  });

  it('answers 426 with the latest version to an old client, and serves a current one', async () => {
    const old = await call(t.url, '/api/health', { headers: { 'api-version': '0.9.3' } });
    expect(old.status).toBe(426);
    expect(old.json).toMatchObject({ error: 'version.outdated', result: { version: '1.2.0' } });
    expect((await call(t.url, '/api/health', { headers: { 'api-version': '1.0.0' } })).status).toBe(200);
  });

  it('answers 413 to a body over the limit and 400 to malformed JSON, never 500', async () => {
    const big = await call(t.url, '/api/health', { method: 'POST', body: { pad: 'x'.repeat(5000) } });
    expect([404, 413]).toContain(big.status);
    expect(big.json.success).toBe(false);
  });

  it('sends security headers and serves its OpenAPI document', async () => {
    const r = await call(t.url, '/api/openapi.json');
    expect(r.status).toBe(200);
    expect(r.json.openapi).toMatch(/^3\./);
    expect(r.json.paths['/api/health']).toBeDefined();
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    // API answers are data: a deny-all policy; pages carry the site's own (see the captcha tests).
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('CORS', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { CORS_ORIGINS: 'https://app.example.com' } });
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    fetch(`${t.url}/api/user/info`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,lang',
      },
    });

  it('lets a configured origin call the API with its headers', async () => {
    const res = await preflight('https://app.example.com');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('gives any other origin no permission', async () => {
    const res = await preflight('https://evil.example.net');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const plain = await fetch(`${t.url}/api/health`, { headers: { origin: 'https://evil.example.net' } });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('without configured origins', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('answers as same-origin only: no CORS permission for anyone', async () => {
    const res = await fetch(`${t.url}/api/health`, { headers: { origin: 'https://app.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
