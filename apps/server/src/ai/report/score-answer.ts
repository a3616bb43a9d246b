import type { AnswerMeasures, AnswerSignals, Lang } from '@offerpilot/shared';
import { detectStructure, frameTypeOf, specificitySignal, specifics } from './content.ts';
import { answerSize, countFillers, fillerSignal, lengthSignal, paceSignal } from './delivery.ts';
import { coverageScore, keyPointCoverage, relevanceScore } from './key-points.ts';
import { gradeToScore, predictGrade, type AnswerReading, type GradeWeights } from './grade-model.ts';
import { redFlags } from './integrity.ts';
import shipped from './grade-weights.json' with { type: 'json' };
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
  /** What was measured, as the grade model reads it (grade-model.ts). */
  reading: AnswerReading;
}

/**
 * The grade model's weights per language (grade-model.ts), fitted on the graded files by `npm run fit-scorer`
 * (cli/fit-scorer.ts, which prints each file's Spearman with the file left out of the fit).
 */
const WEIGHTS = shipped as GradeWeights;

/**
 * Points a voice answer loses for its pace, at most: pace is known only for spoken answers, and the graded files
 * are transcripts without timing, so this part is set, not fitted (a rushed or halting answer reads a little
 * worse; SCORING.md moves delivery by at most one step).
 */
const PACE_POINTS = 5;

/**
 * An answer that covers another question's key points by this much more (coverage, 0..1) than the asked
 * question's, and at least ELSEWHERE_RATIO times as well, answers that other question: SCORING.md's "long story
 * about something else", graded 1-2. Measured on the graded files (2026-11-28) with the 10 bank questions nearest
 * the answer: of the 375 answers it caught, 316 were graded 1-2 and 9 graded 4-5. The margin alone caught 464,
 * 26 of them graded 4-5: a good answer to a question with close neighbours in the bank covers theirs too.
 */
const ELSEWHERE_MARGIN = 0.2;
const ELSEWHERE_RATIO = 2;

/**
 * The other question an answer fits far better than the one asked (see ELSEWHERE_MARGIN), if any, and the best
 * coverage of any other question's key points (a feature of the grade model).
 */
function elsewhereOf(input: ScoreInput, own: number | null): { question?: string; coverage: number } {
  if (own === null || !input.elsewhere?.length) return { coverage: 0 };
  let question: string | undefined;
  let best = 0;
  let bar = Math.max(own + ELSEWHERE_MARGIN, own * ELSEWHERE_RATIO);
  for (const other of input.elsewhere) {
    if (other.keyPoints.length === 0) continue;
    const hits = keyPointCoverage(input.answer, other.keyPoints, input.lang, other.question);
    const coverage = coverageScore(hits, input.lang);
    best = Math.max(best, coverage);
    if (coverage >= bar) {
      question = other.question;
      bar = coverage;
    }
  }
  return question === undefined ? { coverage: best } : { question, coverage: best };
}

/**
 * Scores one answer from measurable signals (no language model): coverage, structure, relevance, specifics,
 * delivery, red flags and a story told for another question, weighed by the grade model fitted on graded answers.
 */
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
  const other = elsewhereOf(input, signals.coverage);
  const elsewhere = other.question;
  const reading: AnswerReading = {
    lang,
    coverage: signals.coverage,
    relevance: signals.relevance,
    structure: signals.structure,
    specificity: signals.specificity,
    fillers: signals.fillers,
    size,
    specifics: detail.count,
    buzzwords: detail.buzzwords.length,
    redFlags: flags.length,
    hitShare: hits.length ? hits.filter((h) => h.hit).length / hits.length : 0,
    bestPoint: Math.max(0, ...hits.map((h) => h.overlap)),
    elsewhere: elsewhere !== undefined,
    otherCoverage: other.coverage,
    star: structure.frameType === 'star',
  };
  const paceLoss = pace ? PACE_POINTS * (1 - pace.score) : 0;
  const score = Math.max(0, gradeToScore(predictGrade(reading, WEIGHTS[lang])) - Math.round(paceLoss));
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
    reading,
  };
}
