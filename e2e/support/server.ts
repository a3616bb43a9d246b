import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

/**
 * How long a start may take: a few seconds alone, but over a minute on a machine whose two cores are shared
 * with other builds and test runs (the speech models load on a configured recogniser's start).
 */
const START_DEADLINE_MS = 150_000;

/** Node flags of `npm start` (package.json): a larger young generation, fewer GC pauses under load. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/server/dist) in the embedded mode on a free port and waits for health. Its
 * data lives in a new temporary folder, or in `dataDir` when a test prepared one (an operator command run
 * first: PGlite lets one process open it at a time); `port` starts it again where a load balancer expects it.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  opts: { dataDir?: string; port?: number } = {},
): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'op-e2e-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(ROOT, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running behind the failure: a later start would share the machine with it.
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy within ${START_DEADLINE_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
