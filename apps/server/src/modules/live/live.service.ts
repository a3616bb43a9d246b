import { randomUUID } from 'node:crypto';
import {
  LIVE_PRICE_CREDITS,
  type createThreadBody,
  type Lang,
  type LiveCharge,
  type LiveEvent,
  type LiveQuote,
  type LiveReportResult,
  type LiveReview,
  type Thread,
  type ThreadDetail,
} from '@offerpilot/shared';
import type { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import type { AiProviders } from '../../providers/ai-providers.ts';
import type { SessionTimers } from '../sessions/session-timers.ts';
import type { SessionReports } from '../sessions/session-reports.ts';
import type { SessionThreads, ThreadRow } from '../sessions/sessions.service.ts';
import type { AppContext } from '../../context.ts';
import { balancesOf } from '../credits/credits.service.ts';
import { CHARGE_STATE, type LiveCharging, type TakenCharge } from './live-charge.ts';
import type { GroundingSources } from './live-grounding.ts';

const KIND = 'assistant';

/** The thread's charge: due at the end of the free trial; what was taken once it was (thread state). */
function chargeOf(row: ThreadRow, trialMs: number): LiveCharge {
  const taken = (row.state as { [CHARGE_STATE]?: TakenCharge } | null)?.[CHARGE_STATE];
  return {
    dueAt: new Date(row.createdAt.getTime() + trialMs).toISOString(),
    takenAt: taken?.at ?? null,
    item: taken?.item ?? null,
    amount: taken?.amount ?? null,
  };
}

/** The API shape of a stored thread; `questions`: how many were answered with a hint. */
export function toThread(row: ThreadRow, questions: number, trialMs: number): Thread {
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
    questions,
    charge: chargeOf(row, trialMs),
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
    reports: SessionReports;
    sources: Pick<GroundingSources, 'goals' | 'resumes'>;
  },
) {
  const { threads } = deps;
  const { goals: goalsOf, resumes } = deps.sources;
  const trialMs = ctx.env.LIVE_CHARGE_AFTER_MS;
  const questionsOf = async (row: ThreadRow) =>
    (await threads.countEvents([row.id], 'hint')).get(row.id) ?? 0;

  async function pickGoal(uid: number, lang: Lang, goalId?: number | null): Promise<number | null> {
    if (goalId === null) return null; // the candidate chose no target position
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
      return toThread(row, 0, trialMs);
    },

    /** The API shape of a thread of any user (a paired phone reads its owner's thread). */
    describe: async (row: ThreadRow): Promise<Thread> => toThread(row, await questionsOf(row), trialMs),

    /** GET /api/live/quote: what a start costs now (shown before it). */
    async quote(uid: number): Promise<LiveQuote> {
      const [balances, freeLeft, going] = await Promise.all([
        balancesOf(ctx.db, uid),
        deps.charging.freeStartsLeft(uid),
        threads.goingOf(uid, KIND),
      ]);
      const pays =
        balances.assistants > 0 ? 'assistants' : balances.credit >= LIVE_PRICE_CREDITS ? 'credit' : null;
      return {
        trialMs,
        freeStartsLeft: freeLeft,
        chargedAtStart: freeLeft === 0,
        pays,
        price: LIVE_PRICE_CREDITS,
        assistants: balances.assistants,
        credit: balances.credit,
        inProgress: going?.id ?? null,
        serverAsr: providers.asr !== null,
      };
    },

    /** GET /api/live/threads: the newest 50, with how many questions each answered. */
    async list(uid: number): Promise<Thread[]> {
      const rows = await threads.list(uid, KIND);
      const counts = await threads.countEvents(
        rows.map((r) => r.id),
        'hint',
      );
      return rows.map((row) => toThread(row, counts.get(row.id) ?? 0, trialMs));
    },

    /** GET /api/live/threads/:id: the thread and its record (no deltas, no withdrawn drafts). */
    async detail(uid: number, id: string): Promise<ThreadDetail> {
      const row = await threads.get(uid, id, KIND);
      const events = (await threads.record(row)) as LiveEvent[];
      const questions = events.filter((e) => e.type === 'hint').length;
      return { thread: toThread(row, questions, trialMs), events };
    },

    /** POST /api/live/threads/:id/end. */
    async end(uid: number, id: string): Promise<Thread> {
      const row = await threads.end(uid, id, KIND);
      return toThread(row, await questionsOf(row), trialMs);
    },

    /**
     * GET (`retry` false) and POST (`retry` true) /api/live/threads/:id/report: the session's review, made once
     * it has ended; POST makes a failed one again.
     */
    async report(uid: number, id: string, retry: boolean): Promise<LiveReportResult> {
      const row = await threads.get(uid, id, KIND);
      const state = await deps.reports.read(row, retry);
      return { status: state.status, review: state.status === 'ready' ? (state.result as LiveReview) : null };
    },

    /** DELETE /api/live/threads/:id: an ended session and all it holds (`session.notEnded` while going). */
    remove: (uid: number, id: string) => threads.remove(uid, id, KIND),
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
