import { useEffect, useState } from 'react';

/** An item on screen, and whether it is on its way out (its fade runs before it is removed). */
export interface Shown<T> {
  item: T;
  leaving: boolean;
}

/**
 * The next list to show: the items of `next` in their order, with the items that left it kept where they were,
 * marked leaving, so that a withdrawn draft fades and closes up where it stood instead of vanishing.
 */
export function withLeaving<T extends { id: string }>(previous: Shown<T>[], next: T[]): Shown<T>[] {
  const nextIds = new Set(next.map((item) => item.id));
  const result: Shown<T>[] = [];
  let at = 0;
  for (const shown of previous) {
    if (nextIds.has(shown.item.id)) {
      const upTo = next.findIndex((item) => item.id === shown.item.id);
      if (upTo < at) continue;
      for (; at <= upTo; at++) result.push({ item: next[at] as T, leaving: false });
    } else {
      result.push({ item: shown.item, leaving: true });
    }
  }
  for (; at < next.length; at++) result.push({ item: next[at] as T, leaving: false });
  return result;
}

/** How long a leaving item stays on screen (its CSS transition takes as long). */
export const FADE_MS = 400;

/** `items` as shown: the ones that left stay FADE_MS, marked leaving, then go. */
export function useFadingList<T extends { id: string }>(items: T[]): Shown<T>[] {
  const [state, setState] = useState<{ source: T[]; shown: Shown<T>[] }>(() => ({
    source: items,
    shown: items.map((item) => ({ item, leaving: false })),
  }));
  // Derived during render when the items change (React's "adjust state on prop change").
  let shown = state.shown;
  if (state.source !== items) {
    shown = withLeaving(state.shown, items);
    setState({ source: items, shown });
  }
  // One timer per set of leaving items: a hint delta that changes the list meanwhile must not restart it (a
  // model streaming slowly would keep a withdrawn draft on screen for the whole stream).
  const leaving = shown
    .filter((s) => s.leaving)
    .map((s) => s.item.id)
    .join('\n');
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(
      () => setState((s) => ({ ...s, shown: s.shown.filter((x) => !x.leaving) })),
      FADE_MS,
    );
    return () => clearTimeout(timer);
  }, [leaving]);
  return shown;
}

/**
 * A glance screen's big card and the rest: the big card is the newest question of the model (a withdrawn draft
 * fading out does not keep it from a replacement), else what is fading; the rest leaves out what is fading.
 */
export function currentAndEarlier<T extends { id: string }>(
  shown: Shown<T>[],
  newestId: string | undefined,
): { current: Shown<T> | undefined; earlier: Shown<T>[] } {
  const current = shown.find((s) => s.item.id === newestId) ?? shown[0];
  return { current, earlier: shown.filter((s) => s !== current && !s.leaving) };
}
