import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { PG_ADMIN_URL } from './global-setup.ts';
import type { DbKind } from './support.ts';

const CLI_DIR = resolve(import.meta.dirname, '../src/cli');
/** The repository's root, where npm runs its scripts (files named to a command are relative to it). */
const ROOT = resolve(import.meta.dirname, '../../..');

/** Runs an operator command in its own Node process with the given settings; never throws on exit codes. */
export function runCli(
  name: 'vouchers' | 'referral' | 'backup' | 'restore' | 'eval' | 'fit-scorer',
  args: string[],
  env: Record<string, string>,
) {
  // As the root package.json's scripts run them: Node 24 strips the types itself.
  const argv = [resolve(CLI_DIR, `${name}.ts`), ...args];
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    const childEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
    execFile(process.execPath, argv, { env: childEnv, cwd: ROOT, timeout: 60_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

/**
 * A copy of the run's migrated PostgreSQL template that another process can open by URL (testDatabase's
 * copies are only handed over as open connections), or with `empty` a database with nothing in it (not even
 * migrations). Named like testDatabase's, so a crashed run's leftovers are dropped by the global teardown.
 */
export async function postgresCopy(
  opts: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `op_t_${inject('pgTemplate').split('_').pop()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}${opts.empty ? '' : ` template ${inject('pgTemplate')}`}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Where a command run in another process finds a database, and how the test opens it itself. */
export interface CliTarget {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh migrated database for operator commands: a PGlite DATA_DIR, or a PostgreSQL copy by URL. */
export async function cliTarget(kind: DbKind): Promise<CliTarget> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'op-cli-'));
    // Unpacked from the run's template: migrated and seeded, as a server's DATA_DIR after its first start.
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    await (await openPglite({ dataDir, loadDataDir: template })).close();
    return { env: { DATA_DIR: dataDir }, open: () => openPglite({ dataDir }), drop: async () => undefined };
  }
  const copy = await postgresCopy();
  return { env: { DATABASE_URL: copy.url }, open: () => openPostgres(copy.url), drop: copy.drop };
}
