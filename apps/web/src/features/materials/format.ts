import { normalizeLang } from '@offerpilot/shared';

const localeOf = (language: string) => (normalizeLang(language) === 'zh' ? 'zh-CN' : 'en');

/** A stored time as a date in the interface language: "21 Nov 2025", "2025年11月21日". */
export const formatDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));

/** Milliseconds as seconds with one decimal, in the interface language's digits: "4.2". */
export const formatSeconds = (ms: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    ms / 1000,
  );
