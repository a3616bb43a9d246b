import { describe, expect, it } from 'vitest';
import { shownName } from './display-name.ts';

describe('the name the shell shows', () => {
  it('keeps first 3 and last 3 of a masked email with four stars between, whatever its length', () => {
    expect(shownName({ email: 'tour1764012345678@example.com' })).toBe('tou****com');
    expect(shownName({ email: 'lin.wei@example.com' })).toBe('lin****com');
    expect(shownName({ phone: '13812345678' })).toBe('138****5678');
  });

  it('leaves a nickname as it is, stars included', () => {
    expect(shownName({ nickName: 'a*****b', email: 'x@example.com' })).toBe('a*****b');
    expect(shownName({})).toBe('');
  });
});
