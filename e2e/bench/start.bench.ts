import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from '../support/server.ts';

/** Milliseconds from running `command` until it prints a line starting with `ready`; then it is stopped. */
function timeToLine(command: string, ready: string, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn('sh', ['-c', command], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  return new Promise((done, fail) => {
    let out = '';
    let seen = false;
    const timer = setTimeout(() => fail(new Error(`no "${ready}" line within 60 s`)), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      // Output after the line (the stopping server's last words) must not stop it a second time.
      if (seen) return;
      out += chunk.toString('utf8');
      if (!out.split('\n').some((line) => line.startsWith(ready))) return;
      seen = true;
      const ms = performance.now() - started;
      clearTimeout(timer);
      child.once('exit', () => done(ms));
      try {
        process.kill(-(child.pid ?? 0), 'SIGTERM');
      } catch {
        // The group has gone already (the command ended by itself): nothing to stop.
      }
    });
    child.once('error', fail);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * A second `npm start` with nothing changed (the install check, the build check that finds both builds
 * current, the server on its existing embedded database) until its "open" line, against a bare Fastify
 * process started in the same run. Five rounds, interleaved, medians.
 */
export async function benchStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'op-bench-start-'));
  const start = 'npm start';
  const bare = `node e2e/bench/bare-server.ts`;
  const env = async () => ({ PORT: String(await freePort()), DATA_DIR: dataDir, HOST: '127.0.0.1' });
  try {
    const first = await timeToLine(start, 'open ', await env());
    const app: number[] = [];
    const baseline: number[] = [];
    for (let round = 0; round < 5; round++) {
      baseline.push(await timeToLine(bare, 'ready', await env()));
      app.push(await timeToLine(start, 'open ', await env()));
    }
    return { firstMs: first, secondMs: median(app), baselineMs: median(baseline) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
