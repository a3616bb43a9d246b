import { describe, expect, it } from 'vitest';
import shipped from './grade-weights.json' with { type: 'json' };
import {
  FEATURES,
  fitGradeWeights,
  gradeToScore,
  predictGrade,
  type AnswerReading,
  type GradedReading,
} from './grade-model.ts';

const reading = (over: Partial<AnswerReading> = {}): AnswerReading => ({
  lang: 'en',
  coverage: 0.5,
  relevance: 0.6,
  structure: 0.5,
  specificity: 0.5,
  fillers: 1,
  size: 200,
  specifics: 4,
  buzzwords: 0,
  redFlags: 0,
  hitShare: 0.5,
  bestPoint: 0.5,
  elsewhere: false,
  otherCoverage: 0.2,
  star: true,
  ...over,
});

/** A deterministic spread of readings (no Math.random: a failing case must replay). */
function spread(n: number, grade: (r: AnswerReading, i: number) => number): GradedReading[] {
  return Array.from({ length: n }, (_, i) => {
    const r = reading({
      coverage: (i % 11) / 10,
      relevance: ((i * 7) % 13) / 12,
      structure: ((i * 3) % 5) / 4,
      specificity: ((i * 5) % 7) / 6,
      fillers: ((i * 2) % 9) / 8,
      size: 40 + ((i * 37) % 400),
      specifics: (i * 3) % 12,
      buzzwords: i % 4,
      redFlags: i % 17 === 0 ? 1 : 0,
      hitShare: ((i * 13) % 10) / 9,
      bestPoint: ((i * 11) % 10) / 9,
      otherCoverage: ((i * 19) % 10) / 9,
      star: i % 2 === 0,
    });
    return { reading: r, grade: grade(r, i) };
  });
}

describe('grade model', () => {
  it('learns which measures the grades follow, so its predictions rank answers as the grades do', () => {
    const truth = (r: AnswerReading) => 1 + 3 * (r.coverage ?? 0) + r.structure - 1.5 * r.redFlags;
    const weights = fitGradeWeights(spread(300, truth), 0.01);
    expect(weights.coverage ?? 0).toBeGreaterThan(1);
    expect(weights.redFlag ?? 0).toBeLessThan(-1);
    const fresh = spread(40, truth).map((g, i) => ({ ...g, reading: { ...g.reading, size: 100 + i } }));
    for (const g of fresh) expect(predictGrade(g.reading, weights)).toBeCloseTo(g.grade, 0);
  });

  it('leaves out a measure whose weight would go against the rubric, however the grades lean', () => {
    // Graded files where the answers with more fillers happened to be graded higher: the model must not learn to
    // reward fillers, nor to reward a red flag.
    const leaning = (r: AnswerReading) => 2 + 2 * (r.coverage ?? 0) - 0.8 * r.fillers + 0.5 * r.redFlags;
    const weights = fitGradeWeights(spread(300, leaning), 0.01);
    expect(weights.fewFillers ?? 0).toBeGreaterThanOrEqual(0);
    expect(weights.redFlag ?? 0).toBeLessThanOrEqual(0);
    for (const f of FEATURES)
      if (f.sign !== 0) expect(f.sign * (weights[f.name] ?? 0)).toBeGreaterThanOrEqual(0);
  });

  it('turns grades into scores in order, with the rubric middle at 50 and no ties past the ends', () => {
    expect(gradeToScore(3)).toBe(50);
    expect(gradeToScore(2)).toBeLessThan(gradeToScore(3));
    expect(gradeToScore(4)).toBeGreaterThan(70);
    expect(gradeToScore(6.5)).toBeLessThanOrEqual(100);
    expect(gradeToScore(6.5)).toBeGreaterThan(gradeToScore(5));
    expect(gradeToScore(-1)).toBeGreaterThanOrEqual(0);
    expect(gradeToScore(-1)).toBeLessThan(gradeToScore(1));
  });

  it('ships weights for both languages that keep every signed measure on its side', () => {
    for (const lang of ['en', 'zh'] as const) {
      const weights: Record<string, number> = shipped[lang];
      expect(Object.keys(weights).length).toBeGreaterThan(5);
      for (const f of FEATURES)
        if (f.sign !== 0) expect(f.sign * (weights[f.name] ?? 0)).toBeGreaterThanOrEqual(0);
      // The same answer with a red flag, or told for another question, scores lower; more coverage, higher.
      const base = predictGrade(reading({ lang }), weights);
      expect(predictGrade(reading({ lang, redFlags: 1 }), weights)).toBeLessThan(base);
      expect(predictGrade(reading({ lang, elsewhere: true, otherCoverage: 0.9 }), weights)).toBeLessThan(
        base,
      );
      expect(
        predictGrade(reading({ lang, coverage: 0.9, hitShare: 1, bestPoint: 0.9 }), weights),
      ).toBeGreaterThan(base);
    }
  });
});
