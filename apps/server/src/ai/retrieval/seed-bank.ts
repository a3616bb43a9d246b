import { readSeedDir, shippedSeedDir } from '../../db/seed/load-seed.ts';
import type { BankQuestion } from './bank.ts';

/** The shipped bank read from the seed files (for the CLI and tests; the server reads the same rows from the DB). */
export function loadSeedBank(dir: string = shippedSeedDir()): BankQuestion[] {
  return readSeedDir(dir).positions.flatMap((p) =>
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
