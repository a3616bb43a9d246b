import { describe, expect, it } from 'vitest';
import { minutesOf, percent, practisePath } from './review-rules.ts';

describe('the review page rules', () => {
  it('opens a mock interview of the position to practise, or a general one without it', () => {
    expect(practisePath({ positionSlug: 'backend engineer' })).toBe(
      '/Dashboard/StartInterviewMock?position=backend%20engineer',
    );
    expect(practisePath({ positionSlug: null })).toBe('/Dashboard/StartInterviewMock');
  });

  it('shows grounding as a percentage and the length in minutes', () => {
    expect(percent(0.456)).toBe(46);
    expect(percent(1.2)).toBe(100);
    expect(percent(-1)).toBe(0);
    expect(minutesOf(10_000)).toBe(1);
    expect(minutesOf(12.6 * 60_000)).toBe(13);
  });
});
