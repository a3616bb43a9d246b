import { and, asc, count, desc, eq, gt, gte, inArray, max, sql } from 'drizzle-orm';
import { ledger, sessionEvents, sessionReports, sessionThreads } from '../../db/schema.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';

export type ThreadRow = typeof sessionThreads.$inferSelect;
export type NewThreadRow = typeof sessionThreads.$inferInsert;
export type EventRow = typeof sessionEvents.$inferSelect;
export type NewEventRow = Omit<typeof sessionEvents.$inferInsert, 'createdAt'>;

/** Lock key space of session starts (paired with the uid), apart from every other advisory lock. */
const STARTS_LOCK = 4_626_017;

/** Serialises the session starts of one user across processes until the transaction ends. */
export async function lockStartsOf(tx: Tx, uid: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STARTS_LOCK}::int4, ${uid}::int4)`);
}

/** Stores a new thread. */
export async function insertThread(q: Queryable, row: NewThreadRow): Promise<ThreadRow> {
  const [created] = await q.insert(sessionThreads).values(row).returning();
  if (!created) throw new Error('insert into session_threads returned nothing');
  return created;
}

/** A thread when the user owns it. */
export async function findThread(q: Queryable, uid: number, id: string): Promise<ThreadRow | undefined> {
  const [row] = await q
    .select()
    .from(sessionThreads)
    .where(and(eq(sessionThreads.id, id), eq(sessionThreads.uid, uid)));
  return row;
}

/** A thread by id, whoever owns it (timers and runtimes, which have no user). */
export async function threadById(q: Queryable, id: string): Promise<ThreadRow | undefined> {
  const [row] = await q.select().from(sessionThreads).where(eq(sessionThreads.id, id));
  return row;
}

/** A user's threads of one kind, newest first. */
export function listThreads(q: Queryable, uid: number, kind: string, limit: number): Promise<ThreadRow[]> {
  return q
    .select()
    .from(sessionThreads)
    .where(and(eq(sessionThreads.uid, uid), eq(sessionThreads.kind, kind)))
    .orderBy(desc(sessionThreads.createdAt))
    .limit(limit);
}

/** The user's going thread of a kind, if any (a new one may start only when there is none). */
export async function goingThreadOf(q: Queryable, uid: number, kind: string): Promise<ThreadRow | undefined> {
  const [row] = await q
    .select()
    .from(sessionThreads)
    .where(
      and(eq(sessionThreads.uid, uid), eq(sessionThreads.kind, kind), eq(sessionThreads.status, 'active')),
    )
    .limit(1);
  return row;
}

/** How many events of a type each thread holds (e.g. the final hints of live threads: its questions). */
export async function countEvents(
  q: Queryable,
  threadIds: string[],
  type: string,
): Promise<Map<string, number>> {
  if (!threadIds.length) return new Map();
  const rows = await q
    .select({ threadId: sessionEvents.threadId, n: count() })
    .from(sessionEvents)
    .where(and(inArray(sessionEvents.threadId, threadIds), eq(sessionEvents.type, type)))
    .groupBy(sessionEvents.threadId);
  return new Map(rows.map((r) => [r.threadId, r.n]));
}

/** The last event of a type in each of these threads (e.g. a mock interview's current turn). */
export async function lastEventsOf(q: Queryable, threadIds: string[], type: string): Promise<EventRow[]> {
  if (!threadIds.length) return [];
  return q
    .selectDistinctOn([sessionEvents.threadId])
    .from(sessionEvents)
    .where(and(inArray(sessionEvents.threadId, threadIds), eq(sessionEvents.type, type)))
    .orderBy(sessionEvents.threadId, desc(sessionEvents.seq));
}

/** Deletes an ended thread of the user with everything it holds; false when there is no such ended thread. */
export async function deleteEndedThread(q: Queryable, uid: number, id: string): Promise<boolean> {
  const rows = await q
    .delete(sessionThreads)
    .where(and(eq(sessionThreads.id, id), eq(sessionThreads.uid, uid), eq(sessionThreads.status, 'ended')))
    .returning({ id: sessionThreads.id });
  return rows.length > 0;
}

/** Merges fields into a thread's kind state (e.g. what its charge took), in the caller's transaction. */
export async function mergeThreadState(
  q: Queryable,
  id: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await q
    .update(sessionThreads)
    .set({ state: sql`coalesce(${sessionThreads.state}, '{}'::jsonb) || ${JSON.stringify(fields)}::jsonb` })
    .where(eq(sessionThreads.id, id));
}

/** Every thread still going (the timers a start sets again). */
export function activeThreads(q: Queryable): Promise<ThreadRow[]> {
  return q.select().from(sessionThreads).where(eq(sessionThreads.status, 'active'));
}

/** How many threads of each kind are going (the metrics' open sessions). */
export async function countActiveByKind(q: Queryable): Promise<Record<string, number>> {
  const rows = await q
    .select({ kind: sessionThreads.kind, n: count() })
    .from(sessionThreads)
    .where(eq(sessionThreads.status, 'active'))
    .groupBy(sessionThreads.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)]));
}

/** Ends a thread that is still going; the ended row, or undefined when it had already ended or is missing. */
export async function endThread(
  q: Queryable,
  id: string,
  at: Date,
  reason: string,
  uid?: number,
): Promise<ThreadRow | undefined> {
  const [row] = await q
    .update(sessionThreads)
    .set({ status: 'ended', endedAt: at, endReason: reason, runner: null })
    .where(
      and(
        eq(sessionThreads.id, id),
        eq(sessionThreads.status, 'active'),
        uid === undefined ? undefined : eq(sessionThreads.uid, uid),
      ),
    )
    .returning();
  return row;
}

/** A thread by id, locked for the rest of the transaction. */
export async function lockThread(tx: Tx, id: string): Promise<ThreadRow | undefined> {
  const [row] = await tx.select().from(sessionThreads).where(eq(sessionThreads.id, id)).for('update');
  return row;
}

/** Records activity of the user in a thread (the inactivity timer counts from it). */
export async function touchThread(q: Queryable, id: string, at: Date): Promise<void> {
  await q
    .update(sessionThreads)
    .set({ activeAt: at })
    .where(and(eq(sessionThreads.id, id), eq(sessionThreads.status, 'active')));
}

/**
 * Makes `runner` the thread's only writer (a takeover: the previous runner's next append finds it is not the
 * writer any more) and returns the last sequence number stored; null when the thread is not going.
 */
export async function claimThread(q: Queryable, id: string, runner: string): Promise<number | null> {
  return q.transaction(async (tx) => {
    const [row] = await tx
      .update(sessionThreads)
      .set({ runner })
      .where(and(eq(sessionThreads.id, id), eq(sessionThreads.status, 'active')))
      .returning({ id: sessionThreads.id });
    if (!row) return null;
    const [last] = await tx
      .select({ seq: max(sessionEvents.seq) })
      .from(sessionEvents)
      .where(eq(sessionEvents.threadId, id));
    return last?.seq ?? 0;
  });
}

/**
 * Appends events when `runner` is still the thread's writer, in one transaction; false (nothing written) when
 * another runner took the thread over or it ended. The share lock on the thread row orders an append against a
 * takeover: a claim waits for an append in flight, and an append after a claim sees the new writer.
 */
export async function appendEvents(
  q: Queryable,
  threadId: string,
  runner: string,
  rows: NewEventRow[],
): Promise<boolean> {
  return q.transaction(async (tx) => {
    const [writer] = await tx
      .select({ id: sessionThreads.id })
      .from(sessionThreads)
      .where(
        and(
          eq(sessionThreads.id, threadId),
          eq(sessionThreads.runner, runner),
          eq(sessionThreads.status, 'active'),
        ),
      )
      .for('share');
    if (!writer) return false;
    await tx.insert(sessionEvents).values(rows);
    return true;
  });
}

/** The events of a thread after a sequence number, oldest first; only the types named when given. */
export function eventsAfter(
  q: Queryable,
  threadId: string,
  afterSeq: number,
  types?: readonly string[],
): Promise<EventRow[]> {
  return q
    .select()
    .from(sessionEvents)
    .where(
      and(
        eq(sessionEvents.threadId, threadId),
        gt(sessionEvents.seq, afterSeq),
        types ? inArray(sessionEvents.type, [...types]) : undefined,
      ),
    )
    .orderBy(asc(sessionEvents.seq));
}

/**
 * Threads of a kind a user started since `since` that no charge has taken anything for (a charge's ledger key
 * is `${chargePrefix}${thread id}`).
 */
export async function unchargedStartsSince(
  q: Queryable,
  uid: number,
  kind: string,
  since: Date,
  chargePrefix: string,
): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(sessionThreads)
    .where(
      and(
        eq(sessionThreads.uid, uid),
        eq(sessionThreads.kind, kind),
        gte(sessionThreads.createdAt, since),
        sql`not exists (select 1 from ${ledger} where ${ledger.uid} = ${uid} and ${ledger.idempotencyKey} = ${chargePrefix} || ${sessionThreads.id})`,
      ),
    );
  return row?.n ?? 0;
}

export type ReportRow = typeof sessionReports.$inferSelect;

/** A thread's report row, if one was asked for. */
export async function findReport(q: Queryable, threadId: string): Promise<ReportRow | undefined> {
  const [row] = await q.select().from(sessionReports).where(eq(sessionReports.threadId, threadId));
  return row;
}

/**
 * Asks for a thread's report: a new row `generating` (true), or a `failed` one set back to `generating`
 * when `retry` (true); false when one is already generating or done (one report per thread).
 */
export async function requestReport(
  q: Queryable,
  threadId: string,
  retry: boolean,
  at: Date,
): Promise<boolean> {
  const inserted = await q
    .insert(sessionReports)
    .values({ threadId, status: 'generating', updatedAt: at })
    .onConflictDoNothing()
    .returning({ id: sessionReports.threadId });
  if (inserted.length || !retry) return inserted.length > 0;
  const again = await q
    .update(sessionReports)
    .set({ status: 'generating', error: null, updatedAt: at })
    .where(and(eq(sessionReports.threadId, threadId), eq(sessionReports.status, 'failed')))
    .returning({ id: sessionReports.threadId });
  return again.length > 0;
}

/** Stores what a report job made of a thread, if the report is still generating (one writer wins). */
export async function settleReport(
  q: Queryable,
  threadId: string,
  outcome: { status: 'ready' | 'none' | 'failed'; result?: unknown; error?: string },
  at: Date,
): Promise<void> {
  await q
    .update(sessionReports)
    .set({
      status: outcome.status,
      result: outcome.result ?? null,
      error: outcome.error ?? null,
      attempts: sql`${sessionReports.attempts} + 1`,
      updatedAt: at,
    })
    .where(and(eq(sessionReports.threadId, threadId), eq(sessionReports.status, 'generating')));
}

/** The report rows of these threads (those asked for). */
export function reportsOf(q: Queryable, threadIds: string[]): Promise<ReportRow[]> {
  if (!threadIds.length) return Promise.resolve([]);
  return q.select().from(sessionReports).where(inArray(sessionReports.threadId, threadIds));
}

/** Reports still generating (a start takes up those whose job died with its process). */
export function generatingReports(q: Queryable): Promise<ReportRow[]> {
  return q.select().from(sessionReports).where(eq(sessionReports.status, 'generating'));
}
