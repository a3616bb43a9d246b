import type { MockReport, MockReportAnswer } from '@offerpilot/shared';

/** A 0..1 share as a whole percentage, clamped. */
export const percent = (share: number): number => Math.round(Math.min(1, Math.max(0, share)) * 100);

/** A score as shown: a whole number out of 100. */
export const scoreOf = (score: number | null): number | null => (score === null ? null : Math.round(score));

/** One axis of the report's radar: the competency, the candidate's score on it, and the pass line. */
export type ScorePoint = { competency: string; score: number; pass: number };

/** The radar's points: every competency of the position's model (one not asked scores 0 on the chart). */
export const radarPoints = (report: Pick<MockReport, 'competencies' | 'passScore'>): ScorePoint[] =>
  report.competencies.map((c) => ({
    competency: c.name,
    score: Math.round(c.score ?? 0),
    pass: report.passScore,
  }));

/** The key points of an answer, each with whether it was covered. */
export const keyPointsOf = (answer: Pick<MockReportAnswer, 'keyPoints' | 'missedKeyPoints'>) =>
  answer.keyPoints.map((text, i) => ({ text, covered: !answer.missedKeyPoints.includes(i) }));

/** The colour of a score: a pass is teal, near it orange, below it red (dark shades: text contrast). */
export function scoreColor(score: number, passScore: number): string {
  if (score >= passScore) return 'teal.9';
  return score >= passScore - 15 ? 'orange.9' : 'red.9';
}

/** The trend's change from the previous session to this one, or null with no earlier session. */
export function trendChange(trend: MockReport['trend']): number | null {
  const at = trend.findIndex((point) => point.current);
  const before = at > 0 ? trend[at - 1] : undefined;
  const now = trend[at];
  return before && now ? Math.round(now.overall - before.overall) : null;
}

/** A duration in whole seconds, at least one. */
export const secondsOf = (ms: number): number => Math.max(1, Math.round(ms / 1000));

/**
 * The name of a competency by its key: the report's model's name, else the named one of the general questions'
 * competencies (a mock without a position asks classics, whose competencies no model names), else the key.
 */
export const competencyName = (
  report: Pick<MockReport, 'competencies'>,
  key: string | null,
  named: (key: string) => string | undefined = () => undefined,
): string | null =>
  key === null ? null : (report.competencies.find((c) => c.key === key)?.name ?? named(key) ?? key);
