import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, startBuiltServer } from '../support/server.ts';
import { readOutboxCode } from '../support/browser.ts';

export interface LoadResult {
  rps: number;
  p99: number;
  p50: number;
  errors: number;
}

/** autocannon at a number of connections for some seconds; non-2xx answers count as errors. */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadResult> {
  const r = await autocannon({ url, connections: 100, duration: seconds, headers });
  return { rps: r.requests.average, p99: r.latency.p99, p50: r.latency.p50, errors: r.errors + r.non2xx };
}

/** Signs a fresh user in through the API and the outbox, returning the token. */
export async function signInByApi(url: string, dataDir: string, email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/auth/code', { channel: 'email', target: email, agree: true });
  const code = await readOutboxCode(dataDir, email);
  const res = (await (
    await post('/api/auth/verify', { channel: 'email', target: email, code, agree: true })
  ).json()) as {
    result: { token: string };
  };
  return res.result.token;
}

/** GET /api/user/info with a valid token against a bare route of the same framework, same run. */
export async function benchUserInfo(seconds: number) {
  const server = await startBuiltServer({ LOG_LEVEL: 'warn' });
  const port = await freePort();
  const bare = fork(new URL('./bare-server.ts', import.meta.url), {
    env: { ...process.env, PORT: String(port) },
  });
  await new Promise((ok) => bare.once('message', ok));
  try {
    const token = await signInByApi(server.url, server.dataDir, 'bench@example.com');
    const auth = { authorization: token, lang: 'en' };
    await load(`http://127.0.0.1:${port}/bare`, {}, 2);
    await load(`${server.url}/api/user/info`, auth, 2);
    const baseline = await load(`http://127.0.0.1:${port}/bare`, {}, seconds);
    const info = await load(`${server.url}/api/user/info`, auth, seconds);
    return { baseline, info, ratio: info.rps / baseline.rps };
  } finally {
    bare.kill();
    await server.stop();
  }
}
