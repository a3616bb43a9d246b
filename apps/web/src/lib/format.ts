import { normalizeLang } from '@offerpilot/shared';

/** The Intl locale of an interface language. */
export const localeOf = (language: string): string => (normalizeLang(language) === 'zh' ? 'zh-CN' : 'en');

/**
 * An amount in minor units (fen, cents) as a price in the interface language: "$9.99", "¥68", "¥54.40".
 * Whole amounts drop the decimals, as price lists do; the currency is the one the server priced in.
 */
export function formatMinor(minor: number, currency: string, language: string): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

/** A stored time as date and minutes in the interface language: "Nov 21, 2025, 2:26 PM", "2025/11/21 14:26". */
export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** A span of time as a clock: "4:05", "0:09", "1:02:03" past an hour; rounded up, never below zero. */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const mm = String(Math.floor(seconds / 60) % 60);
  const ss = String(seconds % 60).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  return hours > 0 ? `${hours}:${mm.padStart(2, '0')}:${ss}` : `${Math.floor(seconds / 60)}:${ss}`;
}
