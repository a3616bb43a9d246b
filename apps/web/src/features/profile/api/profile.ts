import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileBody } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { ApiResult } from '../../../lib/request.ts';

/** The profile's cache key; the Materials page's personal-info card reads the same one. */
const PROFILE_KEY = ['user', 'profile'] as const;

async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const answer = await call;
  if (!answer.success) throw new ApiError(answer);
  return answer.result;
}

/** GET /api/user/profile. */
export const useProfile = () =>
  useQuery({ queryKey: PROFILE_KEY, queryFn: () => unwrap(api.get<Profile>('/user/profile')) });

/** PUT /api/user/profile; the sidebar's user card shows the new nickname and avatar after it. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => unwrap(api.request<Profile>('PUT', '/user/profile', body)),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      return queryClient.invalidateQueries({ queryKey: ['user', 'info'] });
    },
  });
}
