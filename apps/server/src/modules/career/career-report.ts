import type { CareerEvent, CareerGuideReport, CareerState, JobField, Lang } from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import { careerReport, composeCareerReport } from '../../ai/career/index.ts';
import { SUGGESTED_FAMILIES } from '../../ai/career/report.ts';
import type { LlmProvider } from '../../providers/llm/types.ts';
import type { ReportOutcome } from '../sessions/session-runtime.ts';
import type { ThreadRow } from '../sessions/sessions.service.ts';
import { replayGuide } from './career-chat.ts';
import { familyEvidence } from './career-evidence.ts';

/** A job-center position the report may suggest, in the report's language. */
export interface CareerPositionSource {
  slug: string;
  field: JobField;
  title: string;
  company: string;
}

/** The hottest job-center positions of these families, in a language. */
export type PositionsOf = (lang: Lang, fields: JobField[]) => Promise<CareerPositionSource[]>;

export interface CareerReportDeps {
  llm: LlmProvider | null;
  positions: PositionsOf;
  log: FastifyBaseLogger;
  now(): Date;
}

/**
 * The job-suggestion report of a finished inventory: the families ranked with why they fit (the reason, and
 * the answers that pointed there), the hottest job-center positions of the best families with their company,
 * the summary and suggestions written by the model when one is configured (the offline report otherwise, and
 * whenever the model fails). With `llm` null it is offline and needs no more than `positions`.
 */
export async function buildCareerGuideReport(
  state: CareerState,
  deps: Omit<CareerReportDeps, 'log'> & { onError?: (err: unknown) => void },
): Promise<CareerGuideReport> {
  const { lang } = state;
  const best = careerReport(state, [])
    .families.slice(0, SUGGESTED_FAMILIES)
    .map((f) => f.field);
  const sources = await deps.positions(lang, best);
  // The engine reads a position's title in the report's language only.
  const suggestable = sources.map((p) => ({ ...p, title: { en: p.title, zh: p.title } }));
  const report = await composeCareerReport(state, suggestable, deps.llm, { onError: deps.onError });
  const evidence = familyEvidence(state);
  const company = new Map(sources.map((p) => [p.slug, p.company]));
  return {
    ...report,
    families: report.families.map((f) => ({ ...f, evidence: evidence.get(f.field) ?? [] })),
    positions: report.positions.map((p) => ({ ...p, company: company.get(p.slug) })),
    generatedAt: deps.now().toISOString(),
  };
}

/**
 * The report of an ended career guide (a queue job of the sessions layer, one per thread): `none` unless
 * every statement was answered (a guide that was reset has none).
 */
export async function makeCareerReport(
  thread: ThreadRow,
  record: CareerEvent[],
  deps: CareerReportDeps,
): Promise<ReportOutcome> {
  const { state } = replayGuide(thread.lang as Lang, record);
  if (thread.endReason !== 'completed' || !state.done) return { status: 'none' };
  const onError = (err: unknown) => deps.log.warn({ err, threadId: thread.id }, 'career report model failed');
  return { status: 'ready', result: await buildCareerGuideReport(state, { ...deps, onError }) };
}
