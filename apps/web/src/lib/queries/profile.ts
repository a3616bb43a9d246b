import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileBody } from '@offerpilot/shared';
import { api } from '../api.ts';
import { everyFailure, refusalOf } from '../request.ts';
import { unwrap } from '../unwrap.ts';
import { USER_INFO_KEY } from '../user-info-key.ts';

/** The profile's key: the profile page and the Materials page's personal-info card share it. */
const PROFILE_KEY = ['user', 'profile'] as const;

/**
 * GET /api/user/profile: nickname, avatar and personal info (name, university, major). The profile page and
 * the personal-info card show a failure where the form would be, so no toast repeats it.
 */
export const useProfile = () =>
  useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => unwrap(api.get<Profile>('/user/profile', { shownInline: everyFailure })),
  });

/**
 * PUT /api/user/profile with the fields a form shows (`fields`: a refusal of one of them is shown under it,
 * not toasted). The sidebar's user card shows a new nickname or avatar after it.
 */
export function useSaveProfile(fields: readonly (keyof ProfileBody)[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) =>
      unwrap(api.request<Profile>('PUT', '/user/profile', body, { shownInline: refusalOf(fields) })),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      return queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });
}
