import { describe, expect, it } from 'vitest';
import type { LiveQuote } from '@offerpilot/shared';
import { chargeOf, pauseSeconds, priceCase, sessionMinutes } from './live-start-rules.ts';

const quote: LiveQuote = {
  trialMs: 300_000,
  freeStartsLeft: 2,
  chargedAtStart: false,
  pays: 'credit',
  price: 200,
  assistants: 0,
  credit: 500,
  inProgress: null,
  serverAsr: false,
};

describe('the start page', () => {
  it('says the pause settings in seconds', () => {
    expect([pauseSeconds('short'), pauseSeconds('medium'), pauseSeconds('long')]).toEqual([0.6, 1, 1.6]);
  });

  it('tells the four price cases apart', () => {
    expect(priceCase(quote)).toBe('free');
    expect(priceCase({ ...quote, pays: null })).toBe('trialOnly');
    expect(priceCase({ ...quote, chargedAtStart: true })).toBe('chargedNow');
    expect(priceCase({ ...quote, chargedAtStart: true, pays: null })).toBe('blocked');
  });

  it('measures a session in whole minutes, one at least, and a going one up to now', () => {
    const createdAt = '2025-11-21T10:00:00.000Z';
    expect(sessionMinutes({ createdAt, endedAt: '2025-11-21T10:00:20.000Z' }, 0)).toBe(1);
    expect(sessionMinutes({ createdAt, endedAt: '2025-11-21T10:12:40.000Z' }, 0)).toBe(13);
    expect(sessionMinutes({ createdAt, endedAt: null }, Date.parse('2025-11-21T10:30:00.000Z'))).toBe(30);
  });

  it('reads what a session cost only once it was taken', () => {
    const due = { dueAt: '2025-11-21T10:05:00.000Z', takenAt: null, item: null, amount: null };
    expect(chargeOf({ charge: due })).toBeNull();
    expect(
      chargeOf({ charge: { ...due, takenAt: '2025-11-21T10:05:00.000Z', item: 'credit', amount: 200 } }),
    ).toEqual({ item: 'credit', amount: 200 });
  });
});
