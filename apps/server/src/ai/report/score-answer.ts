import type { AnswerMeasures, AnswerSignals, Lang } from '@offerpilot/shared';
import { detectStructure, frameTypeOf, specificitySignal, specifics } from './content.ts';
import { answerSize, countFillers, fillerSignal, lengthSignal, paceSignal } from './delivery.ts';
import { coverageScore, keyPointCoverage, relevanceScore } from './key-points.ts';
import { redFlags } from './integrity.ts';
import { answerSuggestions, type Suggestion } from './suggestions.ts';

/** One answer to score, with what is known about its question. */
export interface ScoreInput {
  lang: Lang;
  question: string;
  answer: string;
  keyPoints?: string[];
  frameType?: string;
  durationMs?: number;
  /**
   * Other questions the answer may fit better, with their key points: the bank questions nearest the answer's
   * words (`questionsNear`), so that a story told for another question is caught.
   */
  elsewhere?: OtherQuestion[];
}

/** A question other than the one asked, with its key points in the answer's language. */
export interface OtherQuestion {
  question: string;
  keyPoints: string[];
}

/** The offline engine's judgement of one answer. */
export interface AnswerScore {
  score: number;
  signals: AnswerSignals;
  measures: AnswerMeasures;
  keyPointCount: number;
  missedKeyPoints: number[];
  /** Concrete advice, most useful first, as `report:` dictionary keys with parameters. */
  suggestions: Suggestion[];
  /** Distinct buzzwords heard, for the overall advice. */
  buzzwords: string[];
  /** What the answer proposes that reads as a red flag (hiding a mistake, skipping a control), as said. */
  redFlags: string[];
  /** The other question whose key points the answer covers far better than the asked one's, if any. */
  fitsElsewhere?: string;
}

type Weighted = keyof AnswerSignals;
/** How much each signal counts; coverage and pace only when known (the rest is renormalised). */
const WEIGHTS: Record<Weighted, number> = {
  coverage: 0.5,
  relevance: 0.15,
  structure: 0.2,
  specificity: 0.15,
  length: 0.12,
  fillers: 0.08,
  pace: 0.05,
};

/**
 * What a red flag leaves of an answer's score. SCORING.md grades a well-built answer that hides an error,
 * misleads a customer or bypasses a control at 1-2 whatever its structure, and the measured signals cannot see
 * it; halving is what the graded files' Chinese and English answers agreed on (0.6 to 0.3 rank alike).
 */
const RED_FLAG_FACTOR = 0.5;

/**
 * An answer that covers another question's key points by this much more (coverage, 0..1) than the asked
 * question's, and at least ELSEWHERE_RATIO times as well, answers that other question: SCORING.md's "long story
 * about something else", graded 1-2. Measured on the graded files (2026-11-28) with the 10 bank questions nearest
 * the answer: of the 375 answers it caught, 316 were graded 1-2 and 9 graded 4-5. The margin alone caught 464,
 * 26 of them graded 4-5: a good answer to a question with close neighbours in the bank covers theirs too.
 */
const ELSEWHERE_MARGIN = 0.2;
const ELSEWHERE_RATIO = 2;
/** What answering another question leaves of an answer's score. */
const ELSEWHERE_FACTOR = 0.6;

/** The other question an answer fits far better than the one asked (see ELSEWHERE_MARGIN), if any. */
function fitsElsewhere(input: ScoreInput, own: number | null): string | undefined {
  if (own === null || !input.elsewhere?.length) return undefined;
  let best: OtherQuestion | undefined;
  let bestCoverage = Math.max(own + ELSEWHERE_MARGIN, own * ELSEWHERE_RATIO);
  for (const other of input.elsewhere) {
    if (other.keyPoints.length === 0) continue;
    const hits = keyPointCoverage(input.answer, other.keyPoints, input.lang, other.question);
    const coverage = coverageScore(hits, input.lang);
    if (coverage >= bestCoverage) {
      best = other;
      bestCoverage = coverage;
    }
  }
  return best?.question;
}

/**
 * Weighted mean of the known signals, scaled by topicality (relevance, and key-point coverage when known) so
 * that a polished answer to another question cannot score well. Without key points the engine cannot check
 * content, so coverage's weight goes to specificity (concrete numbers, names and results are then the best
 * evidence of substance), and the gate asks less of relevance: a generic question's few words are echoed by
 * empty answers as readily as by good ones ("How do you handle pressure?").
 */
export function combine(signals: AnswerSignals): number {
  const withoutKeyPoints = signals.coverage === null;
  let sum = 0;
  let weight = 0;
  for (const [name, base] of Object.entries(WEIGHTS) as [Weighted, number][]) {
    const value = signals[name];
    if (value === null || value === undefined) continue;
    const w = withoutKeyPoints && name === 'specificity' ? base + WEIGHTS.coverage : base;
    sum += w * value;
    weight += w;
  }
  const topical = withoutKeyPoints ? signals.relevance : Math.min(signals.relevance, signals.coverage ?? 0);
  const gate = 0.35 + 0.65 * Math.min(1, topical / (withoutKeyPoints ? 0.35 : 0.5));
  return Math.round(100 * (sum / weight) * gate);
}

/** Scores one answer from measurable signals (no model): coverage, structure, relevance, delivery. */
export function scoreAnswer(input: ScoreInput): AnswerScore {
  const { lang, question, answer } = input;
  const keyPoints = input.keyPoints ?? [];
  const hits = keyPointCoverage(answer, keyPoints, lang, question);
  const size = answerSize(answer, lang);
  const length = lengthSignal(size, lang);
  const fillers = countFillers(answer, lang);
  const fillerCount = Object.values(fillers).reduce((s, n) => s + n, 0);
  const pace = paceSignal(size, input.durationMs, lang);
  const structure = detectStructure(answer, lang, frameTypeOf(question, lang, input.frameType));
  const detail = specifics(answer, lang, question);
  const signals: AnswerSignals = {
    coverage: keyPoints.length ? coverageScore(hits, lang) : null,
    structure: structure.score,
    relevance: relevanceScore(question, answer, keyPoints, lang),
    length: length.score,
    fillers: fillerSignal(fillerCount, size, lang),
    specificity: specificitySignal(detail.count, detail.buzzwords.length),
    ...(pace ? { pace: pace.score } : {}),
  };
  const measures: AnswerMeasures = {
    size,
    sizeUnit: lang === 'zh' ? 'char' : 'word',
    lengthBand: length.band,
    fillers,
    fillerCount,
    ...(pace ? { perMinute: pace.perMinute } : {}),
    frameType: structure.frameType,
    parts: structure.parts,
    specifics: detail.count,
    hasNumber: detail.hasNumber,
  };
  const missedKeyPoints = hits.filter((h) => !h.hit).map((h) => h.index);
  const flags = redFlags(answer, question, lang);
  const elsewhere = fitsElsewhere(input, signals.coverage);
  const factor = (flags.length ? RED_FLAG_FACTOR : 1) * (elsewhere === undefined ? 1 : ELSEWHERE_FACTOR);
  const score = Math.round(combine(signals) * factor);
  const suggestions = answerSuggestions({
    lang,
    signals,
    measures,
    keyPoints,
    missedKeyPoints,
    buzzwords: detail.buzzwords,
    redFlags: flags,
    ...(elsewhere === undefined ? {} : { fitsElsewhere: elsewhere }),
  });
  return {
    score,
    signals,
    measures,
    keyPointCount: keyPoints.length,
    missedKeyPoints,
    suggestions,
    buzzwords: detail.buzzwords,
    redFlags: flags,
    ...(elsewhere === undefined ? {} : { fitsElsewhere: elsewhere }),
  };
}
