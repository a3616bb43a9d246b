import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime, formatMinor } from './format.ts';

describe('prices in minor units', () => {
  it('shows yuan for zh and dollars for en, dropping the decimals of whole amounts', () => {
    expect(formatMinor(6800, 'CNY', 'zh')).toBe('¥68');
    expect(formatMinor(5440, 'CNY', 'zh')).toBe('¥54.40');
    expect(formatMinor(999, 'USD', 'en')).toBe('$9.99');
    expect(formatMinor(1200, 'USD', 'en')).toBe('$12');
    expect(formatMinor(5, 'USD', 'en')).toBe('$0.05');
  });

  it('names a currency that is not the language’s own without ambiguity', () => {
    expect(formatMinor(1000, 'CNY', 'en')).toBe('CN¥10');
    expect(formatMinor(999, 'USD', 'zh')).toBe('US$9.99');
  });

  it('groups thousands and writes a negative amount (a withdrawal) with its sign', () => {
    expect(formatMinor(1_234_500, 'USD', 'en')).toBe('$12,345');
    expect(formatMinor(-2000, 'CNY', 'zh')).toBe('-¥20');
  });
});

describe('times', () => {
  it('writes a date with its minutes in the interface language', () => {
    const iso = new Date(2025, 10, 21, 14, 26).toISOString();
    expect(formatDateTime(iso, 'en')).toMatch(/^Nov 21, 2025, 2:26\sPM$/);
    expect(formatDateTime(iso, 'zh')).toBe('2025年11月21日 14:26');
  });
});

describe('clocks', () => {
  it('shows time as a clock, rounded up and never negative, with hours past an hour', () => {
    expect(formatClock(245_000)).toBe('4:05');
    expect(formatClock(8_001)).toBe('0:09');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(3_723_000)).toBe('1:02:03');
  });
});
