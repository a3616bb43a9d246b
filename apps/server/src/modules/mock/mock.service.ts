import { randomUUID } from 'node:crypto';
import {
  MOCK_PRICE_CREDITS,
  type createMockThreadBody,
  type Lang,
  type MockEvent,
  type MockMeeting,
  type MockQuote,
  type MockReport,
  type MockReportResult,
  type MockThread,
  type MockThreadDetail,
  type MockTurnEvent,
} from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { AiProviders } from '../../providers/ai-providers.ts';
import { chargeMock, newcomerMockDue, refundCharge } from '../credits/charges.ts';
import { balancesOf } from '../credits/credits.service.ts';
import type { ReportState, SessionReports } from '../sessions/session-reports.ts';
import type { SessionThreads, ThreadRow } from '../sessions/sessions.service.ts';
import type { MockLimits } from './mock-limit.ts';
import { meetingQuestions } from './mock-meeting.ts';
import { pickResume, pickTarget, planMock, type MockSources } from './mock-plan.ts';
import { MOCK_STATE, settingsOf, type MockSettings } from './mock-state.ts';

const KIND = 'mock';

/** What a thread's list entry needs besides its row: its current turn, answers and report. */
interface ThreadView {
  turn?: MockTurnEvent;
  answered: number;
  report?: ReportState;
}

/** The API shape of a stored mock thread. */
export function toMockThread(row: ThreadRow, view: ThreadView): MockThread {
  const s = settingsOf(row);
  const report = view.report;
  const overall = report?.status === 'ready' ? (report.result as MockReport).overall : null;
  return {
    id: row.id,
    kind: KIND,
    lang: row.lang as Lang,
    engine: row.engine as MockThread['engine'],
    status: row.status as MockThread['status'],
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: (row.endReason as MockThread['endReason']) ?? null,
    positionSlug: s.positionSlug,
    positionTitle: s.positionTitle,
    length: s.length,
    answerBy: s.answerBy,
    voice: s.voice,
    progress: { index: view.turn?.index ?? 0, total: view.turn?.total ?? s.plan.items.length },
    answered: view.answered,
    paid: s.paid,
    limitMs: s.limitMs,
    endsAt: s.limitMs === null ? null : new Date(row.createdAt.getTime() + s.limitMs).toISOString(),
    // An ended thread's report is asked for when it ends; one not asked for yet is made when first read.
    report: row.status === 'active' ? null : (report?.status ?? 'generating'),
    overall,
  };
}

/**
 * Mock interviews on the sessions layer (issue 15): a start takes its price in the thread's start transaction
 * (one owned mock, else 100 credits; the newcomer's free mock is limited to 30 minutes) and plans the
 * interview; then the list, the record, the end, the delete, the report, the interviewer's voice and
 * /MockMeeting's questions.
 */
export function createMockService(
  ctx: AppContext,
  providers: Pick<AiProviders, 'llm' | 'asr' | 'tts'>,
  deps: {
    threads: SessionThreads;
    reports: SessionReports;
    limits: MockLimits;
    sources: MockSources;
    log: FastifyBaseLogger;
  },
) {
  const { threads, reports, sources } = deps;

  async function views(rows: ThreadRow[]): Promise<MockThread[]> {
    const ids = rows.map((r) => r.id);
    const [turns, answers, states] = await Promise.all([
      threads.lastEvents(ids, 'turn'),
      threads.countEvents(ids, 'answer'),
      reports.states(ids),
    ]);
    return rows.map((row) =>
      toMockThread(row, {
        turn: turns.get(row.id) as MockTurnEvent | undefined,
        answered: answers.get(row.id) ?? 0,
        report: states.get(row.id),
      }),
    );
  }
  const view = async (row: ThreadRow) => (await views([row]))[0] as MockThread;

  /** A start that could not be completed after its commit gives its price back and leaves nothing behind. */
  async function undoStart(row: ThreadRow): Promise<void> {
    await ctx.db.transaction((tx) => refundCharge(tx, row.uid, `mock:${row.id}`));
    await threads.endById(row.id, 'user');
    await threads.remove(row.uid, row.id, KIND);
  }

  return {
    /** POST /api/mock/threads. */
    async create(uid: number, body: z.output<typeof createMockThreadBody>, lang: Lang): Promise<MockThread> {
      const threadLang = body.lang ?? lang;
      const target = await pickTarget(sources, uid, threadLang, body.positionSlug);
      const resume = await pickResume(sources, uid, body.resumeId);
      const id = randomUUID();
      const plan = await planMock(sources, {
        threadId: id,
        lang: threadLang,
        length: body.length,
        target,
        resume,
      });
      const row = await threads.open(
        {
          id,
          uid,
          kind: KIND,
          lang: threadLang,
          pause: 'medium',
          engine: providers.llm ? 'llm' : 'offline',
          goalId: target.goalId,
          resumeId: resume?.id ?? null,
          createdAt: ctx.clock.now(),
        },
        async (tx, inserted) => {
          const newcomer = await newcomerMockDue(tx, uid);
          const charge = await chargeMock(tx, uid, inserted.id);
          const settings: MockSettings = {
            positionSlug: target.positionSlug,
            positionTitle: target.title,
            length: body.length,
            answerBy: body.answerBy,
            voice: body.voice,
            limitMs: newcomer && charge.item === 'mocks' ? ctx.env.MOCK_NEWCOMER_LIMIT_MS : null,
            paid: { item: charge.item as 'mocks' | 'credit', amount: charge.amount },
            plan,
          };
          await threads.mergeState(tx, inserted.id, { [MOCK_STATE]: settings });
        },
      );
      try {
        await deps.limits.schedule(row);
      } catch (err) {
        deps.log.error({ err, threadId: row.id }, 'mock start not completed: refunded');
        await undoStart(row);
        throw err;
      }
      return toMockThread(row, { answered: 0 });
    },

    /** GET /api/mock/quote: what a start costs now (shown before it). */
    async quote(uid: number): Promise<MockQuote> {
      const [balances, going, newcomer] = await Promise.all([
        balancesOf(ctx.db, uid),
        threads.goingOf(uid, KIND),
        newcomerMockDue(ctx.db, uid),
      ]);
      const pays = balances.mocks > 0 ? 'mocks' : balances.credit >= MOCK_PRICE_CREDITS ? 'credit' : null;
      const limited = newcomer && pays === 'mocks';
      return {
        price: MOCK_PRICE_CREDITS,
        pays,
        mocks: balances.mocks,
        credit: balances.credit,
        newcomer: limited,
        limitMs: limited ? ctx.env.MOCK_NEWCOMER_LIMIT_MS : null,
        inProgress: going?.id ?? null,
        tts: providers.tts !== null,
        serverAsr: providers.asr !== null,
      };
    },

    /** GET /api/mock/threads: the newest 50 with their progress and report. */
    list: async (uid: number): Promise<MockThread[]> => views(await threads.list(uid, KIND)),

    /** GET /api/mock/threads/:id: the thread and its record. */
    async detail(uid: number, id: string): Promise<MockThreadDetail> {
      const row = await threads.get(uid, id, KIND);
      const events = (await threads.record(row)) as MockEvent[];
      return { thread: await view(row), events };
    },

    /** POST /api/mock/threads/:id/end: ends it early (its report is made from what was answered). */
    end: async (uid: number, id: string): Promise<MockThread> => view(await threads.end(uid, id, KIND)),

    /** DELETE /api/mock/threads/:id: an ended session and all it holds (`session.notEnded` while going). */
    remove: (uid: number, id: string) => threads.remove(uid, id, KIND),

    /** GET (`retry` false) and POST (`retry` true) /api/mock/threads/:id/report. */
    async report(uid: number, id: string, retry: boolean): Promise<MockReportResult> {
      const state = await reports.read(await threads.get(uid, id, KIND), retry);
      return { status: state.status, report: state.status === 'ready' ? (state.result as MockReport) : null };
    },

    /** GET /api/mock/threads/:id/turns/:turnId/speech: the turn spoken by the configured TTS endpoint. */
    async speech(uid: number, id: string, turnId: string): Promise<{ audio: Buffer; mime: string }> {
      const tts = providers.tts;
      if (!tts) throw new AppError('tts.unavailable');
      const row = await threads.get(uid, id, KIND);
      const events = (await threads.record(row)) as MockEvent[];
      const turn = events.find((e) => e.type === 'turn' && e.id === turnId);
      if (!turn || turn.type !== 'turn') throw new AppError('mock.turnNotFound');
      try {
        return await tts.synthesize({ text: turn.text, lang: row.lang as Lang });
      } catch (err) {
        deps.log.warn({ err, threadId: id }, 'interviewer voice failed');
        throw new AppError('tts.failed');
      }
    },

    /** GET /api/mock/meeting: /MockMeeting's preset questions (signed in or not). */
    meeting: (uid: number | null, lang: Lang): Promise<MockMeeting> => meetingQuestions(sources, uid, lang),
  };
}
export type MockService = ReturnType<typeof createMockService>;
