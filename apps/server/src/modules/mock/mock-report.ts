import {
  MOCK_PASS_SCORE,
  REPORT_MIN_ROUNDS,
  translate,
  type AnswerSignals,
  type InterviewPlanItem,
  type Lang,
  type MockEvent,
  type MockLength,
  type MockReport,
  type MockReportAnswer,
  type MockTurnEvent,
  type Report,
  type ReportSuggestion,
} from '@offerpilot/shared';
import type { OtherQuestion, ReportCompetencyInput, ReportInput } from '../../ai/report/index.ts';
import { questionsNear, type BankIndex } from '../../ai/retrieval/bank.ts';
import { interviewAnswer } from './mock-interview.ts';
import type { StoredPlan } from './mock-state.ts';

type AnswerEvent = Extract<MockEvent, { type: 'answer' }>;

/** An answered turn of a mock interview with the planned question it belongs to. */
export interface AnsweredTurn {
  turn: MockTurnEvent & { kind: 'question' | 'followup' | 'closing' };
  answer: AnswerEvent;
  item: InterviewPlanItem | undefined;
}

/** A better answer's frame: its type and steps in the report's language. */
export type AnswerFrame = MockReportAnswer['frame'];

/** Signals whose mean over the answers reaches this are strengths; at most STRENGTHS of them. */
const STRENGTH_SIGNAL = 0.75;
const STRENGTHS = 3;
/** A competency scoring this or more is a strength, under it the first to practise. */
const STRONG_COMPETENCY = 70;
/** Frame parts named in report:parts, by frame type (the offline scorer's expected structure). */
const FRAME_PARTS: Record<string, string[]> = {
  star: ['situation', 'task', 'action', 'result'],
  technical: ['approach', 'reasoning', 'measures', 'example'],
  situational: ['assess', 'act', 'communicate', 'followUp'],
};

/** The answered turns of a record, in order (an answer counts for the turn it answered). */
export function answeredTurns(plan: StoredPlan, events: MockEvent[]): AnsweredTurn[] {
  const turns = new Map<string, MockTurnEvent>();
  const out: AnsweredTurn[] = [];
  for (const e of events) {
    if (e.type === 'turn') turns.set(e.id, e);
    if (e.type !== 'answer') continue;
    const turn = turns.get(e.turnId);
    if (!turn || turn.kind === 'end') continue;
    out.push({ turn: { ...turn, kind: turn.kind }, answer: e, item: plan.items[turn.index - 1] });
  }
  return out;
}

/** The questions other than `asked` that an answer may fit better (the bank's nearest to its words). */
export type NearQuestions = (answer: string, asked: string | undefined) => OtherQuestion[];

/** NearQuestions from a bank index, in the interview's language. */
export function nearQuestions(index: BankIndex, lang: Lang): NearQuestions {
  return (answer, asked) => questionsNear(index, answer, lang, asked);
}

/**
 * What the report engine scores (ai/report): each answer against its planned question's key points and frame
 * (a follow-up against its own words only), with its competency, the speaking time of a voice answer, and the
 * questions near its words, so that a story told for another question is caught.
 */
export function reportInput(
  lang: Lang,
  turns: AnsweredTurn[],
  competencies: ReportCompetencyInput[] | undefined,
  near?: NearQuestions,
): ReportInput {
  const rounds = turns.map(({ turn, answer, item }) => {
    const followup = turn.kind === 'followup';
    const { durationMs } = interviewAnswer(answer);
    const keyPoints = followup ? [] : (item?.keyPoints ?? []);
    return {
      question: turn.question ?? turn.text,
      answer: answer.text,
      keyPoints,
      ...(near && keyPoints.length ? { elsewhere: near(answer.text, item?.bankQuestionId) } : {}),
      ...(item?.frameType ? { frameType: item.frameType } : {}),
      ...(item?.competency ? { competency: item.competency } : {}),
      ...(durationMs === undefined ? {} : { durationMs }),
    };
  });
  return { lang, rounds, ...(competencies ? { competencies } : {}) };
}

/** Whether a record holds enough to report on (more than REPORT_MIN_ROUNDS answers). */
export const enoughToReport = (turns: AnsweredTurn[]) => turns.length > REPORT_MIN_ROUNDS;

const suggestion = (lang: Lang, key: string, params: Record<string, string | number>): ReportSuggestion => ({
  key,
  params,
  text: translate(lang, key, params),
});

/** What went well: the signals strong across the answers, and the strongest competency. */
function strengthsOf(report: Report): ReportSuggestion[] {
  const { lang } = report;
  const names = Object.keys(report.answers[0]?.signals ?? {}) as (keyof AnswerSignals)[];
  const means = names
    .map((name) => {
      const values = report.answers.flatMap((a) =>
        typeof a.signals[name] === 'number' ? [a.signals[name]] : [],
      );
      return { name, mean: values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0 };
    })
    .filter((s) => s.mean >= STRENGTH_SIGNAL)
    .sort((a, b) => b.mean - a.mean)
    .slice(0, STRENGTHS);
  const out = means.map((s) =>
    suggestion(lang, `report:strength.${s.name}`, { percent: Math.round(s.mean * 100) }),
  );
  const best = report.competencies
    .filter((c) => c.score !== null && c.score >= STRONG_COMPETENCY)
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
  if (best)
    out.push(suggestion(lang, 'report:strength.competency', { name: best.name, score: best.score ?? 0 }));
  return out;
}

/** What to fix first: the weakest competency, the most pressing advice, the weakest answer. */
function fixFirstOf(report: Report, answers: MockReportAnswer[]): ReportSuggestion[] {
  const { lang } = report;
  const out: ReportSuggestion[] = [];
  const weakest = report.competencies
    .filter((c) => c.score !== null && c.score < STRONG_COMPETENCY)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))[0];
  if (weakest)
    out.push(
      suggestion(lang, 'report:fixFirst.competency', { name: weakest.name, score: weakest.score ?? 0 }),
    );
  const advice = report.suggestions.find((s) => s.key !== 'report:overall.keepGoing');
  if (advice) out.push(advice);
  const worst = [...answers].sort((a, b) => a.score - b.score)[0];
  if (worst && worst.score < STRONG_COMPETENCY) {
    const params = { index: worst.index, question: worst.question, score: worst.score };
    out.push(suggestion(lang, 'report:fixFirst.answer', params));
  }
  return out;
}

/** A better answer's frame: the bank question's own steps, else the steps of its frame type. */
export function frameOf(
  lang: Lang,
  at: AnsweredTurn,
  bankFrame: (id: string) => { type: string; steps: string[] } | undefined,
): AnswerFrame {
  if (at.turn.kind === 'followup' || !at.item) return null;
  const held = at.item.bankQuestionId ? bankFrame(at.item.bankQuestionId) : undefined;
  if (held?.steps.length) return held;
  const type = at.item.frameType;
  const parts = type ? FRAME_PARTS[type] : undefined;
  return type && parts ? { type, steps: parts.map((p) => translate(lang, `report:parts.${p}`)) } : null;
}

export interface MockReportParts {
  report: Report;
  turns: AnsweredTurn[];
  bankFrame(id: string): { type: string; steps: string[] } | undefined;
  position: { slug: string; title: string } | null;
  length: MockLength;
  durationMs: number;
  /** This user's mocks of the position, oldest first, this one included, and the predicted pass rate. */
  trend: MockReport['trend'];
  predictedPassRate: number;
  now: Date;
}

/**
 * The mock report from the scored interview: each answer with what was said, how, and a better frame; the
 * strengths and what to fix first; pass (overall >= MOCK_PASS_SCORE), the predicted pass rate and the trend.
 */
export function assembleMockReport(parts: MockReportParts): MockReport {
  const { report, turns } = parts;
  const { lang } = report;
  const answers: MockReportAnswer[] = report.answers.map((a, i) => {
    const at = turns[i] as AnsweredTurn;
    return {
      ...a,
      kind: at.turn.kind,
      answer: at.answer.text,
      by: at.answer.by,
      durationMs: at.answer.durationMs,
      frame: frameOf(lang, at, parts.bankFrame),
    };
  });
  const { status: _status, answers: _scored, ...scores } = report;
  return {
    ...scores,
    answers,
    strengths: strengthsOf(report),
    fixFirst: fixFirstOf(report, answers),
    passScore: MOCK_PASS_SCORE,
    passed: isPass(report.overall),
    predictedPassRate: parts.predictedPassRate,
    trend: parts.trend,
    position: parts.position,
    length: parts.length,
    durationMs: parts.durationMs,
    generatedAt: parts.now.toISOString(),
  };
}

/** A mock interview passes with an overall score of at least MOCK_PASS_SCORE (the job center's pass rates). */
export const isPass = (overall: number | null) => (overall ?? 0) >= MOCK_PASS_SCORE;
