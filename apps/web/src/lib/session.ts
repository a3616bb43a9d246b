import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfoResult } from '@offerpilot/shared';
import { api } from './api.ts';
import { isSignedIn } from './storage.ts';
import { unwrap } from './unwrap.ts';
import { USER_INFO_KEY } from './user-info-key.ts';

/**
 * GET /api/user/info: who is signed in and what they own; the route guard, the shell and pages read it. Its
 * failure stays a toast: the guard reads it before every signed-in page, session pages included, and only
 * the home page shows it in place (without repeating the reason: LoadFailure's `toasted`); the sidebar's
 * cards would keep it silent (on phones they sit in the closed drawer).
 */
export const userInfoQuery = queryOptions({
  queryKey: USER_INFO_KEY,
  queryFn: () => unwrap(api.get<UserInfoResult>('/user/info')),
  staleTime: 30_000,
  retry: false,
});

export const useUserInfo = () => useQuery({ ...userInfoQuery, enabled: isSignedIn() });
