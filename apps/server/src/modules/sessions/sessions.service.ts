import type { EndReason, EngineKind, Lang } from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Tx } from '../../lib/db-types.ts';
import type { KindRegistry, NumberedEvent } from './session-runtime.ts';
import {
  activeThreads,
  countActiveByKind,
  countEvents,
  deleteEndedThread,
  endThread,
  eventsAfter,
  findThread,
  goingThreadOf,
  insertThread,
  lastEventsOf,
  listThreads,
  lockStartsOf,
  lockThread,
  mergeThreadState,
  threadById,
  unchargedStartsSince,
  type NewThreadRow,
  type ThreadRow,
} from './sessions.repo.ts';

export type { ThreadRow } from './sessions.repo.ts';

/** What every kind's thread shows of its row: id, language, engine, status, its times and why it ended. */
export function threadFields(row: ThreadRow) {
  return {
    id: row.id,
    lang: row.lang as Lang,
    engine: row.engine as EngineKind,
    status: row.status as 'active' | 'ended',
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: (row.endReason as EndReason | null) ?? null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('live.notFound');

const toEvent = (row: { seq: number; type: string; payload: unknown }): NumberedEvent => ({
  ...(row.payload as object),
  seq: row.seq,
  type: row.type,
});

/**
 * The sessions layer's threads (PRODUCT.md section 3), whatever their kind: opened one at a time per user
 * (the kind's start rules run under that lock), listed, read back with their record, replayed to a screen
 * that resumes, ended once. Kinds add their own rules around it (the live module: goal, resume, charges).
 */
export function createSessionThreads(
  ctx: AppContext,
  deps: {
    kinds: KindRegistry;
    /** A thread ended (by its user, a charge or the inactivity timer): its screens hear it, its runner stops. */
    ended(thread: ThreadRow, reason: EndReason): Promise<void>;
  },
) {
  async function notifyEnded(row: ThreadRow | undefined, reason: EndReason): Promise<void> {
    if (row) await deps.ended(row, reason);
  }

  return {
    /**
     * Stores a new thread. `rules` runs in the same transaction, after the thread is inserted, while no other
     * start of the same user can run (an advisory lock): a daily cap counted there holds under concurrency.
     * `replaces`: a going thread of the user ended in the same transaction (a career guide's reset), so that
     * a refused start leaves it going; its screens hear the end after the commit.
     */
    async open(
      values: NewThreadRow,
      rules?: (tx: Tx, row: ThreadRow) => Promise<void>,
      opts: { replaces?: { id: string; reason: EndReason } } = {},
    ): Promise<ThreadRow> {
      const { replaces } = opts;
      let replaced: ThreadRow | undefined;
      const opened = await ctx.db.transaction(async (tx) => {
        await lockStartsOf(tx, values.uid);
        if (replaces)
          replaced = await endThread(tx, replaces.id, ctx.clock.now(), replaces.reason, values.uid);
        // SPEC.md section 4: a session in progress must be ended before a new one (of its kind) starts.
        const going = await goingThreadOf(tx, values.uid, values.kind);
        if (going) throw new AppError('session.inProgress', {}, { threadId: going.id });
        const row = await insertThread(tx, { ...values, activeAt: values.createdAt });
        if (!rules) return row;
        await rules(tx, row);
        // The rules may have written the kind's state (a charge at the start).
        return (await threadById(tx, row.id)) ?? row;
      });
      if (replaces) await notifyEnded(replaced, replaces.reason);
      return opened;
    },

    /** A user's threads of a kind, newest first (at most 50). */
    list: (uid: number, kind: string) => listThreads(ctx.db, uid, kind, 50),

    /** A thread of the user and the kind; `live.notFound` otherwise. */
    async get(uid: number, id: string, kind: string): Promise<ThreadRow> {
      const row = UUID.test(id) ? await findThread(ctx.db, uid, id) : undefined;
      if (!row || row.kind !== kind) throw notFound();
      return row;
    },

    /** How many events of `type` each of these threads holds. */
    countEvents: (threadIds: string[], type: string) => countEvents(ctx.db, threadIds, type),

    /** The last event of `type` of each of these threads that has one. */
    async lastEvents(threadIds: string[], type: string): Promise<Map<string, NumberedEvent>> {
      const rows = await lastEventsOf(ctx.db, threadIds, type);
      return new Map(rows.map((row) => [row.threadId, toEvent(row)]));
    },

    /** Deletes an ended thread of the user and all it holds; `session.notEnded` while it is going. */
    async remove(uid: number, id: string, kind: string): Promise<void> {
      const row = await this.get(uid, id, kind);
      if (row.status === 'active') throw new AppError('session.notEnded', {}, { threadId: id });
      if (!(await deleteEndedThread(ctx.db, uid, id))) throw notFound();
    },

    /** In a transaction: merges fields into the thread's kind state. */
    mergeState: (tx: Tx, id: string, fields: Record<string, unknown>) => mergeThreadState(tx, id, fields),

    /** The user's going thread of a kind, if any. */
    goingOf: (uid: number, kind: string) => goingThreadOf(ctx.db, uid, kind),

    /** The thread's record: what its kind keeps of its events (no deltas, no withdrawn drafts). */
    async record(row: ThreadRow): Promise<NumberedEvent[]> {
      const events = (await eventsAfter(ctx.db, row.id, 0)).map(toEvent);
      const kind = deps.kinds.get(row.kind);
      return kind ? kind.record(events) : events;
    },

    /** Ends a thread of the user (once); the row as it is now. */
    async end(uid: number, id: string, kind: string): Promise<ThreadRow> {
      await this.get(uid, id, kind);
      const ended = await endThread(ctx.db, id, ctx.clock.now(), 'user', uid);
      await notifyEnded(ended, 'user');
      return ended ?? (await this.get(uid, id, kind));
    },

    /** Ends a going thread by id (timers); undefined when it had already ended. */
    async endById(id: string, reason: EndReason): Promise<ThreadRow | undefined> {
      const ended = await endThread(ctx.db, id, ctx.clock.now(), reason);
      await notifyEnded(ended, reason);
      return ended;
    },

    /** In a transaction: locks the thread row (charges), ends it there when asked. */
    lock: (tx: Tx, id: string) => lockThread(tx, id),
    endIn: (tx: Tx, id: string, reason: EndReason) => endThread(tx, id, ctx.clock.now(), reason),
    notifyEnded,
    /** In the start transaction: the user's threads of a kind since `since` that no charge took anything for. */
    unchargedStartsSince: (tx: Tx, uid: number, kind: string, since: Date, chargePrefix: string) =>
      unchargedStartsSince(tx, uid, kind, since, chargePrefix),
    /** The same outside a transaction (a quote before a start). */
    unchargedStarts: (uid: number, kind: string, since: Date, chargePrefix: string) =>
      unchargedStartsSince(ctx.db, uid, kind, since, chargePrefix),

    /**
     * Every event after `afterSeq` for a screen that resumes, oldest first: nothing it has not seen is left
     * out, and the kind may drop what a later event makes moot (a finished hint's deltas).
     */
    async replay(threadId: string, kind: string, afterSeq: number): Promise<NumberedEvent[]> {
      const events = (await eventsAfter(ctx.db, threadId, afterSeq)).map(toEvent);
      return deps.kinds.get(kind)?.compact?.(events) ?? events;
    },

    /** The thread when the user owns it and it is still going; the socket authorizer's question. */
    async activeThread(uid: number, id: string): Promise<ThreadRow | null> {
      if (!UUID.test(id)) return null;
      const row = await findThread(ctx.db, uid, id);
      return row && row.status === 'active' ? row : null;
    },

    /** A thread by id (timers). */
    byId: (id: string) => threadById(ctx.db, id),
    /** Every going thread (what a start sets the timers of again). */
    going: () => activeThreads(ctx.db),
    /** How many threads of each kind are going, on every process. */
    openByKind: () => countActiveByKind(ctx.db),
  };
}
export type SessionThreads = ReturnType<typeof createSessionThreads>;
