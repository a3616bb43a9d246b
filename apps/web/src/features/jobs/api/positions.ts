import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BankQuestion, ListPositionsResult, PositionDetail } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { jobsApiQuery, type JobFilters } from '../job-filters.ts';

async function read<T>(path: string): Promise<T> {
  const answer = await api.get<T>(path);
  if (!answer.success) throw new ApiError(answer);
  return answer.result;
}

/** GET /api/jobs: one page of hot positions; the previous page stays while the next one loads. */
export const usePositions = (filters: JobFilters) =>
  useQuery({
    queryKey: ['jobs', 'list', filters],
    queryFn: () => read<ListPositionsResult>(`/jobs?${jobsApiQuery(filters)}`),
    placeholderData: keepPreviousData,
  });

/** GET /api/jobs/:slug: the position with its competency model and statistics. */
export const usePosition = (slug: string) =>
  useQuery({
    queryKey: ['jobs', 'detail', slug],
    queryFn: () => read<PositionDetail>(`/jobs/${encodeURIComponent(slug)}`),
  });

/** GET /api/jobs/:slug/questions: the position's question bank. */
export const usePositionQuestions = (slug: string) =>
  useQuery({
    queryKey: ['jobs', 'questions', slug],
    queryFn: () =>
      read<{ items: BankQuestion[] }>(`/jobs/${encodeURIComponent(slug)}/questions`).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
