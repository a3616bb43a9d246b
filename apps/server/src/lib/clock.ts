/** The time source; tests move it instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that tests set and advance by hand. */
export function manualClock(start = new Date('2026-01-05T09:00:00Z')): Clock & { advance(ms: number): void } {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}
