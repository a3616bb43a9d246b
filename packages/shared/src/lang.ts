import { DEFAULT_LANG, LANGS, type Lang } from './constants.ts';

/** Any value that is not a supported language means zh (SPEC.md section 1). */
export function normalizeLang(value: unknown): Lang {
  if (typeof value !== 'string') return DEFAULT_LANG;
  const short = value.trim().toLowerCase().slice(0, 2);
  return (LANGS as readonly string[]).includes(short) ? (short as Lang) : DEFAULT_LANG;
}
