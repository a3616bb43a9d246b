import type { Lang, MockEvent, MockReport } from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import { composeReport } from '../../ai/report/index.ts';
import type { LlmProvider } from '../../providers/llm/types.ts';
import { predictedPassRate } from '../jobs/jobs.service.ts';
import type { ReportAttempt, ReportOutcome } from '../sessions/session-runtime.ts';
import type { ThreadRow } from '../sessions/sessions.service.ts';
import type { MockSources } from './mock-plan.ts';
import {
  answeredTurns,
  assembleMockReport,
  enoughToReport,
  isPass,
  nearQuestions,
  reportInput,
} from './mock-report.ts';
import { settingsOf, type MockSettings } from './mock-state.ts';

export interface MockReportDeps {
  llm: LlmProvider | null;
  sources: MockSources;
  log: FastifyBaseLogger;
  now(): Date;
}

/**
 * Records the session's practice in the job center (once per session, decision 10) and reads back this user's
 * mocks of the position: the report's trend and predicted pass rate. Without a position nothing is recorded.
 */
async function recordPractice(
  jobs: MockSources['jobs'],
  thread: ThreadRow,
  settings: MockSettings,
  overall: number,
  at: Date,
): Promise<Pick<MockReport, 'trend' | 'predictedPassRate'>> {
  const passed = isPass(overall);
  const slug = settings.positionSlug;
  const alone = { trend: [{ at: at.toISOString(), overall, current: true }] };
  if (!slug) return { ...alone, predictedPassRate: predictedPassRate(passed ? 1 : 0, 1) ?? 0 };
  await jobs.recordPractice(slug, thread.uid, { sessionId: thread.id, score: overall, passed, at });
  const { sessions, predictedPassRate: rate } = await jobs.practiceOf(slug, thread.uid);
  const trend = sessions.map((s) => ({
    at: s.at.toISOString(),
    overall: s.score,
    current: s.sessionId === thread.id,
  }));
  return trend.length ? { trend, predictedPassRate: rate ?? 0 } : { ...alone, predictedPassRate: rate ?? 0 };
}

/**
 * The report of an ended mock interview (a queue job of the sessions layer): `none` with 3 answers or fewer;
 * else every answer scored by the offline engine, the feedback written by the model when one is configured.
 * A model that fails the first making fails the report (the user may retry, and a retry that meets a failing
 * model again gives the offline report). Writing it records the practice in the job center.
 */
export async function makeMockReport(
  thread: ThreadRow,
  record: MockEvent[],
  job: ReportAttempt,
  opts: MockReportDeps,
): Promise<ReportOutcome> {
  const settings = settingsOf(thread);
  const lang = thread.lang as Lang;
  const turns = answeredTurns(settings.plan, record);
  if (!enoughToReport(turns)) return { status: 'none' };
  const slug = settings.positionSlug;
  const model = slug ? await opts.sources.jobs.positionNames(slug, lang) : null;
  const index = await opts.sources.bank();
  let modelFailed = false;
  const input = reportInput(lang, turns, model?.competencies, nearQuestions(index, lang));
  const report = await composeReport(input, opts.llm, {
    onError: (err) => {
      modelFailed = true;
      opts.log.warn({ err, threadId: thread.id }, 'mock report model failed');
    },
  });
  if (modelFailed && job.attempt === 0) throw new Error('the report model failed; a retry asks it again');
  const now = opts.now();
  const end = thread.endedAt ?? now;
  const overall = report.overall ?? 0;
  const practice = await recordPractice(opts.sources.jobs, thread, settings, overall, end);
  const bank = index[lang];
  const byId = new Map(bank.items.map((q) => [q.id, q]));
  const result = assembleMockReport({
    report,
    turns,
    bankFrame: (id) => {
      const q = byId.get(id);
      return q ? { type: q.frame.type, steps: q.frame[lang] } : undefined;
    },
    position: slug && model ? { slug, title: model.title } : null,
    length: settings.length,
    durationMs: Math.max(0, end.getTime() - thread.createdAt.getTime()),
    ...practice,
    now,
  });
  return { status: 'ready', result };
}
