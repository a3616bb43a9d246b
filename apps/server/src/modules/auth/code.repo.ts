import { and, desc, eq, sql } from 'drizzle-orm';
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

/** Counts one wrong try and answers the new count. */
export async function addAttempt(tx: Tx, id: number): Promise<number> {
  const [row] = await tx
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(eq(loginCodes.id, id))
    .returning({ attempts: loginCodes.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Marks a code as used. */
export async function consumeCode(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(loginCodes).set({ consumedAt: at }).where(eq(loginCodes.id, id));
}
