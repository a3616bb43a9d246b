// Checks every seed file against the import format: `node apps/server/src/db/seed/check-seed.ts` (Node 24).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedFileSchema } from './seed-schema.ts';

const dir = join(import.meta.dirname, 'positions');
const ids = new Set<string>();
let positions = 0;
let questions = 0;
let bad = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const parsed = seedFileSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  if (!parsed.success) {
    bad++;
    for (const issue of parsed.error.issues.slice(0, 10))
      console.error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    continue;
  }
  for (const p of parsed.data) {
    positions++;
    for (const q of p.questions) {
      questions++;
      if (ids.has(q.id)) {
        bad++;
        console.error(`${file}: duplicate question id ${q.id}`);
      }
      ids.add(q.id);
    }
  }
}
console.log(`${positions} positions, ${questions} questions, ${bad} problems`);
process.exit(bad ? 1 : 0);
