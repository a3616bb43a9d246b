import { PAUSE_MS, type LiveQuote, type Thread } from '@offerpilot/shared';

/** The pause settings in their order on the page, with their length in seconds. */
export const PAUSES = ['short', 'medium', 'long'] as const;
export const pauseSeconds = (pause: (typeof PAUSES)[number]): number => PAUSE_MS[pause] / 1000;

/**
 * What the price block says before a start (PRODUCT.md section 4):
 * - `free`: free minutes first, then the price from what the user owns;
 * - `chargedNow`: the day's free starts are used, so the price is taken at the start;
 * - `trialOnly`: free minutes, but nothing to pay with after them (the session ends then);
 * - `blocked`: charged at the start with nothing to pay with: recharge first.
 */
export type PriceCase = 'free' | 'chargedNow' | 'trialOnly' | 'blocked';

export function priceCase(quote: LiveQuote): PriceCase {
  if (quote.chargedAtStart) return quote.pays ? 'chargedNow' : 'blocked';
  return quote.pays ? 'free' : 'trialOnly';
}

/** Whole minutes of a duration in milliseconds, at least 1 for a started session. */
export const minutesOf = (ms: number): number => Math.max(1, Math.round(ms / 60_000));

/** How long a session ran (or has run so far), in minutes. */
export function sessionMinutes(thread: Pick<Thread, 'createdAt' | 'endedAt'>, now: number): number {
  const end = thread.endedAt ? Date.parse(thread.endedAt) : now;
  return minutesOf(Math.max(0, end - Date.parse(thread.createdAt)));
}

/** What a session cost: nothing (ended within the free minutes, or not charged yet), or what was taken. */
export function chargeOf(
  thread: Pick<Thread, 'charge'>,
): { item: 'assistants' | 'credit'; amount: number } | null {
  const { item, amount, takenAt } = thread.charge;
  return takenAt && item && amount !== null ? { item, amount } : null;
}
