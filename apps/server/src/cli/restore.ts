// Operator command: puts a backup made by `npm run backup` back as the embedded database (README "Backups").
//   npm run restore -- <file>
// Stop the server first. The data folder's database is not deleted: it is moved aside to
// DATA_DIR/pgdata.before-restore-<time>; remove it once the restored server is checked.
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../db/client.ts';
import { invocationDir, loadEnv } from '../env.ts';
import { serverRunsOn } from '../lib/ops-socket.ts';

const USAGE = 'usage: npm run restore -- <file>   (a backup of `npm run backup`; stop the server first)';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const [source] = process.argv.slice(2);
if (!source || source.startsWith('-')) fail(USAGE, 2);
const env = loadEnv();
if (env.DATABASE_URL) fail('DATABASE_URL is set: the database is PostgreSQL; restore it with pg_restore.', 2);
const file = resolve(invocationDir(), source);
if (!existsSync(file)) fail(`${file}: no such file`, 2);
if (await serverRunsOn(env.DATA_DIR)) fail(`a server is running on ${resolve(env.DATA_DIR)}: stop it first`);

const pgdata = join(env.DATA_DIR, 'pgdata');
if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
  const aside = `${pgdata}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
  renameSync(pgdata, aside);
  console.log(`the database that was there is kept in ${aside}`);
}
const database = await openPglite({ dataDir: env.DATA_DIR, loadDataDir: new Blob([readFileSync(file)]) });
const counted = await database.db.execute(
  sql`select (select count(*) from users) as users, (select count(*) from ledger) as ledger`,
);
await database.close();
const [counts] = (counted as unknown as { rows: { users: number; ledger: number }[] }).rows;
console.log(
  `restored ${file} into ${resolve(pgdata)}: ${counts?.users} users, ${counts?.ledger} ledger rows`,
);
