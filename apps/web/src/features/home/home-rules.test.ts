import { describe, expect, it } from 'vitest';
import type { Goal, ResumeSummary } from '@offerpilot/shared';
import { currentGoal } from '../../lib/queries/goals.ts';
import { defaultResume, recommendationField, recommendedJobsQuery } from './home-rules.ts';

const goal = (id: number, current: boolean, positionSlug: string | null = null): Goal => ({
  id,
  current,
  positionSlug,
  positionName: `Goal ${id}`,
  companyName: '',
  companyProfile: '',
  jobDescription: 'd',
  requirements: 'r',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
});

describe("home page: the candidate's picture", () => {
  it('finds the current goal and the default resume, or none', () => {
    expect(currentGoal([goal(1, false), goal(2, true)])?.id).toBe(2);
    expect(currentGoal([goal(1, false)])).toBeNull();
    const resume = (id: number, isDefault: boolean) => ({ id, isDefault }) as ResumeSummary;
    expect(defaultResume([resume(1, false), resume(2, true)])?.id).toBe(2);
    expect(defaultResume([])).toBeNull();
  });

  it("recommends the field of the current goal's position, else the hottest of all", () => {
    const fromPosition = [goal(1, true, 'data-analyst'), goal(2, false, 'frontend-engineer')];
    expect(recommendationField(undefined, { status: 'pending' })).toBe('pending');
    expect(recommendationField(fromPosition, { status: 'pending' })).toBe('pending');
    expect(recommendationField(fromPosition, { status: 'success', field: 'data' })).toBe('data');
    // The position is gone from the job center: the hottest, not nothing.
    expect(recommendationField(fromPosition, { status: 'error' })).toBeNull();
    // A goal the user wrote, or no current goal: the hottest, without waiting for a position.
    expect(recommendationField([goal(1, true)], { status: 'pending' })).toBeNull();
    expect(recommendationField([goal(1, false, 'data-analyst')], { status: 'pending' })).toBeNull();
    expect(recommendationField([], { status: 'pending' })).toBeNull();
  });

  it('asks GET /api/jobs for three positions, of a field when there is one', () => {
    expect(recommendedJobsQuery('finance')).toBe('field=finance&pageSize=3');
    expect(recommendedJobsQuery(null)).toBe('pageSize=3');
  });
});
