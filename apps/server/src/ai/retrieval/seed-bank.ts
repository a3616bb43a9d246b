import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readSeedFiles, shippedSeedDir } from '../../db/seed/load-seed.ts';
import type { BankQuestion } from './bank.ts';

/** The shipped bank read from the seed files (for the CLI and tests; the server reads the same rows from the DB). */
export function loadSeedBank(dir: string = shippedSeedDir()): BankQuestion[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(dir, f));
  return readSeedFiles(files).positions.flatMap((p) =>
    p.questions.map((q) => ({
      id: q.id,
      positionSlug: p.slug,
      kind: q.kind,
      competency: q.competency,
      text: q.text,
      keyPoints: q.keyPoints,
      frame: q.frame,
    })),
  );
}
