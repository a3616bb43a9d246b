import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { createRequest, everyFailure, type FailureFacts, type RequestDeps } from './request.ts';
import { failureText, unwrap } from './unwrap.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes: Record<string, Handler> = {};
let server: Server;
let base: string;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const handler = routes[req.url ?? ''];
    if (handler) handler(req, res);
    else
      json(404, { success: false, code: 404, message: 'nope', result: null, error: 'route.notFound' })(
        req,
        res,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let events: string[];
let facts: FailureFacts[];

function client(overrides: Partial<RequestDeps> = {}) {
  return createRequest({
    baseUrl: base,
    timeoutMs: 30_000,
    headers: () => ({ authorization: 'tok-1', lang: 'en', inviteruid: '42', 'api-version': '1.0.0' }),
    onUnauthorized: () => events.push('unauthorized'),
    onUpdateRequired: (version) => events.push(`update:${version}`),
    onCaptchaRequired: (html) => events.push(`captcha:${html}`),
    onAccountCancelling: () => events.push('cancelling'),
    onError: (message) => events.push(`error:${message}`),
    describe: (f) => {
      facts.push(f);
      return `described ${f.error ?? f.status}`;
    },
    texts: { network: () => 'network down', timeout: () => 'too slow' },
    ...overrides,
  });
}

beforeEach(() => {
  events = [];
  facts = [];
});

describe('request layer (SPEC.md sections 7-8)', () => {
  it('sends the four headers and resolves a 2xx envelope untouched', async () => {
    let seen: IncomingMessage['headers'] = {};
    routes['/api/user/info'] = (req, res) => {
      seen = req.headers;
      json(200, { success: true, code: 200, message: 'ok', result: { uid: 7 } })(req, res);
    };
    const answer = await client().get<{ uid: number }>('/user/info');
    expect(answer).toEqual({ success: true, code: 200, message: 'ok', result: { uid: 7 } });
    expect(seen.authorization).toBe('tok-1');
    expect(seen.lang).toBe('en');
    expect(seen.inviteruid).toBe('42');
    expect(seen['api-version']).toBe('1.0.0');
    expect(events).toEqual([]);
  });

  it('omits headers that have no value and sends JSON bodies', async () => {
    let seen: IncomingMessage['headers'] = {};
    let body = '';
    routes['/api/auth/code'] = (req, res) => {
      seen = req.headers;
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => json(200, { success: true, code: 200, message: 'ok', result: null })(req, res));
    };
    await client({ headers: () => ({ authorization: null, lang: 'zh', inviteruid: null }) }).post(
      '/auth/code',
      {
        channel: 'email',
      },
    );
    expect(seen.authorization).toBeUndefined();
    expect(seen.inviteruid).toBeUndefined();
    expect(seen['content-type']).toBe('application/json');
    expect(JSON.parse(body)).toEqual({ channel: 'email' });
  });

  it('sends a FormData body as multipart with the headers, not as JSON', async () => {
    let seen: IncomingMessage['headers'] = {};
    let body = '';
    routes['/api/upload'] = (req, res) => {
      seen = req.headers;
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => json(200, { success: true, code: 200, message: 'ok', result: null })(req, res));
    };
    const form = new FormData();
    form.append('file', new Blob(['hello resume'], { type: 'text/plain' }), 'cv.txt');
    await client().request('POST', '/upload', form);
    expect(seen['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.authorization).toBe('tok-1');
    expect(body).toContain('filename="cv.txt"');
    expect(body).toContain('hello resume');
  });

  it('treats 401 as an answer: sends the user to sign in, stores no error', async () => {
    routes['/api/private'] = json(401, {
      success: false,
      code: 401,
      message: 'Please sign in first.',
      result: null,
      error: 'auth.required',
    });
    const answer = await client().get('/private');
    expect(answer).toMatchObject({ success: false, code: 401, error: 'auth.required' });
    expect(events).toEqual(['unauthorized']);
  });

  it('turns 426 into the update dialog with the server version', async () => {
    routes['/api/old'] = json(426, {
      success: false,
      code: 426,
      message: 'A new version is required.',
      result: { version: '2.3.0' },
      error: 'version.outdated',
    });
    const answer = await client().get('/old');
    expect(answer).toMatchObject({ success: false, code: 426 });
    expect(events).toEqual(['update:2.3.0']);
  });

  it('opens the captcha dialog for a captcha demand', async () => {
    routes['/api/captcha'] = json(403, {
      success: false,
      code: 403,
      message: 'verify',
      result: { captchaHtml: '<!doctype html><p>x</p>' },
      error: 'auth.captchaRequired',
    });
    await client().post('/captcha');
    expect(events).toEqual(['captcha:<!doctype html><p>x</p>']);
  });

  it('shows the locked account instead of an error toast while the account is cancelling', async () => {
    routes['/api/goals'] = json(403, {
      success: false,
      code: 403,
      message: 'locked',
      result: null,
      error: 'auth.accountCancelling',
    });
    const answer = await client().get('/goals');
    expect(answer).toMatchObject({ success: false, code: 403, error: 'auth.accountCancelling' });
    expect(events).toEqual(['cancelling']);
  });

  it('stores a "request err: " message for other failures and resolves {code, success: false, message}', async () => {
    routes['/api/bad'] = json(
      429,
      {
        success: false,
        code: 429,
        message: 'slow down',
        result: { retryAfter: 9 },
        error: 'auth.codeTooSoon',
      },
      { 'retry-after': '9' },
    );
    const answer = await client().post('/bad');
    expect(answer).toMatchObject({ success: false, code: 429, message: 'described auth.codeTooSoon' });
    expect(events).toEqual(['error:request err: described auth.codeTooSoon']);
    expect(facts[0]).toMatchObject({
      status: 429,
      error: 'auth.codeTooSoon',
      message: 'slow down',
      retryAfter: 9,
    });
  });

  it('does not toast a failure the caller shows inline, and still toasts the others', async () => {
    routes['/api/field'] = json(400, {
      success: false,
      code: 400,
      message: 'Name: too long',
      result: { field: 'name' },
      error: 'validation.invalid',
    });
    routes['/api/limit'] = json(409, { success: false, code: 409, message: 'full', error: 'goals.limit' });
    const inline = {
      shownInline: (f: { result?: unknown }) => (f.result as { field?: string })?.field === 'name',
    };
    const refused = await client().post('/field', {}, inline);
    expect(refused).toMatchObject({ success: false, code: 400, result: { field: 'name' } });
    expect(await client().post('/limit', {}, inline)).toMatchObject({ success: false, code: 409 });
    const offline = await client({ baseUrl: 'http://127.0.0.1:1/api' }).get('/x', {
      shownInline: () => true,
    });
    expect(offline).toMatchObject({ code: 'reqError' });
    expect(events).toEqual(['error:request err: described goals.limit']);
  });

  it('stores no toast message for a query read whose page shows every failure (everyFailure)', async () => {
    routes['/api/goals'] = json(500, { success: false, code: 500, message: 'x', error: 'server.error' });
    routes['/api/gateway-down'] = (_req, res) => {
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/plain' });
      res.end('upstream down');
    };
    routes['/api/hangs'] = () => undefined;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const read = async (path: string, deps: Partial<RequestDeps> = {}) => {
      const error: unknown = await queryClient
        .fetchQuery({
          queryKey: [path, deps.baseUrl],
          queryFn: () => unwrap(client(deps).get(path, { shownInline: everyFailure })),
        })
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(ApiError);
      return failureText(error);
    };
    // The page gets the reason in the user's words to show in place; no toast says it again.
    expect(await read('/goals')).toBe('described server.error');
    expect(await read('/gateway-down')).toBe('Bad Gateway');
    expect(await read('/goals', { baseUrl: 'http://127.0.0.1:1/api' })).toBe('network down');
    expect(await read('/hangs', { timeoutMs: 150 })).toBe('too slow');
    expect(events).toEqual([]);
    // What the request layer handles itself still happens for such a read.
    routes['/api/expired'] = json(401, {
      success: false,
      code: 401,
      message: 'sign in',
      error: 'auth.required',
    });
    routes['/api/old'] = json(426, {
      success: false,
      code: 426,
      message: 'old',
      result: { version: '9.0.0' },
    });
    await read('/expired');
    await read('/old');
    expect(events).toEqual(['unauthorized', 'update:9.0.0']);
  });

  it('makes a non-object answer a failure with the status text and status', async () => {
    routes['/api/html'] = (_req, res) => {
      res.writeHead(200, 'OK', { 'content-type': 'text/html' });
      res.end('<html></html>');
    };
    routes['/api/gateway'] = (_req, res) => {
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/plain' });
      res.end('upstream down');
    };
    expect(await client().get('/html')).toEqual({ success: false, code: 200, message: 'OK' });
    expect(await client().get('/gateway')).toEqual({ success: false, code: 502, message: 'Bad Gateway' });
    expect(events).toEqual(['error:request err: OK', 'error:request err: Bad Gateway']);
  });

  it('resolves network failures with code reqError', async () => {
    const answer = await client({ baseUrl: 'http://127.0.0.1:1/api' }).get('/x');
    expect(answer).toEqual({ success: false, code: 'reqError', message: 'network down' });
    expect(events).toEqual(['error:request err: network down']);
  });

  it('gives up after the time-out', async () => {
    routes['/api/hang'] = () => undefined;
    const answer = await client({ timeoutMs: 150 }).get('/hang');
    expect(answer).toEqual({ success: false, code: 'reqError', message: 'too slow' });
    expect(events).toEqual(['error:request err: too slow']);
  });
});
