import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { loadShippedSeed } from '../src/db/seed/load-seed.ts';

/** The PostgreSQL server every machine of this kind runs; DATABASE_URL overrides it. */
export const PG_ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

/** Migrates and seeds one PGlite and one PostgreSQL template per run; each test copies them (STYLE.md example 7). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'op-test-'));
  const lite = await openPglite();
  await loadShippedSeed(lite.db);
  const dump = await (
    lite as unknown as { db: { $client: { dumpDataDir(): Promise<Blob> } } }
  ).db.$client.dumpDataDir();
  const file = join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
  project.provide('pgliteTemplate', file);

  const name = `op_tmpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const migrated = await openPostgres(url.toString());
  await loadShippedSeed(migrated.db);
  await migrated.close();
  project.provide('pgTemplate', name);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'op_t_${process.pid}_%'`,
    );
    for (const row of leftovers.rows)
      await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
