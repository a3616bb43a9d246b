import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { sessionCompanions, sessionPairings } from '../../db/schema.ts';
import type { Queryable } from '../../lib/db-types.ts';

export type PairingRow = typeof sessionPairings.$inferSelect;
export type CompanionRow = typeof sessionCompanions.$inferSelect;

/** Stores a pairing; false when its code's hash is taken by another pairing (the caller draws a new code). */
export async function insertPairing(
  q: Queryable,
  row: { threadId: string; tokenHash: string; codeHash: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await q
    .insert(sessionPairings)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: sessionPairings.id });
  return inserted.length > 0;
}

/** Forgets pairings that expired before `before` (their codes may be drawn again). */
export async function deleteStalePairings(q: Queryable, before: Date): Promise<void> {
  await q.delete(sessionPairings).where(lt(sessionPairings.expiresAt, before));
}

/**
 * Uses the pairing with this token or code hash, once, in one statement: the row when it was unused and
 * unexpired (now used), else undefined.
 */
export async function usePairing(
  q: Queryable,
  by: 'token' | 'code',
  hash: string,
  now: Date,
): Promise<PairingRow | undefined> {
  const column = by === 'token' ? sessionPairings.tokenHash : sessionPairings.codeHash;
  const [row] = await q
    .update(sessionPairings)
    .set({ usedAt: now })
    .where(
      and(
        eq(column, hash),
        isNull(sessionPairings.usedAt),
        sql`${sessionPairings.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

/** A pairing by token or code hash, whatever its state (to say why it could not be used). */
export async function findPairing(
  q: Queryable,
  by: 'token' | 'code',
  hash: string,
): Promise<PairingRow | undefined> {
  const column = by === 'token' ? sessionPairings.tokenHash : sessionPairings.codeHash;
  const [row] = await q.select().from(sessionPairings).where(eq(column, hash));
  return row;
}

export async function insertCompanion(
  q: Queryable,
  row: Omit<typeof sessionCompanions.$inferInsert, 'createdAt' | 'revokedAt'>,
): Promise<CompanionRow> {
  const [created] = await q.insert(sessionCompanions).values(row).returning();
  if (!created) throw new Error('insert into session_companions returned nothing');
  return created;
}

/** A paired phone by its credential's hash, unless unpaired. */
export async function companionByTokenHash(
  q: Queryable,
  tokenHash: string,
): Promise<CompanionRow | undefined> {
  const [row] = await q
    .select()
    .from(sessionCompanions)
    .where(and(eq(sessionCompanions.tokenHash, tokenHash), isNull(sessionCompanions.revokedAt)));
  return row;
}

/** The phones paired with a thread and not unpaired, oldest first. */
export function companionsOf(q: Queryable, threadId: string): Promise<CompanionRow[]> {
  return q
    .select()
    .from(sessionCompanions)
    .where(and(eq(sessionCompanions.threadId, threadId), isNull(sessionCompanions.revokedAt)))
    .orderBy(asc(sessionCompanions.createdAt));
}

/** Unpairs a phone of a thread; false when there was no such paired phone. */
export async function revokeCompanion(
  q: Queryable,
  threadId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const rows = await q
    .update(sessionCompanions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessionCompanions.id, id),
        eq(sessionCompanions.threadId, threadId),
        isNull(sessionCompanions.revokedAt),
      ),
    )
    .returning({ id: sessionCompanions.id });
  return rows.length > 0;
}
