import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfoResult } from '@offerpilot/shared';
import { api } from './api.ts';
import { ApiError } from './api-error.ts';
import { isSignedIn } from './storage.ts';

/** GET /api/user/info: who is signed in and what they own; the route guard, the shell and pages read it. */
export const userInfoQuery = queryOptions({
  queryKey: ['user', 'info'] as const,
  queryFn: async (): Promise<UserInfoResult> => {
    const answer = await api.get<UserInfoResult>('/user/info');
    if (!answer.success) throw new ApiError(answer);
    return answer.result;
  },
  staleTime: 30_000,
  retry: false,
});

export const useUserInfo = () => useQuery({ ...userInfoQuery, enabled: isSignedIn() });
