/** Line-level helpers of the facts parser: bullets, labels, separators, sentences, scripts. */

const BULLET =
  /^\s*(?:[•●○◦▪▫■□◆◇►▸‣⁃·∙*+»✓✔➢➤-]|[–—](?=\s)|\d{1,2}[.)、](?!\d)|[（(]\d{1,2}[)）]|[①-⑳])\s*/u;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/gu;
const LATIN_WORD = /[A-Za-z]{2,}/g;
const MAX_STRING = 300;

/** A line that a list marker (•, -, 1., ①…) opens. */
export const isBullet = (line: string): boolean => BULLET.test(line) && line.replace(BULLET, '').length > 0;

/** The line without its list marker. */
export const stripBullet = (line: string): string => line.replace(BULLET, '').trim();

/** Number of Chinese characters in a text. */
export const cjkCount = (text: string): number => text.match(CJK)?.length ?? 0;

/** Number of Latin words (two letters or more) in a text. */
export const latinWordCount = (text: string): number => text.match(LATIN_WORD)?.length ?? 0;

/** Whether a text is mostly Chinese: more Chinese characters than Latin words. */
export const isChinese = (text: string): boolean => cjkCount(text) > latinWordCount(text);

/** A string cut to a sane length for the facts. */
export const clip = (text: string): string => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > MAX_STRING ? `${t.slice(0, MAX_STRING - 1)}…` : t;
};

/** Splits `label: value` when the label is short; null when the line has no such label. */
export function splitLabel(line: string): { label: string; value: string } | null {
  const m = line.match(/^([^:：]{1,20})[:：](.*)$/);
  if (!m?.[1] || /\d{1,2}$/.test(m[1])) return null;
  return { label: m[1].trim(), value: (m[2] ?? '').trim() };
}

/** A line that reads as a sentence (an achievement or a description) rather than a heading of an entry. */
export function isSentence(line: string): boolean {
  const t = line.trim();
  if (/[。．.;；!！]$/.test(t) && !/\b[A-Z][a-z]?\.$/.test(t)) return true;
  if (isChinese(t)) return cjkCount(t) >= 22 || (/[，,]/.test(t) && cjkCount(t) >= 12);
  return latinWordCount(t) >= 9;
}

/** The parts of an entry's heading line: split on |, tabs, wide gaps, dashes between spaces, commas. */
export function splitParts(line: string, chinese: boolean, commas = true): string[] {
  const separators = chinese
    ? /(?<!\s)\s*[|｜，,;；·•]\s*|(?<!\s)\s+[-–—]\s+|\t|\s{2,}|(?<=[\u3400-\u9fff）)])\s+|(?<!\s)\s+(?=[\u3400-\u9fff（(])/u
    : commas
      ? /(?<!\s)\s*[|｜•·;]\s*|\t|\s{2,}|\s[-–—]\s|,\s+|(?<!\s)\s+(?:at|@)\s+/u
      : /(?<!\s)\s*[|｜•·;]\s*|\t|\s{2,}|\s[-–—]\s/u;
  return line
    .split(separators)
    .map((p) =>
      p
        .replace(/^[\s()（）[\]【】,，:：-]+|(?<![\s()（）[\]【】,，:：-])[\s()（）[\]【】,，:：-]+$/gu, '')
        .trim(),
    )
    .filter((p) => p.length > 0);
}
