import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A server in its own OS process, as `npm start` runs it (from source here), with its log lines. */
export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Every line the process wrote to stdout so far (pino's JSON lines and the `open …` line). */
  lines: string[];
  /** Resolves with the exit code (null after a signal) when the process ends. */
  exited: Promise<number | null>;
  /** Sends SIGTERM and waits for the exit (SIGKILL after `ms`). */
  stop(ms?: number): Promise<number | null>;
}

/** How long a start may take on this shared two-core machine (the first start also migrates and seeds). */
const START_MS = 150_000;

/**
 * Starts `apps/server/src/main.ts` (Node with tsx, since the server's sources are not all plain type-strippable
 * TypeScript) on a free port, with a data folder of its own and `env`; answers once it is listening.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'op-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST: join(tmpdir(), 'op-no-web'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let rest = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const deadline = Date.now() + START_MS;
  // Port 0: the address Fastify's start line names.
  const listening = () =>
    lines.map((line) => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1]);
  let url: string | undefined;
  while (!(url = listening().find(Boolean))) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${START_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    child,
    lines,
    exited,
    async stop(ms = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
