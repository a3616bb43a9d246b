import { randomUUID } from 'node:crypto';
import type { createThreadBody, Lang, LiveEvent, Thread, ThreadDetail } from '@offerpilot/shared';
import type { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import type { AiProviders } from '../../providers/ai-providers.ts';
import type { SessionTimers } from '../sessions/session-timers.ts';
import type { SessionThreads, ThreadRow } from '../sessions/sessions.service.ts';
import type { AppContext } from '../../context.ts';
import type { LiveCharging } from './live-charge.ts';
import type { GroundingSources } from './live-grounding.ts';

const KIND = 'assistant';

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

/**
 * Threads of the live assistant on the sessions layer: opened on a goal and a resume (the current and default
 * ones unless named), priced (live-charge.ts), read back with their record, ended.
 */
export function createLiveService(
  ctx: AppContext,
  providers: AiProviders,
  deps: {
    threads: SessionThreads;
    timers: SessionTimers;
    charging: LiveCharging;
    sources: Pick<GroundingSources, 'goals' | 'resumes'>;
  },
) {
  const { threads } = deps;
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
      const row = await threads.open(
        {
          id: randomUUID(),
          uid,
          kind: KIND,
          lang: body.lang ?? lang,
          pause: body.pause,
          engine: providers.llm ? 'llm' : 'offline',
          goalId,
          resumeId,
          createdAt: ctx.clock.now(),
        },
        (tx, inserted) => deps.charging.atStart(tx, inserted),
      );
      await deps.charging.schedule(row);
      await deps.timers.watch(row);
      return toThread(row);
    },

    /** GET /api/live/threads: the newest 50. */
    async list(uid: number): Promise<Thread[]> {
      return (await threads.list(uid, KIND)).map(toThread);
    },

    /** GET /api/live/threads/:id: the thread and its record (no deltas, no withdrawn drafts). */
    async detail(uid: number, id: string): Promise<ThreadDetail> {
      const row = await threads.get(uid, id, KIND);
      return { thread: toThread(row), events: (await threads.record(row)) as LiveEvent[] };
    },

    /** POST /api/live/threads/:id/end. */
    async end(uid: number, id: string): Promise<Thread> {
      return toThread(await threads.end(uid, id, KIND));
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
