import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { GOALS_KEY } from '../../../lib/queries/goals.ts';
import { unwrap } from '../../../lib/unwrap.ts';

/**
 * POST /api/goals/from-position/:slug: the position becomes the user's current goal. The goals list is read
 * again: the goals page, the home page and this position's page show the new current goal.
 */
export function useSetGoalFromPosition(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.post<Goal>(`/goals/from-position/${encodeURIComponent(slug)}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GOALS_KEY }),
  });
}
