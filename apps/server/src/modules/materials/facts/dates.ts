/** A date range read from a resume line: dates as `YYYY-MM`, `YYYY` or `present` (empty when absent). */
export interface DateRange {
  start: string;
  end: string;
  /** Where the range stands in the line, so the caller can take it out. */
  index: number;
  length: number;
}

const MONTH_NAMES = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const MONTH =
  '\\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b\\.?';
const YEAR = '(?:19|20)\\d{2}';
const DATE = [
  `${YEAR}\\s*年\\s*\\d{1,2}(?:\\s*月)?`,
  `${YEAR}\\s*[./-]\\s*\\d{1,2}(?!\\d)`,
  `${MONTH}\\s*(?:,\\s*)?${YEAR}`,
  `\\d{1,2}\\s*[/.]\\s*${YEAR}`,
  `${YEAR}(?:\\s*年)?`,
]
  .map((d) => `(?<!\\d)${d}`)
  .join('|');
const PRESENT = '(?:present|now|current|today|ongoing|至今|现在|目前|今)';
const SEP = '\\s*(?:-|–|—|~|～|－|至|到|\\bto\\b|\\buntil\\b|\\btill\\b)\\s*';
const RANGE = new RegExp(`(${DATE})(?:${SEP}(${DATE}|${PRESENT})|\\s*(至今))`, 'i');
const SINGLE = new RegExp(`(${DATE})`, 'i');
const PRESENT_ONLY = new RegExp(`^${PRESENT}$`, 'i');

/** One date token as `YYYY-MM`, `YYYY` or `present`. */
export function normalizeDate(token: string): string {
  const t = token.trim().toLowerCase();
  if (PRESENT_ONLY.test(t)) return 'present';
  const year = t.match(/(?:19|20)\d{2}/)?.[0] ?? '';
  const named = MONTH_NAMES.findIndex((m) => new RegExp(`\\b${m}`).test(t)) + 1;
  const afterYear = t.match(/(?:19|20)\d{2}\s*(?:年|[./-])\s*(\d{1,2})/)?.[1];
  const beforeYear = t.match(/^(\d{1,2})\s*[/.]\s*(?:19|20)\d{2}/)?.[1];
  const month = named || Number(afterYear ?? beforeYear ?? 0);
  return month >= 1 && month <= 12 ? `${year}-${String(month).padStart(2, '0')}` : year;
}

/** The first date range of a line (a lone date counts as an end date), or null. */
export function findDateRange(line: string): DateRange | null {
  const range = RANGE.exec(line);
  if (range?.[1]) {
    const end = range[2] ?? range[3] ?? '';
    return {
      start: normalizeDate(range[1]),
      end: normalizeDate(end),
      index: range.index,
      length: range[0].length,
    };
  }
  const single = SINGLE.exec(line);
  if (!single?.[1]) return null;
  return { start: '', end: normalizeDate(single[1]), index: single.index, length: single[0].length };
}
