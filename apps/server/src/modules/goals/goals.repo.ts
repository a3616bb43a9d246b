import { and, count, desc, eq, sql } from 'drizzle-orm';
import { goals } from '../../db/schema.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';

export type GoalRow = typeof goals.$inferSelect;
export type GoalValues = Omit<typeof goals.$inferInsert, 'id' | 'uid' | 'isCurrent' | 'createdAt'>;

/** Lock key space of goal changes (paired with the uid), apart from every other advisory lock. */
const GOALS_LOCK = 4_626_001;

/** Serialises the goal changes of one user across processes until the transaction ends. */
export async function lockGoalsOf(tx: Tx, uid: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GOALS_LOCK}::int4, ${uid}::int4)`);
}

/** A user's goals, newest first. */
export function listGoals(q: Queryable, uid: number): Promise<GoalRow[]> {
  return q.select().from(goals).where(eq(goals.uid, uid)).orderBy(desc(goals.createdAt), desc(goals.id));
}

/** How many goals a user keeps. */
export async function countGoals(q: Queryable, uid: number): Promise<number> {
  const [row] = await q.select({ n: count() }).from(goals).where(eq(goals.uid, uid));
  return row?.n ?? 0;
}

/** Stores a new goal of a user. */
export async function insertGoal(
  tx: Tx,
  row: GoalValues & { uid: number; isCurrent: boolean; createdAt: Date },
): Promise<GoalRow> {
  const [created] = await tx.insert(goals).values(row).returning();
  if (!created) throw new Error('insert into goals returned nothing');
  return created;
}

/** Replaces a goal's fields when the user owns it; undefined otherwise. */
export async function updateGoal(
  q: Queryable,
  uid: number,
  id: number,
  values: GoalValues,
): Promise<GoalRow | undefined> {
  const [row] = await q
    .update(goals)
    .set(values)
    .where(and(eq(goals.id, id), eq(goals.uid, uid)))
    .returning();
  return row;
}

/** Deletes a goal the user owns and answers it; undefined otherwise. */
export async function deleteGoal(tx: Tx, uid: number, id: number): Promise<GoalRow | undefined> {
  const [row] = await tx
    .delete(goals)
    .where(and(eq(goals.id, id), eq(goals.uid, uid)))
    .returning();
  return row;
}

/** Makes one goal of the user current (undefined when not theirs) and every other one not. */
export async function makeCurrent(tx: Tx, uid: number, id: number): Promise<GoalRow | undefined> {
  const [owned] = await tx
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, id), eq(goals.uid, uid)));
  if (!owned) return undefined;
  // Two statements: the partial unique index allows one current goal per user after each of them.
  await clearCurrent(tx, uid);
  const [row] = await tx.update(goals).set({ isCurrent: true }).where(eq(goals.id, id)).returning();
  return row;
}

/** The user's goal copied from a job-center position, if there is one (the oldest when several). */
export async function goalFromSlug(q: Queryable, uid: number, slug: string): Promise<GoalRow | undefined> {
  const [row] = await q
    .select()
    .from(goals)
    .where(and(eq(goals.uid, uid), eq(goals.positionSlug, slug)))
    .orderBy(goals.id)
    .limit(1);
  return row;
}

/** Leaves the user without a current goal. */
export async function clearCurrent(tx: Tx, uid: number): Promise<void> {
  await tx
    .update(goals)
    .set({ isCurrent: false })
    .where(and(eq(goals.uid, uid), eq(goals.isCurrent, true)));
}

/** The user's newest goal, if any. */
export async function newestGoal(q: Queryable, uid: number): Promise<GoalRow | undefined> {
  const [row] = await q
    .select()
    .from(goals)
    .where(eq(goals.uid, uid))
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .limit(1);
  return row;
}
