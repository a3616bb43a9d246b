import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
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
  close(): Promise<void>;
}

/** The whole server over real HTTP on a free port, against a copy of the template database. */
export async function startTestServer(
  opts: { kind?: DbKind; env?: Record<string, string>; clock?: Clock } = {},
): Promise<TestServer> {
  const database = await testDatabase(opts.kind ?? 'pglite');
  const server = await createServer(testEnv(opts.env), { database, clock: opts.clock });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    database,
    async close() {
      await server.close();
      await database.close();
    },
  };
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
