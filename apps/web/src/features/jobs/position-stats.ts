import type { PositionDetail } from '@offerpilot/shared';

/** A share (0..1) as a whole percentage, or null when there is nothing to measure yet. */
export function toPercent(share: number | null): number | null {
  if (share === null || !Number.isFinite(share)) return null;
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}

/**
 * A hot value to show, or null before anyone has looked at or practised the position: a new install
 * would otherwise show a column of zeros, which reads like a measured "not popular".
 */
export const shownHotValue = (hotValue: number): string | null => (hotValue > 0 ? String(hotValue) : null);

/** One axis of the competency radar: the competency's name and its weight in percent. */
export type RadarPoint = {
  competency: string;
  weight: number;
};

/**
 * The competency model as radar data: weights in percent, rounded to one decimal, in the model's order.
 * Weights are shares of 1; if they do not add up to 1 they are scaled so that the axes stay comparable.
 */
export function radarData(competencies: PositionDetail['competencies']): RadarPoint[] {
  const sum = competencies.reduce((total, c) => total + Math.max(0, c.weight), 0);
  return competencies.map((c) => ({
    competency: c.name,
    weight: sum > 0 ? Math.round((Math.max(0, c.weight) / sum) * 1000) / 10 : 0,
  }));
}

/** The largest weight on the radar, rounded up to a multiple of 10 so the grid has round rings. */
export function radarMax(points: RadarPoint[]): number {
  const top = points.reduce((max, p) => Math.max(max, p.weight), 0);
  return Math.max(10, Math.ceil(top / 10) * 10);
}

/** The name of a question's competency in the position's model, else its key. */
export function competencyName(competencies: PositionDetail['competencies'], key: string): string {
  return competencies.find((c) => c.key === key)?.name ?? key;
}
