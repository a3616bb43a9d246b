import nzh from 'nzh/cn';

// Spoken numbers as digits, for retrieval terms: a recogniser writes "four point eight", "three thousand",
// 三十二块, 四成 where the bank says 4.8, 3,000, 32元, 40%. Both sides of a comparison go through this, so a number
// is one term however it was said. Small numbers said as words ("one", "two", 三) stay words: as digits they
// would only add common terms.

const ONES: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };
const WORD = `(?:${[...Object.keys(ONES), 'hundred', ...Object.keys(SCALES), 'point'].join('|')})`;
/** A run of number words ("a hundred and five", "four point eight", "twenty-five thousand"). */
const EN_RUN = new RegExp(`\\b(?:an? )?${WORD}(?:(?:[ -]|,? and )${WORD})*\\b`, 'gi');

/** The value of a run of English number words, or null when it is not one number. */
function englishValue(run: string): { value: number; decimals: string } | null {
  const words = run
    .toLowerCase()
    .split(/[ -]+|,/)
    .filter((w) => w && w !== 'and' && w !== 'a' && w !== 'an');
  let total = 0;
  let current = 0;
  let seen = false;
  let decimals: string | null = null;
  for (const w of words) {
    if (decimals !== null) {
      const digit = ONES[w];
      if (digit === undefined || digit > 9) return null;
      decimals += String(digit);
      continue;
    }
    if (w === 'point') {
      decimals = '';
      continue;
    }
    const one = ONES[w];
    if (one !== undefined) {
      // "twenty five" adds; "five five" is two numbers.
      if (seen && current % 10 !== 0 && one < 10) return null;
      current += one;
    } else if (w === 'hundred') current = (current || 1) * 100;
    else {
      const scale = SCALES[w];
      if (scale === undefined) return null;
      total += (current || 1) * scale;
      current = 0;
    }
    seen = true;
  }
  if (!seen || decimals === '') return null;
  return { value: total + current, decimals: decimals ?? '' };
}

function englishNumbers(text: string): string {
  return text.replace(EN_RUN, (run) => {
    const n = englishValue(run);
    // A word under ten stays a word ("one of", "two deadlines").
    if (!n || (n.value < 10 && !n.decimals)) return run;
    return n.decimals ? `${n.value}.${n.decimals}` : String(n.value);
  });
}

const ZH_DIGIT: Record<string, number> = {
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const ZH_NUMERAL = '[零一二两三四五六七八九十百千万亿]';
const ZH_MAGNITUDE: Record<string, number> = { 千: 1e3, 万: 1e4, 亿: 1e8 };
/** A run of Chinese numerals, optionally with a decimal part; read as a number when it has a magnitude (三十二, 十万). */
const ZH_RUN = new RegExp(`(?<!${ZH_NUMERAL})${ZH_NUMERAL}+(?:点[零一二两三四五六七八九]+)?`, 'g');
/** Runs that are words, not numbers: 十分 (very, not 十分钟), 千万 (by all means), 万一 (in case). */
const ZH_NOT_NUMBER = /^(?:十(?=分(?!钟))|千万(?=[不别要记务])|万一)/;
/** 四成 (40%), not 成功, 成本, 成为 … */
const ZH_TENTHS = /([一二两三四五六七八九])成(?![功本为员立果绩长熟交就])/g;
/** 两个点 (of a rate: 2%). */
const ZH_POINTS = /([一二两三四五六七八九]|(?<![\d.])\d+(?:\.\d+)?)个(?:百分)?点/g;

function chineseValue(numeral: string): number | null {
  const value = Number(nzh.decodeS(numeral.replace(/两/g, '二')));
  return Number.isFinite(value) && value > 0 ? value : null;
}

const digitOf = (n: string) => (/\d/.test(n) ? Number(n) : (ZH_DIGIT[n] ?? NaN));

function chineseNumbers(text: string): string {
  return (
    text
      .replace(new RegExp(`百分之(${ZH_NUMERAL}+|\\d+(?:\\.\\d+)?)`, 'g'), (all, n: string) => {
        const value = /\d/.test(n) ? Number(n) : chineseValue(n);
        return value === null ? all : `${value}%`;
      })
      // 3万, 1.5亿: digits times a magnitude.
      .replace(/(?<![\d.])(\d+(?:\.\d+)?)\s*([千万亿])/g, (_, n: string, unit: string) =>
        String(Math.round(Number(n) * (ZH_MAGNITUDE[unit] ?? 1))),
      )
      .replace(ZH_RUN, (run, offset: number, whole: string) =>
        !/[十百千万亿]/.test(run) || /^[百千万亿]$/.test(run) || ZH_NOT_NUMBER.test(whole.slice(offset))
          ? run
          : String(chineseValue(run) ?? run),
      )
      .replace(ZH_TENTHS, (_, d: string) => `${digitOf(d) * 10}%`)
      .replace(ZH_POINTS, (_, n: string) => `${digitOf(n)}%`)
      // 32块钱 and 32块 are 32元.
      .replace(/(\d)\s*块钱?/g, '$1元')
  );
}

/** The text with spoken numbers as digits, thousands separators dropped and "per cent" as "percent". */
export function spokenNumbersToDigits(text: string): string {
  const plain = text.replace(
    /\b(\d{1,3})((?:,\d{3})+)\b/g,
    (_, head: string, rest: string) => head + rest.replace(/,/g, ''),
  );
  return chineseNumbers(englishNumbers(plain))
    .replace(/\bper ?cent\b/gi, '%')
    .replace(/(\d)\s*%/g, '$1 percent');
}
