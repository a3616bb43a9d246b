import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The embedded database only: a gzipped tar of its data folder, consistent (taken between two statements, after
   * a checkpoint; a transaction still open is rolled back when it is loaded, as after a crash).
   */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Folder of the versioned SQL migrations: the nearest `drizzle/` above this file (src/db or dist). */
function findMigrations(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const up = resolve(dir, '..');
    if (up === dir) throw new Error('The drizzle/ migrations folder is missing.');
    dir = up;
  }
  return join(dir, 'drizzle');
}
export const MIGRATIONS_DIR = findMigrations();
const migrationsFolder = (dir?: string) => dir ?? MIGRATIONS_DIR;

/** The newest migration this build ships (its journal's `when`, which the migrator records as `created_at`). */
const newestMigration = (): number => {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
};

/** True when the database holds every migration this build ships (the readiness check). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const { rows } = (await db.execute(
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { last: string | number | null }[] };
  const last = rows[0]?.last;
  return last !== null && last !== undefined && Number(last) >= newestMigration();
}

/** PostgreSQL server: migrations run under an advisory lock so that several processes may start at once. */
export async function openPostgres(url: string, opts: { migrations?: string } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection can be cut by the server (restart, failover, an operator's terminate): without a
  // listener that 'error' would end the process. The pool replaces the connection on the next query.
  pool.on('error', (err) => console.error(`PostgreSQL: an idle connection was closed (${err.message})`));
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder(opts.migrations) });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Embedded PGlite in a folder (or from a dumped template in tests), migrated before use. */
export async function openPglite(
  opts: { dataDir?: string; loadDataDir?: Blob; migrations?: string } = {},
): Promise<Database> {
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = join(opts.dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite({ dataDir, loadDataDir: opts.loadDataDir });
  const raw = drizzlePglite(client, { schema });
  await migratePglite(raw, { migrationsFolder: migrationsFolder(opts.migrations) });
  return {
    db: raw as unknown as Db,
    kind: 'pglite',
    async dump() {
      await client.query('checkpoint');
      return client.dumpDataDir('gzip');
    },
    close: () => client.close(),
  };
}

/** The database of PRODUCT.md section 1: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDatabase(env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite({ dataDir: env.DATA_DIR });
}
