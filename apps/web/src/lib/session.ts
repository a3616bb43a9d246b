import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfoResult } from '@offerpilot/shared';
import { api } from './api.ts';
import { isSignedIn } from './storage.ts';
import { unwrap } from './unwrap.ts';
import { USER_INFO_KEY } from './user-info-key.ts';

/** GET /api/user/info: who is signed in and what they own; the route guard, the shell and pages read it. */
export const userInfoQuery = queryOptions({
  queryKey: USER_INFO_KEY,
  queryFn: () => unwrap(api.get<UserInfoResult>('/user/info')),
  staleTime: 30_000,
  retry: false,
});

export const useUserInfo = () => useQuery({ ...userInfoQuery, enabled: isSignedIn() });
