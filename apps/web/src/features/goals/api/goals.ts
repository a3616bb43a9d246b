import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalInput } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { GOALS_KEY } from '../../../lib/queries/goals.ts';
import { refusalOf, type ApiResult } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';
import { GOAL_FIELDS } from '../goal-rules.ts';

/** A change to the goals, after which the list is read again. */
function useGoalMutation<V>(call: (variables: V) => Promise<ApiResult<unknown>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => unwrap(call(variables)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GOALS_KEY }),
  });
}

/** The form shows a refusal of one of its fields under that field; anything else is toasted. */
const formCall = { shownInline: refusalOf(GOAL_FIELDS) };

/** POST /api/goals, or PUT /api/goals/:id when an id is given. */
export const useSaveGoal = () =>
  useGoalMutation(({ id, input }: { id: number | null; input: GoalInput }) =>
    id === null
      ? api.post<Goal>('/goals', input, formCall)
      : api.request<Goal>('PUT', `/goals/${id}`, input, formCall),
  );

/** DELETE /api/goals/:id. */
export const useDeleteGoal = () =>
  useGoalMutation((id: number) => api.request<null>('DELETE', `/goals/${id}`));

/** POST /api/goals/:id/current: this goal becomes the one interviews aim at. */
export const useMakeGoalCurrent = () =>
  useGoalMutation((id: number) => api.post<Goal>(`/goals/${id}/current`));
