import { useQuery } from '@tanstack/react-query';
import type { Goal, JobField, ListPositionsResult, PositionDetail, ResumeSummary } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { recommendedJobsQuery } from '../home-rules.ts';

async function read<T>(path: string): Promise<T> {
  const answer = await api.get<T>(path);
  if (!answer.success) throw new ApiError(answer);
  return answer.result;
}

// The keys are those of the goals, materials and job-center pages, which share these answers.

/** GET /api/goals. */
export const useHomeGoals = () =>
  useQuery({ queryKey: ['goals'], queryFn: () => read<{ items: Goal[] }>('/goals').then((r) => r.items) });

/** GET /api/materials/resumes. */
export const useHomeResumes = () =>
  useQuery({
    queryKey: ['materials', 'resumes'],
    queryFn: () => read<{ items: ResumeSummary[] }>('/materials/resumes').then((r) => r.items),
  });

/** GET /api/jobs/:slug, for the field of the position the current goal came from. */
export const useGoalPosition = (slug: string | null) =>
  useQuery({
    queryKey: ['jobs', 'detail', slug ?? ''],
    queryFn: () => read<PositionDetail>(`/jobs/${encodeURIComponent(slug ?? '')}`),
    enabled: slug !== null,
    retry: false,
  });

/** GET /api/jobs?field=…&pageSize=3: the recommended positions, hottest first. */
export const useRecommendedPositions = (field: JobField | null, enabled: boolean) =>
  useQuery({
    queryKey: ['jobs', 'recommended', field ?? 'all'],
    queryFn: () => read<ListPositionsResult>(`/jobs?${recommendedJobsQuery(field)}`).then((r) => r.items),
    enabled,
  });
