import {
  REPORT_MIN_ROUNDS,
  type Lang,
  type Report,
  type ReportAnswer,
  type ReportCompetency,
} from '@offerpilot/shared';
import { overallSuggestions } from './overall-suggestions.ts';
import { scoreAnswer, type AnswerScore, type OtherQuestion } from './score-answer.ts';
import { toReportSuggestion } from './suggestions.ts';

/** One question and answer of a mock interview or live session, with what the bank knows of the question. */
export interface ReportRound {
  question: string;
  answer: string;
  keyPoints?: string[];
  frameType?: string;
  /** Key of the position's competency the question tests. */
  competency?: string;
  durationMs?: number;
  /** Questions the answer may fit better than the one asked (see ScoreInput.elsewhere). */
  elsewhere?: OtherQuestion[];
}

/** A competency of the position's model, its name already in the report's language. */
export interface ReportCompetencyInput {
  key: string;
  name: string;
  weight: number;
}

export interface ReportInput {
  lang: Lang;
  rounds: ReportRound[];
  competencies?: ReportCompetencyInput[];
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Each competency's mean answer score, null when none of its questions was answered. */
function competencyScores(
  competencies: ReportCompetencyInput[],
  rounds: ReportRound[],
  scores: AnswerScore[],
): ReportCompetency[] {
  return competencies.map((c) => {
    const mine = scores.filter((_, i) => rounds[i]?.competency === c.key).map((s) => s.score);
    return { ...c, score: mine.length ? Math.round(mean(mine)) : null, answers: mine.length };
  });
}

/**
 * The overall score: competencies weighted by the position's weights (only those answered), with the
 * answers outside any competency (opening, resume questions) as one more group of average weight.
 * Without a competency model it is the mean answer score.
 */
function overallScore(
  competencies: ReportCompetency[],
  rounds: ReportRound[],
  scores: AnswerScore[],
): number {
  const known = new Set(competencies.map((c) => c.key));
  const scored = competencies.filter((c) => c.score !== null);
  if (scored.length === 0) return Math.round(mean(scores.map((s) => s.score)));
  const groups = scored.map((c) => ({ weight: c.weight, score: c.score as number }));
  const other = scores.filter((_, i) => !known.has(rounds[i]?.competency ?? ''));
  if (other.length)
    groups.push({ weight: mean(scored.map((c) => c.weight)), score: mean(other.map((s) => s.score)) });
  const weight = groups.reduce((s, g) => s + g.weight, 0);
  return Math.round(groups.reduce((s, g) => s + g.weight * g.score, 0) / weight);
}

function answerEntry(lang: Lang, round: ReportRound, score: AnswerScore, index: number): ReportAnswer {
  return {
    index,
    question: round.question,
    competency: round.competency ?? null,
    score: score.score,
    signals: score.signals,
    measures: score.measures,
    keyPoints: round.keyPoints ?? [],
    missedKeyPoints: score.missedKeyPoints,
    suggestions: score.suggestions.map((s) => toReportSuggestion(lang, s)),
  };
}

/**
 * The offline report of an interview: per-answer scores and advice, per-competency and overall scores, and
 * the most pressing advice for the whole interview. Status `none` (no scores) with 3 answered rounds or fewer.
 */
export function buildReport(input: ReportInput): Report {
  const { lang } = input;
  const rounds = input.rounds.filter((r) => r.answer.trim().length > 0);
  const base = { engine: 'offline' as const, lang, rounds: rounds.length };
  if (rounds.length <= REPORT_MIN_ROUNDS) {
    const competencies = (input.competencies ?? []).map((c) => ({ ...c, score: null, answers: 0 }));
    return { ...base, status: 'none', overall: null, competencies, answers: [], suggestions: [] };
  }
  const scores = rounds.map((r) => scoreAnswer({ lang, ...r }));
  const competencies = competencyScores(input.competencies ?? [], rounds, scores);
  return {
    ...base,
    status: 'ready',
    overall: overallScore(competencies, rounds, scores),
    competencies,
    answers: rounds.map((r, i) => answerEntry(lang, r, scores[i] as AnswerScore, i + 1)),
    suggestions: overallSuggestions(lang, scores).map((s) => toReportSuggestion(lang, s)),
  };
}
