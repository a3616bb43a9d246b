import type { Goal, JobField, ResumeSummary } from '@offerpilot/shared';
import { currentGoal } from '../../lib/queries/goals.ts';

/** How many positions the home page recommends. */
export const RECOMMENDED_COUNT = 3;

/** The resume the coach uses: the default one (the server keeps exactly one while any exist). */
export const defaultResume = (resumes: readonly ResumeSummary[]): ResumeSummary | null =>
  resumes.find((resume) => resume.isDefault) ?? null;

/**
 * Which positions to recommend: those of the current goal's field when the goal came from a job-center
 * position (`pending` while that position is read), else the hottest of all (`null`).
 */
export function recommendationField(
  goals: readonly Goal[] | undefined,
  position: { status: 'pending' | 'error' | 'success'; field?: JobField },
): JobField | null | 'pending' {
  if (!goals) return 'pending';
  if (!currentGoal(goals)?.positionSlug) return null;
  if (position.status === 'pending') return 'pending';
  return position.status === 'success' ? (position.field ?? null) : null;
}

/** The query of GET /api/jobs for the recommendations. */
export function recommendedJobsQuery(field: JobField | null): string {
  const params = new URLSearchParams();
  if (field) params.set('field', field);
  params.set('pageSize', String(RECOMMENDED_COUNT));
  return params.toString();
}
