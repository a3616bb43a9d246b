// Operator command: imports positions from JSON files in the seed format (README "Job center content").
//   npm run positions:import -- FILE.json [FILE.json ...]
// Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the server first: PGlite has
// one writer).
import { resolve } from 'node:path';
import { openConfiguredDatabase } from './configured-database.ts';
import { readSeedFiles, upsertPositions } from '../db/seed/load-seed.ts';

const files = process.argv.slice(2).map((f) => resolve(f));
if (!files.length) {
  console.error('usage: npm run positions:import -- FILE.json [FILE.json ...]');
  process.exit(2);
}
let positions;
try {
  ({ positions } = readSeedFiles(files));
} catch (err) {
  console.error(`Nothing imported. ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
const database = await openConfiguredDatabase();
try {
  const n = await upsertPositions(database.db, positions);
  const questions = positions.reduce((sum, p) => sum + p.questions.length, 0);
  console.log(`imported ${n} positions and ${questions} questions`);
} finally {
  await database.close();
}
