import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, and, notInArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { bankQuestions, positions, seedVersions } from '../schema.ts';
import { seedFileSchema, type SeedPosition } from './seed-schema.ts';

/** The shipped seed: `src/db/seed/positions/*.json` of the server package, from src/ or dist/. */
export function shippedSeedDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [join(dir, 'positions'), join(dir, 'src', 'db', 'seed', 'positions')]) {
      try {
        readdirSync(candidate);
        return candidate;
      } catch {
        // not here
      }
    }
    dir = dirname(dir);
  }
  throw new Error('The seed folder src/db/seed/positions is missing.');
}

/** Reads and checks seed files; a bad file stops with the file, the path and the problem. */
export function readSeedFiles(files: string[]): { positions: SeedPosition[]; hash: string } {
  const hash = createHash('sha256');
  const all: SeedPosition[] = [];
  for (const file of [...files].sort()) {
    const text = readFileSync(file, 'utf8');
    hash.update(text);
    const parsed = seedFileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new Error(`${file}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    all.push(...parsed.data);
  }
  return { positions: all, hash: hash.digest('hex') };
}

/** Inserts or updates positions and their question banks by slug and question id, in one transaction. */
export async function upsertPositions(db: Db, list: SeedPosition[]): Promise<number> {
  await db.transaction(async (tx) => {
    for (const p of list) {
      const values = {
        slug: p.slug,
        field: p.field,
        title: p.title,
        company: p.company,
        companyDetails: p.companyDetails,
        description: p.description,
        requirements: p.requirements,
        competencies: p.competencies,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(positions)
        .values(values)
        .onConflictDoUpdate({ target: positions.slug, set: values })
        .returning({ id: positions.id });
      if (!row) continue;
      const ids = p.questions.map((q) => q.id);
      await tx
        .delete(bankQuestions)
        .where(and(eq(bankQuestions.positionId, row.id), notInArray(bankQuestions.id, ids)));
      for (const [ord, q] of p.questions.entries()) {
        const question = {
          positionId: row.id,
          ord,
          kind: q.kind,
          competency: q.competency,
          text: q.text,
          keyPoints: q.keyPoints,
          frame: q.frame,
        };
        await tx
          .insert(bankQuestions)
          .values({ id: q.id, ...question })
          .onConflictDoUpdate({ target: bankQuestions.id, set: question });
      }
    }
  });
  return list.length;
}

/** Every seed file of a folder (the shipped seed by default), read and checked, with their joint hash. */
export function readSeedDir(dir = shippedSeedDir()): { positions: SeedPosition[]; hash: string } {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(dir, f));
  return readSeedFiles(files);
}

/** Loads the shipped seed when it changed since the last start (its hash is kept in seed_versions). */
export async function loadShippedSeed(db: Db, dir = shippedSeedDir()): Promise<boolean> {
  const { positions: list, hash } = readSeedDir(dir);
  const [current] = await db
    .select()
    .from(seedVersions)
    .where(inArray(seedVersions.name, ['positions']));
  if (current?.hash === hash) return false;
  await upsertPositions(db, list);
  await db
    .insert(seedVersions)
    .values({ name: 'positions', hash })
    .onConflictDoUpdate({ target: seedVersions.name, set: { hash, loadedAt: new Date() } });
  return true;
}
