/** Degree levels a resume names, in English and Chinese words and common abbreviations. */
type Level = 'phd' | 'master' | 'bachelor' | 'associate';

const LEVELS: [Level, RegExp][] = [
  ['phd', /\bph\.?\s?d\b|\bdoctor(?:ate|al)?\b|\bd\.phil\b|博士/i],
  ['phd', /\bPhD\b/],
  ['master', /\bmaster'?s?\b|\bm\.?b\.?a\b|\bm\.?phil\b|硕士|研究生/i],
  ['master', /\b(?:M\.S\.?|MS|M\.Sc\.?|MSc|M\.A\.|M\.Eng\.?|MEng)(?=[\s,.(]|$)/],
  ['bachelor', /\bbachelor'?s?\b|\bundergraduate\b|本科|学士/i],
  ['bachelor', /\b(?:B\.S\.?|BS|B\.Sc\.?|BSc|B\.A\.|B\.Eng\.?|BEng|B\.E\.)(?=[\s,.(]|$)/],
  ['associate', /\bassociate(?:'s)? degree\b|\bassociate of\b|专科|大专/i],
];

const WORDS: Record<Level, { en: string; zh: string }> = {
  phd: { en: 'PhD', zh: '博士' },
  master: { en: 'Master', zh: '硕士' },
  bachelor: { en: 'Bachelor', zh: '本科' },
  associate: { en: 'Associate', zh: '专科' },
};

/** The degree a text names, in the resume's language, with where its word stands; null when none. */
export function findDegree(
  text: string,
  lang: 'en' | 'zh',
): { degree: string; start: number; end: number } | null {
  for (const [level, pattern] of LEVELS) {
    const m = pattern.exec(text);
    if (m) return { degree: WORDS[level][lang], start: m.index, end: m.index + m[0].length };
  }
  return null;
}
