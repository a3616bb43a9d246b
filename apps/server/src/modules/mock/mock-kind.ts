import { sessionCommandSchemas, type Lang, type MockEvent } from '@offerpilot/shared';
import type { SessionKind, ThreadOutput } from '../sessions/session-runtime.ts';
import type { MockLimits } from './mock-limit.ts';
import { turnGrounder } from './mock-plan.ts';
import { makeMockReport, type MockReportDeps } from './mock-report-job.ts';
import { startMockRunner, type MockRunnerDeps } from './mock-runner.ts';
import { settingsOf } from './mock-state.ts';

export interface MockKindDeps extends Omit<MockRunnerDeps, 'ground' | 'now'>, Omit<MockReportDeps, 'llm'> {
  limits: MockLimits;
}

/**
 * The mock interview as a kind of session: its chat sockets may `answer`, `phrase` and say `done`; its audio
 * socket carries the candidate's voice. Every event is kept in its record (turns, transcripts, answers). It
 * does not end when idle: the candidate may leave and continue later from the same turn; the newcomer's free
 * mock ends at its time limit (mock-limit.ts). Its report is mock-report-job.ts.
 */
export function mockKind(deps: MockKindDeps): SessionKind {
  const now = () => deps.now().getTime();
  return {
    kind: 'mock',
    commands: sessionCommandSchemas.mock,
    activity: ['answer', 'transcript'],
    idle: false,
    record: (events) => events,
    recover: (thread) => deps.limits.schedule(thread),
    report: (thread, record, job) =>
      makeMockReport(thread, record as MockEvent[], job, { ...deps, llm: deps.providers.llm }),
    start(thread, out, history) {
      const settings = settingsOf(thread);
      const lang = thread.lang as Lang;
      return startMockRunner(thread, settings.plan, out as ThreadOutput<MockEvent>, history, {
        ...deps,
        now,
        ground: (row) =>
          turnGrounder(deps.sources, {
            uid: row.uid,
            lang,
            resumeId: row.resumeId,
            positionSlug: settings.positionSlug,
          }),
      });
    },
  };
}
