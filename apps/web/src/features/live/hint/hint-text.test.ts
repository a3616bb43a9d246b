import { describe, expect, it } from 'vitest';
import { hintBlocks } from './hint-text.ts';

describe('a hint laid out in blocks', () => {
  it('keeps lines, points and numbered steps, one gap for blank lines', () => {
    const text =
      'We hold this question.\n\n\nKey points:\n• Impact\n- Numbers\n\n1. Situation\n2) Task\n3、结果\n';
    expect(hintBlocks(text)).toEqual([
      { kind: 'text', text: 'We hold this question.' },
      { kind: 'gap' },
      { kind: 'heading', text: 'Key points:' },
      { kind: 'point', text: 'Impact' },
      { kind: 'point', text: 'Numbers' },
      { kind: 'gap' },
      { kind: 'step', n: 1, text: 'Situation' },
      { kind: 'step', n: 2, text: 'Task' },
      { kind: 'step', n: 3, text: '结果' },
    ]);
  });

  it('lays out a line still being written like a whole one', () => {
    expect(hintBlocks('• Imp')).toEqual([{ kind: 'point', text: 'Imp' }]);
    expect(hintBlocks('')).toEqual([]);
    expect(hintBlocks('3.5 years of Go')).toEqual([{ kind: 'text', text: '3.5 years of Go' }]);
  });
});
