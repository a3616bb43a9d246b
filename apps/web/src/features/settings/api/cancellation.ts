import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cancellation } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { everyFailure } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';
import { USER_INFO_KEY } from '../../../lib/user-info-key.ts';

const CANCELLATION_KEY = ['account', 'cancellation'] as const;

/**
 * GET /api/account/cancellation: the pending request, or null. Settings and the locked shell show a failure
 * in its place, so no toast repeats it.
 */
export const useCancellation = () =>
  useQuery({
    queryKey: CANCELLATION_KEY,
    queryFn: () =>
      unwrap(api.get<Cancellation | null>('/account/cancellation', { shownInline: everyFailure })),
  });

/** POST /api/account/cancellation (asks for it) or DELETE (withdraws it); the answer is the new state. */
export function useChangeCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'request' | 'withdraw') =>
      action === 'request'
        ? unwrap(api.post<Cancellation>('/account/cancellation'))
        : unwrap(api.request<null>('DELETE', '/account/cancellation')),
    onSuccess: async (state) => {
      queryClient.setQueryData(CANCELLATION_KEY, state);
      // The account's status (locked while cancelling) is part of the user info the shell reads.
      await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });
}
