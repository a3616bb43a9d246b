import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-error.ts';

/**
 * POST /api/goals/from-position/:slug: the position becomes the user's current goal. The goals page reads
 * its list under the key ['goals'], which is dropped here so that it shows the new goal.
 */
export function useSetGoalFromPosition(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await api.post<Goal>(`/goals/from-position/${encodeURIComponent(slug)}`);
      if (!answer.success) throw new ApiError(answer);
      return answer.result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['goals'] }),
  });
}
