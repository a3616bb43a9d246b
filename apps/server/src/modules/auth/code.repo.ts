import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginCodes } from '../../db/schema.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';

export type CodeRow = typeof loginCodes.$inferSelect;

/** Serialises code requests and sign-ins of one target across processes until the transaction ends. */
export async function lockTarget(tx: Tx, channel: string, target: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${channel}:${target}`}))`);
}

/** The newest code of a target, if any. */
export async function latestCode(
  q: Queryable,
  channel: string,
  target: string,
): Promise<CodeRow | undefined> {
  const [row] = await q
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.channel, channel), eq(loginCodes.target, target)))
    .orderBy(desc(loginCodes.createdAt), desc(loginCodes.id))
    .limit(1);
  return row;
}

/** Stores a code (its hash only) and answers its id. */
export async function insertCode(tx: Tx, row: typeof loginCodes.$inferInsert): Promise<number> {
  const [created] = await tx.insert(loginCodes).values(row).returning({ id: loginCodes.id });
  if (!created) throw new Error('login code not stored');
  return created.id;
}

/** Removes a code that was never delivered, so it can neither be used nor hold the countdown. */
export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(loginCodes).where(eq(loginCodes.id, id));
}

/**
 * Counts one wrong try while the code has tries left, checked and counted in one statement (the cap holds
 * however many guesses run at once); answers the new count, or null when none was left.
 */
export async function addAttempt(tx: Tx, id: number, max: number): Promise<number | null> {
  const [row] = await tx
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.id, id), lt(loginCodes.attempts, max)))
    .returning({ attempts: loginCodes.attempts });
  return row?.attempts ?? null;
}

/** Uses a code up unless it was used or ran out of tries, in one statement; true when this call used it. */
export async function consumeCode(tx: Tx, id: number, max: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(loginCodes)
    .set({ consumedAt: at })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt), lt(loginCodes.attempts, max)))
    .returning({ id: loginCodes.id });
  return rows.length > 0;
}
