import { describe, expect, it } from 'vitest';
import { redeemBody } from '@offerpilot/shared';
import { redeemCodeOf } from './redeem-rules.ts';

describe('the gift code field', () => {
  it('sends the code trimmed, dashes and spaces kept for the server to ignore', () => {
    expect(redeemCodeOf('  abcd-EFGH 1234 ')).toBe('abcd-EFGH 1234');
  });

  it('agrees with the shared redeemBody schema on what is a code', () => {
    const samples = [
      '',
      'abc',
      'abcd',
      ' abcd ',
      'A'.repeat(64),
      'A'.repeat(65),
      'ABCD_1234',
      'ab-cd',
      '礼品码码码',
      'AB CD',
    ];
    for (const value of samples) {
      const schema = redeemBody.safeParse({ code: value });
      expect(redeemCodeOf(value), JSON.stringify(value)).toBe(schema.success ? schema.data.code : null);
    }
  });
});
