import type { Lang } from '@offerpilot/shared';
import { FILLERS } from './lexicon.ts';

const LATIN_WORD = /[A-Za-z0-9][A-Za-z0-9'+#.%-]*/g;
const HAN = /\p{Script=Han}/gu;

/** An answer's size: English words, or Chinese characters plus any Latin words among them. */
export function answerSize(text: string, lang: Lang): number {
  const latin = text.match(LATIN_WORD)?.length ?? 0;
  return lang === 'zh' ? (text.match(HAN)?.length ?? 0) + latin : latin;
}

/** Ideal spoken-answer sizes and speaking rates per language (words for en, characters for zh). */
export const BANDS = {
  en: { short: 60, idealMin: 120, idealMax: 350, long: 450, paceMin: 120, paceMax: 170 },
  zh: { short: 100, idealMin: 200, idealMax: 700, long: 900, paceMin: 180, paceMax: 260 },
} as const;

/** Linear interpolation through (x, y) points, flat beyond both ends. */
function curve(points: [number, number][], x: number): number {
  const first = points[0] as [number, number];
  if (x <= first[0]) return first[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i] as [number, number];
    const [x0, y0] = points[i - 1] as [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return (points[points.length - 1] as [number, number])[1];
}

/** Length as a 0..1 signal and a band: too short, about right, or rambling. */
export function lengthSignal(
  size: number,
  lang: Lang,
): { score: number; band: 'tooShort' | 'ideal' | 'rambling' } {
  const b = BANDS[lang];
  const score = curve(
    [
      [0, 0],
      [b.short / 3, 0.15],
      [b.short, 0.55],
      [b.idealMin, 1],
      [b.idealMax, 1],
      [b.long, 0.8],
      [b.long * 2, 0.4],
    ],
    size,
  );
  const band = size < b.short ? 'tooShort' : size > b.long ? 'rambling' : 'ideal';
  return { score, band };
}

/** Every filler word found, with counts, in the order of the lexicon. */
export function countFillers(text: string, lang: Lang): Record<string, number> {
  const found: Record<string, number> = {};
  for (const { word, pattern } of FILLERS[lang]) {
    const n = text.match(pattern)?.length ?? 0;
    if (n > 0) found[word] = n;
  }
  return found;
}

/** Fillers as a 0..1 signal from their rate: per 100 words (en) or 100 characters (zh). */
export function fillerSignal(count: number, size: number, lang: Lang): number {
  if (size === 0) return 1;
  const rate = (100 * count) / size;
  const [ok, bad] = lang === 'zh' ? [0.8, 5] : [1, 8];
  return curve(
    [
      [ok, 1],
      [bad, 0],
    ],
    rate,
  );
}

/** Speaking rate per minute and its 0..1 signal; undefined without a usable duration. */
export function paceSignal(
  size: number,
  durationMs: number | undefined,
  lang: Lang,
): { perMinute: number; score: number } | undefined {
  if (!durationMs || durationMs < 3000 || size === 0) return undefined;
  const perMinute = size / (durationMs / 60_000);
  const { paceMin, paceMax } = BANDS[lang];
  const score = curve(
    [
      [paceMin * 0.5, 0.2],
      [paceMin * 0.85, 0.8],
      [paceMin, 1],
      [paceMax, 1],
      [paceMax * 1.2, 0.7],
      [paceMax * 1.6, 0.2],
    ],
    perMinute,
  );
  return { perMinute: Math.round(perMinute), score };
}
