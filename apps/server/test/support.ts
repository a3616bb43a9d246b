import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { loadEnv, type Env } from '../src/env.ts';
import type { Clock } from '../src/lib/clock.ts';
import { createServer, type Server } from '../src/server.ts';
import { PG_ADMIN_URL } from './global-setup.ts';

export type DbKind = 'pglite' | 'postgres';
export const DB_KINDS: DbKind[] = ['pglite', 'postgres'];

/** A fresh, migrated database copied from the run's template. */
export async function testDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') {
    return openPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  }
  const name = `op_t_${inject('pgTemplate').split('_').pop()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Settings for a test server: a temporary DATA_DIR, silent logs, plus what the test sets. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'op-data-')),
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'op-no-web'),
    ...overrides,
  });
}

export interface TestServer {
  url: string;
  server: Server;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The whole server over real HTTP on a free port, against a copy of the template database (or a database
 * the test shares between several servers, which it then closes itself).
 */
export async function startTestServer(
  opts: { kind?: DbKind; env?: Record<string, string>; clock?: Clock; database?: Database } = {},
): Promise<TestServer> {
  const database = opts.database ?? (await testDatabase(opts.kind ?? 'pglite'));
  const env = testEnv(opts.env);
  const server = await createServer(env, { database, clock: opts.clock });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    database,
    dataDir: env.DATA_DIR,
    close() {
      closing ??= server.close().then(() => (opts.database ? undefined : database.close()));
      return closing;
    },
  };
}

/** Limits high enough that tests about something else never meet the captcha or a cap. */
export const RELAXED_LIMITS: Record<string, string> = {
  CODE_REQUESTS_BEFORE_CAPTCHA: '1000',
  CODE_IP_HOURLY_CAP: '1000',
  CODE_TARGET_DAILY_CAP: '1000',
  VERIFY_PER_IP_PER_MINUTE: '1000',
};

interface OutboxLine {
  to: string;
  subject: string;
  text: string;
}

/** Every message the outbox of a data folder holds for an address, oldest first. */
export function outboxFor(dataDir: string, to: string): OutboxLine[] {
  const file = join(dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((line) => line.to === to);
}

/** The newest sign-in code the outbox holds for an address. */
export function codeFromOutbox(dataDir: string, to: string): string {
  const code = outboxFor(dataDir, to)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Asks for a code, reads it from the outbox and verifies it: the sign-in of a caller. */
export async function signIn(
  t: Pick<TestServer, 'url' | 'dataDir'>,
  email: string,
  headers: Record<string, string> = {},
) {
  const asked = await call(t.url, '/api/auth/code', {
    body: { channel: 'email', target: email, agree: true },
    headers,
  });
  if (asked.status !== 200) throw new Error(`code request failed: ${asked.text}`);
  const code = codeFromOutbox(t.dataDir, email);
  const verified = await call(t.url, '/api/auth/verify', {
    body: { channel: 'email', target: email, code, agree: true },
    headers,
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.text}`);
  return verified.json.result as { token: string; expiresAt: string; isNew: boolean };
}

/** JSON request helper that returns status, headers and the parsed envelope. */
export async function call(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(base + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read envelopes of any route
  const json = text.startsWith('{') ? (JSON.parse(text) as any) : null;
  return { status: res.status, headers: res.headers, json, text };
}

/**
 * Two server instances (separate Fastify, Socket.IO, pools and Redis clients) sharing a new PostgreSQL database
 * and Redis, as the scaled mode runs; a Redis key prefix of their own keeps the run's counters apart.
 */
export async function startTwoServers(env: Record<string, string> = {}) {
  const database = await testDatabase('postgres');
  const shared = {
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `optest:${randomBytes(4).toString('hex')}:`,
    ...env,
  };
  const a = await startTestServer({ database, env: shared });
  const b = await startTestServer({ database, env: shared });
  return {
    a,
    b,
    database,
    async close() {
      await a.close();
      await b.close();
      await database.close();
    },
  };
}
