import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalInput } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { ApiResult } from '../../../lib/request.ts';

/** The goals list's cache key; the job center drops it too when it sets a position as the goal. */
const GOALS_KEY = ['goals'] as const;

async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const answer = await call;
  if (!answer.success) throw new ApiError(answer);
  return answer.result;
}

/** GET /api/goals: the user's desired positions. */
export const useGoals = () =>
  useQuery({
    queryKey: GOALS_KEY,
    queryFn: () => unwrap(api.get<{ items: Goal[] }>('/goals')).then((r) => r.items),
  });

/** A change to the goals, after which the list is read again. */
function useGoalMutation<V>(call: (variables: V) => Promise<ApiResult<unknown>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => unwrap(call(variables)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GOALS_KEY }),
  });
}

/** POST /api/goals, or PUT /api/goals/:id when an id is given. */
export const useSaveGoal = () =>
  useGoalMutation(({ id, input }: { id: number | null; input: GoalInput }) =>
    id === null ? api.post<Goal>('/goals', input) : api.request<Goal>('PUT', `/goals/${id}`, input),
  );

/** DELETE /api/goals/:id. */
export const useDeleteGoal = () =>
  useGoalMutation((id: number) => api.request<null>('DELETE', `/goals/${id}`));

/** POST /api/goals/:id/current: this goal becomes the one interviews aim at. */
export const useMakeGoalCurrent = () =>
  useGoalMutation((id: number) => api.post<Goal>(`/goals/${id}/current`));
