// Operator command: a backup of the embedded database (README "Backups").
//   npm run backup -- <file>
// While the server runs on DATA_DIR it makes the copy itself (asked through DATA_DIR/ops.sock), so the server
// keeps running; with no server running the command opens the data folder itself. The scaled mode's database is
// PostgreSQL's: back it up with pg_dump.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openPglite } from '../db/client.ts';
import { invocationDir, loadEnv } from '../env.ts';
import { backupFromServer } from '../lib/ops-socket.ts';

const USAGE = 'usage: npm run backup -- <file>   (a gzipped tar of DATA_DIR/pgdata)';

const [target] = process.argv.slice(2);
if (!target || target.startsWith('-')) {
  console.error(USAGE);
  process.exit(2);
}
const env = loadEnv();
if (env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: the database is PostgreSQL; back it up with pg_dump (README "Backups").',
  );
  process.exit(2);
}
const file = resolve(invocationDir(), target);
const started = Date.now();
let how = 'made by the running server';
if (!(await backupFromServer(env.DATA_DIR, file))) {
  how = 'no server was running: read from the data folder';
  const database = await openPglite({ dataDir: env.DATA_DIR });
  const dump = database.dump ? await database.dump() : null;
  await database.close();
  if (!dump) throw new Error('the embedded database cannot be dumped');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}
console.log(`backup written to ${file} (${how}, ${Date.now() - started} ms)`);
