import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileBody } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/unwrap.ts';

/** The profile's cache key; the profile page reads the same one. */
const PROFILE_KEY = ['user', 'profile'] as const;

/** GET /api/user/profile: personal info (name, university, major) among the profile fields. */
export const usePersonalInfo = () =>
  useQuery({ queryKey: PROFILE_KEY, queryFn: () => unwrap(api.get<Profile>('/user/profile')) });

/** PUT /api/user/profile with only the personal-info fields. */
export function useSavePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<ProfileBody, 'name' | 'university' | 'major'>) =>
      unwrap(api.request<Profile>('PUT', '/user/profile', body)),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      return queryClient.invalidateQueries({ queryKey: ['user', 'info'] });
    },
  });
}
