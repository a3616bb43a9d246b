import { sessionCommandSchemas, type CareerEvent } from '@offerpilot/shared';
import type { SessionKind, ThreadOutput } from '../sessions/session-runtime.ts';
import { makeCareerReport, type CareerReportDeps } from './career-report.ts';
import { startCareerRunner, type CareerRunnerDeps } from './career-runner.ts';

export type CareerKindDeps = CareerRunnerDeps & CareerReportDeps;

/**
 * The career guide as a kind of session: its chat sockets send `reply`; every event is kept in its record (the
 * guide's messages and the replies). It does not end when idle: the user leaves and continues later, on any
 * device. It ends itself after its summary (`completed`), or when it is reset; its report is career-report.ts.
 */
export function careerKind(deps: CareerKindDeps): SessionKind {
  return {
    kind: 'career',
    commands: sessionCommandSchemas.career,
    activity: ['reply'],
    idle: false,
    record: (events) => events,
    report: (thread, record) => makeCareerReport(thread, record as CareerEvent[], deps),
    start: (thread, out, history) =>
      startCareerRunner(thread, out as ThreadOutput<CareerEvent>, history, deps),
  };
}
