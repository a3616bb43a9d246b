import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingDays } from './working-days.ts';

const isWeekday = (d: Date) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6;

describe('addWorkingDays', () => {
  it('counts seven working days from a Friday to the Tuesday of the week after next', () => {
    const friday = new Date('2026-01-09T10:30:00Z');
    expect(addWorkingDays(friday, 7).toISOString()).toBe('2026-01-20T10:30:00.000Z');
  });

  it('lands on a weekday after exactly that many weekdays, keeping the time of day', () => {
    const start = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(start, fc.integer({ min: 1, max: 30 }), (from, days) => {
        const to = addWorkingDays(from, days);
        expect(isWeekday(to)).toBe(true);
        expect(to.getTime() % 86_400_000).toBe(from.getTime() % 86_400_000);
        let counted = 0;
        for (let t = from.getTime() + 86_400_000; t <= to.getTime(); t += 86_400_000) {
          if (isWeekday(new Date(t))) counted++;
        }
        expect(counted).toBe(days);
      }),
    );
  });
});
