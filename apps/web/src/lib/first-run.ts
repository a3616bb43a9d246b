import type { UserInfo, UserInfoResult } from '@offerpilot/shared';
import { api } from './api.ts';
import { queryClient } from './query-client.ts';
import { everyFailure } from './request.ts';
import { USER_INFO_KEY } from './user-info-key.ts';

// Bits on their way to the server, so that a page shown twice (or two readers of one fact) sends them once.
const sending = new Set<number>();

const withInitStep = (initStep: number) => (old: UserInfoResult | undefined) =>
  old && { ...old, userInfo: { ...old.userInfo, initStep: old.userInfo.initStep | initStep } };

/**
 * Adds bits (INIT_STEP) to the signed-in user's `initStep`, the first-run checklist's memory across devices,
 * unless user info has them already; the cached user info shows them at once. `loud` toasts a failure (the
 * user asked for it: a dismissal) and takes the bits back; a step found done by itself fails silently and is
 * sent again once user info is read afresh (the next page), never in a loop.
 */
export async function addInitSteps(bits: number, { loud = false } = {}): Promise<void> {
  const info = queryClient.getQueryData<UserInfoResult>(USER_INFO_KEY);
  if (!info) return;
  const missing = bits & ~info.userInfo.initStep;
  if (!missing || sending.has(missing)) return;
  sending.add(missing);
  queryClient.setQueryData(USER_INFO_KEY, withInitStep(missing));
  try {
    const answer = await api.post<UserInfo>(
      '/user/updateMeta',
      { initStep: missing },
      loud ? {} : { shownInline: everyFailure },
    );
    if (answer.success) {
      queryClient.setQueryData(
        USER_INFO_KEY,
        (old: UserInfoResult | undefined) => old && { ...old, userInfo: answer.result },
      );
    } else if (loud) {
      queryClient.setQueryData(
        USER_INFO_KEY,
        (old: UserInfoResult | undefined) =>
          old && { ...old, userInfo: { ...old.userInfo, initStep: old.userInfo.initStep & ~missing } },
      );
    }
  } finally {
    sending.delete(missing);
  }
}
