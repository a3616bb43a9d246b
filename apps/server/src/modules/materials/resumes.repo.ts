import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { resumes } from '../../db/schema.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';

export type ResumeRow = typeof resumes.$inferSelect;
export type ResumeValues = Pick<ResumeRow, 'title' | 'source' | 'fileName' | 'mime' | 'text' | 'facts'>;

/** Lock key space of resume changes (paired with the uid), apart from every other advisory lock. */
const RESUMES_LOCK = 4_626_002;

/** Serialises the resume changes of one user across processes until the transaction ends. */
export async function lockResumesOf(tx: Tx, uid: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RESUMES_LOCK}::int4, ${uid}::int4)`);
}

/** A user's resumes, newest first. */
export function listResumes(q: Queryable, uid: number): Promise<ResumeRow[]> {
  return q
    .select()
    .from(resumes)
    .where(eq(resumes.uid, uid))
    .orderBy(desc(resumes.createdAt), desc(resumes.id));
}

/** A resume the user owns, or undefined. */
export async function findResume(q: Queryable, uid: number, id: number): Promise<ResumeRow | undefined> {
  const [row] = await q
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.uid, uid)));
  return row;
}

/** How many resumes a user keeps. */
export async function countResumes(q: Queryable, uid: number): Promise<number> {
  const [row] = await q.select({ n: count() }).from(resumes).where(eq(resumes.uid, uid));
  return row?.n ?? 0;
}

/** Stores a new resume of a user. */
export async function insertResume(
  tx: Tx,
  row: ResumeValues & { uid: number; isDefault: boolean },
): Promise<ResumeRow> {
  const [created] = await tx.insert(resumes).values(row).returning();
  if (!created) throw new Error('insert into resumes returned nothing');
  return created;
}

/** Changes a resume the user owns; undefined otherwise. */
export async function updateResume(
  q: Queryable,
  uid: number,
  id: number,
  values: Partial<ResumeValues> & { updatedAt: Date },
): Promise<ResumeRow | undefined> {
  const [row] = await q
    .update(resumes)
    .set(values)
    .where(and(eq(resumes.id, id), eq(resumes.uid, uid)))
    .returning();
  return row;
}

/** Deletes a resume the user owns and answers it; undefined otherwise. */
export async function deleteResume(tx: Tx, uid: number, id: number): Promise<ResumeRow | undefined> {
  const [row] = await tx
    .delete(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.uid, uid)))
    .returning();
  return row;
}

/** Makes one resume of the user the default and every other one not. */
export async function makeDefault(tx: Tx, uid: number, id: number): Promise<ResumeRow | undefined> {
  // Two statements: the partial unique index allows one default per user after each of them.
  await tx
    .update(resumes)
    .set({ isDefault: false })
    .where(and(eq(resumes.uid, uid), eq(resumes.isDefault, true), ne(resumes.id, id)));
  const [row] = await tx
    .update(resumes)
    .set({ isDefault: true })
    .where(and(eq(resumes.id, id), eq(resumes.uid, uid)))
    .returning();
  return row;
}
