import { describe, expect, it } from 'vitest';
import { trimEndOf } from './text.ts';

describe('trimEndOf', () => {
  it('drops only the listed characters at the end', () => {
    expect(trimEndOf('Why?!。', '。！？!?')).toBe('Why');
    expect(trimEndOf('a.b...', '.')).toBe('a.b');
    expect(trimEndOf('https://x.cn///', '/')).toBe('https://x.cn');
    expect(trimEndOf('比如， … ', ',，、…', true)).toBe('比如');
    expect(trimEndOf('...', '.')).toBe('');
  });
});
