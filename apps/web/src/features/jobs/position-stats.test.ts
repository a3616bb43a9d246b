import { describe, expect, it } from 'vitest';
import { competencyName, radarData, radarMax, shownHotValue, toPercent } from './position-stats.ts';

const model = [
  { key: 'coding', name: 'Coding', weight: 0.3 },
  { key: 'design', name: 'System design', weight: 0.25 },
  { key: 'comms', name: 'Communication', weight: 0.2 },
  { key: 'ownership', name: 'Ownership', weight: 0.15 },
  { key: 'learning', name: 'Learning', weight: 0.1 },
];

describe('position statistics', () => {
  it('shows shares as whole percentages and nothing when there is no data', () => {
    expect(toPercent(null)).toBeNull();
    expect(toPercent(Number.NaN)).toBeNull();
    expect(toPercent(0)).toBe(0);
    expect(toPercent(0.625)).toBe(63);
    expect(toPercent(1)).toBe(100);
    expect(toPercent(1.2)).toBe(100);
  });

  it('shows no hot value before any activity, instead of a zero', () => {
    expect(shownHotValue(0)).toBeNull();
    expect(shownHotValue(7)).toBe('7');
  });

  it('turns the competency model into radar axes in percent, in order', () => {
    expect(radarData(model)).toEqual([
      { competency: 'Coding', weight: 30 },
      { competency: 'System design', weight: 25 },
      { competency: 'Communication', weight: 20 },
      { competency: 'Ownership', weight: 15 },
      { competency: 'Learning', weight: 10 },
    ]);
  });

  it('scales weights that do not add up to 1, and survives an empty or zero model', () => {
    const points = radarData([
      { key: 'a', name: 'A', weight: 2 },
      { key: 'b', name: 'B', weight: 1 },
      { key: 'c', name: 'C', weight: 1 },
    ]);
    expect(points.map((p) => p.weight)).toEqual([50, 25, 25]);
    expect(radarData([])).toEqual([]);
    expect(radarData([{ key: 'a', name: 'A', weight: 0 }])).toEqual([{ competency: 'A', weight: 0 }]);
  });

  it('gives the radar a round outer ring', () => {
    expect(radarMax(radarData(model))).toBe(30);
    expect(radarMax([{ competency: 'A', weight: 31 }])).toBe(40);
    expect(radarMax([])).toBe(10);
  });

  it("names a question's competency from the model, else by its key", () => {
    expect(competencyName(model, 'design')).toBe('System design');
    expect(competencyName(model, 'unknown')).toBe('unknown');
  });
});
