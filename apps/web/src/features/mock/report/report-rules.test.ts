import { describe, expect, it } from 'vitest';
import {
  competencyName,
  keyPointsOf,
  percent,
  radarPoints,
  scoreColor,
  trendChange,
} from './report-rules.ts';

describe('the mock report rules', () => {
  it('marks the key points covered and missed', () => {
    expect(keyPointsOf({ keyPoints: ['a', 'b', 'c'], missedKeyPoints: [1] })).toEqual([
      { text: 'a', covered: true },
      { text: 'b', covered: false },
      { text: 'c', covered: true },
    ]);
  });

  it('puts every competency on the radar with the pass line, an unasked one at 0', () => {
    const competencies = [
      { key: 'x', name: 'Analysis', weight: 0.6, score: 71.6, answers: 2 },
      { key: 'y', name: 'Communication', weight: 0.4, score: null, answers: 0 },
    ];
    expect(competencyName({ competencies }, 'x')).toBe('Analysis');
    expect(competencyName({ competencies }, 'z')).toBe('z');
    expect(competencyName({ competencies }, null)).toBeNull();
    // A classic's competency, which no position's model names, takes its name from the dictionary.
    const named = (key: string) => (key === 'selfAwareness' ? '自我认知' : undefined);
    expect(competencyName({ competencies }, 'selfAwareness', named)).toBe('自我认知');
    expect(competencyName({ competencies }, 'x', named)).toBe('Analysis');
    expect(radarPoints({ competencies, passScore: 60 })).toEqual([
      { competency: 'Analysis', score: 72, pass: 60 },
      { competency: 'Communication', score: 0, pass: 60 },
    ]);
  });

  it('colours scores around the pass mark and measures the trend from the session before', () => {
    expect(scoreColor(60, 60)).toBe('teal.9');
    expect(scoreColor(50, 60)).toBe('orange.9');
    expect(scoreColor(30, 60)).toBe('red.9');
    const point = (overall: number, current = false) => ({ at: '2026-01-01', overall, current });
    expect(trendChange([point(50), point(64.4, true)])).toBe(14);
    expect(trendChange([point(64, true)])).toBeNull();
    expect(percent(0.456)).toBe(46);
  });
});
