import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { clearToken } from '../../../lib/storage.ts';

/** POST /api/auth/logout, then forget the token and everything cached, and go to sign-in. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('/auth/logout'),
    onSettled: () => {
      clearToken();
      queryClient.clear();
      navigateTo('/Auth', { replace: true });
    },
  });
}
