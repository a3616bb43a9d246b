import type { PractiseItem } from '@offerpilot/shared';

/** Where "practise" opens: a mock interview of the position (the claimed question's, else the goal's), if any. */
export const practisePath = (item: Pick<PractiseItem, 'positionSlug'>): string =>
  item.positionSlug
    ? `/Dashboard/StartInterviewMock?position=${encodeURIComponent(item.positionSlug)}`
    : '/Dashboard/StartInterviewMock';

/** A 0..1 share as a whole percentage, clamped. */
export const percent = (share: number): number => Math.round(Math.min(1, Math.max(0, share)) * 100);

/** A session's length in whole minutes, at least one. */
export const minutesOf = (ms: number): number => Math.max(1, Math.round(ms / 60_000));
