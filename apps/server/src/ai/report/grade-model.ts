import type { Lang } from '@offerpilot/shared';
import { Matrix, solve } from 'ml-matrix';
import { BANDS } from './delivery.ts';

/** What the offline engine measured of one answer, the grade model's input (see score-answer.ts). */
export interface AnswerReading {
  lang: Lang;
  /** Key-point coverage (0..1), null when the question has no key points. */
  coverage: number | null;
  relevance: number;
  structure: number;
  specificity: number;
  fillers: number;
  /** Words (en) or characters (zh). */
  size: number;
  /** Concrete details counted (numbers, names, results). */
  specifics: number;
  buzzwords: number;
  redFlags: number;
  /** The share of key points hit and the best single point's overlap (0 without key points). */
  hitShare: number;
  bestPoint: number;
  /** Whether the answer covers another question's key points far better (score-answer.ts's fitsElsewhere). */
  elsewhere: boolean;
  /** The best coverage of another question's key points (0 when none was given). */
  otherCoverage: number;
  /** A behavioural question, answered by a STAR story. */
  star: boolean;
}

/**
 * A feature of the grade model: how it is read off an answer, and the sign its weight must have so that the
 * score moves the way SCORING.md's rubric says (more coverage never lowers it, a red flag never raises it);
 * 0 lets the data choose (shape terms such as the constant and size up to the spoken band).
 */
interface Feature {
  name: string;
  sign: -1 | 0 | 1;
  read: (r: AnswerReading) => number;
}

const cov = (r: AnswerReading) => r.coverage ?? 0;
const known = (r: AnswerReading) => (r.coverage === null ? 0 : 1);
const logSize = (r: AnswerReading) => Math.log1p(r.size);
const bandTop = (r: AnswerReading) => Math.log1p(BANDS[r.lang].idealMax);

export const FEATURES: readonly Feature[] = [
  { name: 'constant', sign: 0, read: () => 1 },
  { name: 'keyPointsKnown', sign: 0, read: known },
  { name: 'coverage', sign: 1, read: cov },
  { name: 'relevance', sign: 1, read: (r) => r.relevance },
  { name: 'structure', sign: 1, read: (r) => r.structure },
  { name: 'specificity', sign: 1, read: (r) => r.specificity },
  { name: 'fewFillers', sign: 1, read: (r) => r.fillers },
  { name: 'redFlag', sign: -1, read: (r) => (r.redFlags > 0 ? 1 : 0) },
  { name: 'fitsElsewhere', sign: -1, read: (r) => (r.elsewhere ? 1 : 0) },
  {
    name: 'topicality',
    sign: 1,
    read: (r) => (r.coverage === null ? r.relevance : Math.min(r.relevance, r.coverage)),
  },
  { name: 'coverageByStructure', sign: 1, read: (r) => cov(r) * r.structure },
  { name: 'coverageBySpecificity', sign: 1, read: (r) => cov(r) * r.specificity },
  { name: 'otherQuestionMargin', sign: -1, read: (r) => known(r) * Math.max(0, r.otherCoverage - cov(r)) },
  { name: 'buzzwords', sign: -1, read: (r) => Math.min(r.buzzwords, 5) / 5 },
  { name: 'specificityWithoutKeyPoints', sign: 1, read: (r) => (1 - known(r)) * r.specificity },
  { name: 'star', sign: 0, read: (r) => (r.star ? 1 : 0) },
  { name: 'keyPointsHit', sign: 1, read: (r) => r.hitShare },
  { name: 'bestKeyPoint', sign: 1, read: (r) => r.bestPoint },
  { name: 'specifics', sign: 0, read: (r) => Math.log1p(r.specifics) },
  // Size counts up to the top of the spoken band (BANDS) and no further; beyond it, only against.
  { name: 'size', sign: 0, read: (r) => Math.min(logSize(r), bandTop(r)) },
  { name: 'overLong', sign: -1, read: (r) => Math.max(0, logSize(r) - bandTop(r)) },
];

/** A feature vector in FEATURES' order. */
export const featuresOf = (r: AnswerReading): number[] => FEATURES.map((f) => f.read(r));

/** The weights of each language's model, by feature name (a feature left out weighs 0). */
export type GradeWeights = Record<Lang, Record<string, number>>;

/** The predicted grade (1..5 on the rubric's scale, unclamped). */
export function predictGrade(reading: AnswerReading, weights: Record<string, number>): number {
  return FEATURES.reduce((sum, f) => sum + (weights[f.name] ?? 0) * f.read(reading), 0);
}

/** How steeply the score turns with the predicted grade around its middle (grade 3, score 50). */
const SCORE_SLOPE = 1.1;
/**
 * A predicted grade on the rubric's 1..5 scale as the report's 0..100 score: 2 → 25, 3 → 50, 4 → 75, and
 * squeezed towards 0 and 100 beyond, so that answers predicted past either end still keep their order.
 */
export const gradeToScore = (grade: number) => Math.round(100 / (1 + Math.exp(-SCORE_SLOPE * (grade - 3))));

/** One graded answer for fitting. */
export interface GradedReading {
  reading: AnswerReading;
  grade: number;
}

/**
 * Fits one language's weights by ridge regression of the grade on FEATURES (the constant unpenalised). A
 * feature whose weight comes out against its sign is left out, the worst first, and the rest refitted, so the
 * model never rewards what the rubric marks down (fillers, red flags) however the graded files happen to lean.
 */
export function fitGradeWeights(rows: GradedReading[], lambda = 0.3): Record<string, number> {
  if (rows.length === 0) throw new Error('fitGradeWeights: no graded answers');
  const all = rows.map((r) => featuresOf(r.reading));
  const grades = Matrix.columnVector(rows.map((r) => r.grade));
  let kept = FEATURES.map((_, i) => i);
  for (;;) {
    const x = new Matrix(all.map((v) => kept.map((i) => v[i] as number)));
    const xt = x.transpose();
    const gram = xt.mmul(x);
    kept.forEach((i, j) => {
      if (FEATURES[i]?.name !== 'constant') gram.set(j, j, gram.get(j, j) + lambda);
    });
    const w = solve(gram, xt.mmul(grades)).to1DArray();
    let worst = -1;
    let worstSize = 0;
    kept.forEach((i, j) => {
      const wrong = (FEATURES[i]?.sign ?? 0) * (w[j] as number) < 0;
      if (wrong && Math.abs(w[j] as number) > worstSize) {
        worst = i;
        worstSize = Math.abs(w[j] as number);
      }
    });
    if (worst < 0)
      return Object.fromEntries(
        kept.map((i, j) => [FEATURES[i]?.name as string, Math.round((w[j] as number) * 1e4) / 1e4]),
      );
    kept = kept.filter((i) => i !== worst);
  }
}
