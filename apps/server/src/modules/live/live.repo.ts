import { and, asc, count, desc, eq, gte, gt, inArray, max, sql } from 'drizzle-orm';
import { liveEventSchema, STORED_LIVE_EVENTS, type LiveEvent } from '@offerpilot/shared';
import { ledger, liveEvents, liveThreads } from '../../db/schema.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';

export type ThreadRow = typeof liveThreads.$inferSelect;
export type NewThreadRow = typeof liveThreads.$inferInsert;
export type EventRow = typeof liveEvents.$inferSelect;

/** Stores a new thread. */
export async function insertThread(q: Queryable, row: NewThreadRow): Promise<ThreadRow> {
  const [created] = await q.insert(liveThreads).values(row).returning();
  if (!created) throw new Error('insert into live_threads returned nothing');
  return created;
}

/** A thread when the user owns it. */
export async function findThread(q: Queryable, uid: number, id: string): Promise<ThreadRow | undefined> {
  const [row] = await q
    .select()
    .from(liveThreads)
    .where(and(eq(liveThreads.id, id), eq(liveThreads.uid, uid)));
  return row;
}

/** A user's threads, newest first. */
export function listThreads(q: Queryable, uid: number, limit: number): Promise<ThreadRow[]> {
  return q
    .select()
    .from(liveThreads)
    .where(eq(liveThreads.uid, uid))
    .orderBy(desc(liveThreads.createdAt))
    .limit(limit);
}

/** Marks a thread ended (once: an ended thread keeps its end); undefined when the user owns no such thread. */
export async function endThread(
  q: Queryable,
  uid: number,
  id: string,
  at: Date,
  reason: 'user' | 'insufficient' = 'user',
): Promise<ThreadRow | undefined> {
  await q
    .update(liveThreads)
    .set({ status: 'ended', endedAt: at, endReason: reason })
    .where(and(eq(liveThreads.id, id), eq(liveThreads.uid, uid), eq(liveThreads.status, 'active')));
  return findThread(q, uid, id);
}

/** A thread by id, locked for the rest of the transaction. */
export async function lockThread(tx: Tx, id: string): Promise<ThreadRow | undefined> {
  const [row] = await tx.select().from(liveThreads).where(eq(liveThreads.id, id)).for('update');
  return row;
}

/** Live-assistant threads a user started since `since` that no charge has taken anything for. */
export async function freeStartsSince(q: Queryable, uid: number, since: Date): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(liveThreads)
    .where(
      and(
        eq(liveThreads.uid, uid),
        eq(liveThreads.kind, 'assistant'),
        gte(liveThreads.createdAt, since),
        sql`not exists (select 1 from ${ledger} where ${ledger.uid} = ${uid} and ${ledger.idempotencyKey} = 'live:' || ${liveThreads.id})`,
      ),
    );
  return row?.n ?? 0;
}

/** A stored event as the clients receive it. */
export function toLiveEvent(row: EventRow): LiveEvent {
  return liveEventSchema.parse({ ...(row.payload as object), seq: row.seq, type: row.type });
}

/** Stores one event; the (thread, seq) key refuses a sequence number given twice. */
export async function insertEvent(q: Queryable, row: typeof liveEvents.$inferInsert): Promise<void> {
  await q.insert(liveEvents).values(row);
}

/** The highest sequence number stored for a thread (0 when none). */
export async function lastSeq(q: Queryable, threadId: string): Promise<number> {
  const [row] = await q
    .select({ seq: max(liveEvents.seq) })
    .from(liveEvents)
    .where(eq(liveEvents.threadId, threadId));
  return row?.seq ?? 0;
}

/** The stored events of a thread after a sequence number, oldest first. */
export function eventsAfter(q: Queryable, threadId: string, afterSeq: number): Promise<EventRow[]> {
  return q
    .select()
    .from(liveEvents)
    .where(
      and(
        eq(liveEvents.threadId, threadId),
        gt(liveEvents.seq, afterSeq),
        inArray(liveEvents.type, [...STORED_LIVE_EVENTS]),
      ),
    )
    .orderBy(asc(liveEvents.seq));
}
