import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { Tx } from '../../lib/db-types.ts';

/** What a token check needs: the session, its user and the user's status. */
export interface SessionRow {
  id: number;
  uid: number;
  status: string;
  expiresAt: Date;
  lastUsedAt: Date;
}

/** Stores a new session under the hash of its token. */
export async function insertSession(tx: Tx, row: typeof sessions.$inferInsert): Promise<void> {
  await tx.insert(sessions).values(row);
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareFind>>();

function prepareFind(db: Db) {
  return db
    .select({
      id: sessions.id,
      uid: sessions.uid,
      status: users.status,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.uid))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt)))
    .prepare('session_by_token');
}

/** The live (not revoked) session of a token hash with its user's status, in one query. */
export async function findSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareFind(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ hash: tokenHash });
  return row;
}

/** Moves a session's expiry forward from its last use. */
export async function slideSession(db: Db, id: number, lastUsedAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt, expiresAt }).where(eq(sessions.id, id));
}

/** Revokes the session of a token hash; its id when one was live, else null. */
export async function revokeSession(db: Db, tokenHash: string, at: Date): Promise<number | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return row?.id ?? null;
}
