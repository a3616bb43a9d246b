import { randomUUID } from 'node:crypto';
import type { createThreadBody, Lang, LiveEvent, Thread, ThreadDetail } from '@offerpilot/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { AiProviders } from '../../providers/ai-providers.ts';
import type { LiveCharging } from './live-charge.ts';
import type { GroundingSources } from './live-grounding.ts';
import {
  endThread,
  eventsAfter,
  findThread,
  insertThread,
  listThreads,
  toLiveEvent,
  type ThreadRow,
} from './live.repo.ts';

/** The API shape of a stored thread. */
export function toThread(row: ThreadRow): Thread {
  return {
    id: row.id,
    kind: row.kind as Thread['kind'],
    lang: row.lang as Lang,
    pause: row.pause as Thread['pause'],
    engine: row.engine as Thread['engine'],
    status: row.status as Thread['status'],
    goalId: row.goalId,
    resumeId: row.resumeId,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: (row.endReason as Thread['endReason']) ?? null,
  };
}

const notFound = () => new AppError('live.notFound');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Threads of the live assistant: opened on a goal and a resume (the current and default ones unless named),
 * read back with their stored events, ended. Sockets may join only their own user's threads (`owns`).
 */
export function createLiveService(
  ctx: AppContext,
  providers: AiProviders,
  deps: {
    charging: LiveCharging;
    ended(thread: { id: string; uid: number }, reason: 'user'): Promise<void>;
    sources: Pick<GroundingSources, 'goals' | 'resumes'>;
  },
) {
  const { goals: goalsOf, resumes } = deps.sources;

  async function pickGoal(uid: number, lang: Lang, goalId?: number): Promise<number | null> {
    const goals = await goalsOf.list(uid, lang);
    if (goalId === undefined) return goals.find((g) => g.current)?.id ?? null;
    if (!goals.some((g) => g.id === goalId)) throw new AppError('goals.notFound');
    return goalId;
  }

  async function pickResume(uid: number, resumeId?: number): Promise<number | null> {
    if (resumeId === undefined) return (await resumes.list(uid)).find((r) => r.isDefault)?.id ?? null;
    await resumes.get(uid, resumeId); // materials.notFound when it is not the user's
    return resumeId;
  }

  return {
    /** POST /api/live/threads. */
    async create(uid: number, body: z.output<typeof createThreadBody>, lang: Lang): Promise<Thread> {
      const goalId = await pickGoal(uid, lang, body.goalId);
      const resumeId = await pickResume(uid, body.resumeId);
      const row = await ctx.db.transaction(async (tx) => {
        const inserted = await insertThread(tx, {
          id: randomUUID(),
          uid,
          kind: body.kind,
          lang: body.lang ?? lang,
          pause: body.pause,
          engine: providers.llm ? 'llm' : 'offline',
          goalId,
          resumeId,
          createdAt: ctx.clock.now(),
        });
        await deps.charging.atStart(tx, inserted);
        return inserted;
      });
      await deps.charging.schedule(row.id);
      return toThread(row);
    },

    /** GET /api/live/threads: the newest 50. */
    async list(uid: number): Promise<Thread[]> {
      return (await listThreads(ctx.db, uid, 50)).map(toThread);
    },

    /** GET /api/live/threads/:id: the thread and its stored events. */
    async detail(uid: number, id: string): Promise<ThreadDetail> {
      const row = await findThread(ctx.db, uid, id);
      if (!row) throw notFound();
      const events = await eventsAfter(ctx.db, id, 0);
      return {
        thread: toThread(row),
        events: events.map(toLiveEvent),
      };
    },

    /** POST /api/live/threads/:id/end. */
    async end(uid: number, id: string): Promise<Thread> {
      const row = await endThread(ctx.db, uid, id, ctx.clock.now());
      if (!row) throw notFound();
      if (row.endReason === 'user') await deps.ended(row, 'user');
      return toThread(row);
    },

    /** A thread's stored events after `afterSeq`, in order (a resuming screen's history). */
    async storedAfter(threadId: string, afterSeq: number): Promise<LiveEvent[]> {
      return (await eventsAfter(ctx.db, threadId, afterSeq)).map(toLiveEvent);
    },

    /** The thread when the user owns it and it is still going; the socket authorizer's question. */
    async activeThread(uid: number, id: string): Promise<ThreadRow | null> {
      if (!UUID.test(id)) return null;
      const row = await findThread(ctx.db, uid, id);
      return row && row.status === 'active' ? row : null;
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
/** A thread that is still going, as the runtime and the sockets hold it. */
export type ActiveThread = ThreadRow;
