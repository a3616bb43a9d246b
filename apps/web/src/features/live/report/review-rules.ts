import type { PractiseItem } from '@offerpilot/shared';

/**
 * Where "practise" opens: the mock interview consumes this link once it exists; until then the job center's
 * position (the claimed question's, else the goal's), or the job center itself.
 */
export const practisePath = (item: Pick<PractiseItem, 'positionSlug'>): string =>
  item.positionSlug
    ? `/Dashboard/JobCenter/${encodeURIComponent(item.positionSlug)}`
    : '/Dashboard/JobCenter';

/** A 0..1 share as a whole percentage, clamped. */
export const percent = (share: number): number => Math.round(Math.min(1, Math.max(0, share)) * 100);

/** A session's length in whole minutes, at least one. */
export const minutesOf = (ms: number): number => Math.max(1, Math.round(ms / 60_000));
