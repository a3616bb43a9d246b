import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, SERVER_NODE_FLAGS, startBuiltServer } from '../support/server.ts';
import { readOutboxCode } from '../support/outbox.ts';

export interface LoadResult {
  rps: number;
  p99: number;
  p50: number;
  errors: number;
}

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Field by field median of several rounds. */
function median(rounds: LoadResult[]): LoadResult {
  const pick = (key: keyof LoadResult) => medianOf(rounds.map((r) => r[key]));
  return {
    rps: pick('rps'),
    p99: pick('p99'),
    p50: pick('p50'),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
  };
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
  const bareFile = new URL('./bare-server.ts', import.meta.url).pathname;
  const bare = spawn(process.execPath, [...SERVER_NODE_FLAGS, bareFile], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((ok) => bare.stdout.once('data', ok));
    const token = await signInByApi(server.url, server.dataDir, 'bench@example.com');
    const auth = { authorization: token, lang: 'en' };
    const bareUrl = `http://127.0.0.1:${port}/bare`;
    const infoUrl = `${server.url}/api/user/info`;
    await load(bareUrl, {}, 2);
    await load(infoUrl, auth, 2);
    // Interleaved rounds, so that a slow spell of a shared machine falls on both sides alike.
    const baseline: LoadResult[] = [];
    const info: LoadResult[] = [];
    for (let round = 0; round < 3; round++) {
      baseline.push(await load(bareUrl, {}, seconds / 3));
      info.push(await load(infoUrl, auth, seconds / 3));
    }
    const ratios = info.map((r, i) => r.rps / (baseline[i]?.rps ?? Infinity));
    return { baseline: median(baseline), info: median(info), ratio: medianOf(ratios) };
  } finally {
    bare.kill();
    await server.stop();
  }
}
