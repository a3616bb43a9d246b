import { describe, expect, it } from 'vitest';
import { currentAndEarlier, withLeaving, type Shown } from './fading-list.ts';

const item = (id: string, text = id) => ({ id, text });
const ids = (list: Shown<{ id: string }>[]) => list.map((s) => (s.leaving ? `-${s.item.id}` : s.item.id));
const shown = (...names: string[]) => names.map((id) => ({ item: item(id), leaving: false }));

describe('a list whose removed items fade where they stood', () => {
  it('keeps a removed item in its place, marked leaving', () => {
    expect(ids(withLeaving(shown('a', 'b', 'c'), [item('a'), item('c')]))).toEqual(['a', '-b', 'c']);
    expect(ids(withLeaving(shown('a', 'b'), [item('a')]))).toEqual(['a', '-b']);
  });

  it('adds new items in their order and updates the ones that stay', () => {
    const next = withLeaving(shown('a', 'b'), [item('a', 'A!'), item('x'), item('b'), item('c')]);
    expect(ids(next)).toEqual(['a', 'x', 'b', 'c']);
    expect(next[0]?.item.text).toBe('A!');
  });

  it('puts a replacement after the draft it replaces, which fades', () => {
    expect(ids(withLeaving(shown('a', 'b'), [item('a'), item('b2')]))).toEqual(['a', '-b', 'b2']);
  });

  it('keeps a leaving item leaving until it is dropped', () => {
    const first = withLeaving(shown('a', 'b'), [item('a')]);
    expect(ids(withLeaving(first, [item('a'), item('c')]))).toEqual(['a', '-b', 'c']);
  });

  it('shows the newest question big, not a withdrawn draft fading before it, and folds only what stays', () => {
    // Newest first: the draft 'b' was withdrawn and 'c' replaced it.
    const list = withLeaving(shown('b', 'a'), [item('c'), item('a')]);
    const { current, earlier } = currentAndEarlier(list, 'c');
    expect(current?.item.id).toBe('c');
    expect(ids(earlier)).toEqual(['a']);
    // Withdrawn with nothing new yet: the model's newest is the earlier question.
    const alone = withLeaving(shown('b', 'a'), [item('a')]);
    expect(currentAndEarlier(alone, 'a').current?.item.id).toBe('a');
    expect(currentAndEarlier(withLeaving(shown('b'), []), undefined).current?.leaving).toBe(true);
  });
});
