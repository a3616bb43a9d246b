import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import type { Lang } from '@offerpilot/shared';
import { stemmer } from 'stemmer';
import { spokenNumbersToDigits } from './numbers.ts';
import { SEARCH_STOPWORDS, STOPWORDS } from './stopwords.ts';
import { trimEndOf } from '@offerpilot/shared';

let jieba: Jieba | undefined;
/** The segmenter with its bundled dictionary, loaded on first use (about 0.3 s). */
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

const HAN = /\p{Script=Han}/u;
const HAN_GLOBAL = /\p{Script=Han}/gu;
const HAN_RUN = /\p{Script=Han}+/gu;
const LATIN_WORD = /[\p{L}\p{N}][\p{L}\p{N}'+#.-]*/gu;
/** Prefix of the character-bigram terms, so they never collide with real words. */
export const BIGRAM_MARK = '~';

/** The language a text is mostly written in: zh when a fifth of its letters are Chinese characters. */
export function detectLang(text: string): Lang {
  const han = text.match(HAN_GLOBAL)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters > 0 && han / letters >= 0.2 ? 'zh' : 'en';
}

/** Jieba words of a text (no HMM, so the cut is predictable), whitespace dropped; Latin runs stay whole. */
export function segment(text: string): string[] {
  if (!HAN.test(text)) return text.split(/\s+/).filter(Boolean);
  return segmenter()
    .cut(text, false)
    .map((w) => w.trim())
    .filter(Boolean);
}

/**
 * One English word as a term: acronyms, versions and names with digits or dots (API, P99, node.js, C++)
 * keep their spelling, since the stemmer mangles them; other words are stemmed.
 */
function latinTerm(raw: string): string {
  const word = trimEndOf(raw, ".'-").replace(/'s$/i, '');
  if (/^[A-Z]{2,}s$/.test(word)) return word.slice(0, -1).toLowerCase();
  const lower = word.toLowerCase();
  if (/[\d.+#]/.test(word) || /^[A-Z]{2,}$/.test(word)) return lower;
  return stemmer(lower);
}

/** Adds the term of one word unless it is a stopword (checked lower-cased, before stemming). */
function pushTerm(out: string[], word: string, search: boolean): void {
  const w = word.trim();
  const lower = w.toLowerCase();
  if (w.length === 0 || STOPWORDS.has(lower) || (search && SEARCH_STOPWORDS.has(lower))) return;
  out.push(HAN.test(w) ? w : latinTerm(w));
}

function termsOf(pieces: string[], search: boolean): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    if (HAN.test(piece)) pushTerm(out, piece, search);
    else for (const word of piece.match(LATIN_WORD) ?? []) pushTerm(out, word, search);
  }
  return out;
}

/** Lower-cased, stemmed English words and jieba-segmented Chinese words, stopwords removed. */
export function tokenize(text: string): string[] {
  return termsOf(HAN.test(text) ? segmenter().cut(text, false) : [text], false);
}

/**
 * Spellings of one thing that tokenising would split or miss, in the words interviewers say them: "A/B test",
 * "a b test" and "AB 实验" are all one "AB"; a few phrasal verbs stand for the word the bank uses ("sort it
 * out" resolves, "make a call" decides, "get up to speed" learns, "at work" is the workplace).
 */
const SPELLINGS: [RegExp, string][] = [
  [/\ba ?\/ ?b\b|\ba b(?= test| testing| experiment)/gi, 'AB'],
  // An A/A test is its own thing.
  [/\ba ?\/ ?a\b|\ba a(?= test| testing| experiment)/gi, 'AA'],
  [/\blarge language models?\b/gi, 'LLM'],
  [/大语言模型/g, '大模型'],
  [/\b(?:sort|sorted|sorting) (?:it |that |this |things |them )?out\b/gi, 'resolve'],
  [/\b(?:make|made|making) (?:a|the) (?:call|judgement call|judgment call)\b/gi, 'decide'],
  [/\b(?:get|got|getting) up to speed\b/gi, 'learn'],
  // "work" frames a question ("how does it work"); "at work" names the workplace.
  [/\bat work\b/gi, 'at workplace'],
  // Technical terms: "consistent hashing" is no cache consistency, "HashMap" is a hash map, 短网址 a 短链接.
  [/\bconsistent hash(?:ing)?\b|一致性\s*(?:哈希|hash(?:ing)?)/gi, ' consistenthash '],
  [/\bhashmaps?\b/gi, 'hash map'],
  [/短网址|短链接?/g, '短链接'],
  // A web address typed out is a URL; bit.ly is the shortener, 满多少减多少 a 满减.
  [/\b(?:https?:\/\/)?www\.[\w-]+(?:\.[\w-]+)+\b|\bhttps?:\/\/[\w./-]+/gi, ' URL '],
  [/\bbit\.ly\b/gi, 'bitly'],
  [/满(?:多少|几十|一定金额)减(?:多少|几块)/g, ' 满减 '],
  // Terms spelled out: ad cost of sales is ACoS (total: TACoS), a night theme dark mode, a split or controlled
  // experiment an A/B one (and users split in two groups), recency-frequency-money an RFM model, a falling-out a
  // conflict.
  [/\btotal (?:advertising|ad) cost of sales?\b/gi, 'TACoS'],
  [/\b(?:advertising|ad) cost of sales?\b/gi, 'ACoS'],
  [/\b(?:night|dark) (?:theme|mode)\b|夜间模式|深色模式|暗黑模式|暗色模式/gi, ' darkmode '],
  [/\b(?:split[- ]|(?:controlled|randomi[sz]ed) )(?=experiment|trial|test)/gi, 'AB '],
  // Users split in two groups to try a change, two versions of a page set against each other: an A/B test.
  [
    /\b(?:split(?:ting)?|divid(?:e|ing)|bucket(?:ing)?) (?:the |our |your )?(?:users|traffic|visitors|customers) into two (?:groups|halves|buckets|cohorts)\b|\btwo versions of (?:a|the|our|your) [\w-]+(?= [^.?!]{0,40}\b(?:against each other|on real users|head to head))/gi,
    '$& AB test',
  ],
  [
    /\b(?:how )?recent(?:ly|cy)\b[^.?!]{0,30}\b(?:how )?(?:often|frequen\w*)\b[^.?!]{0,30}\b(?:how much|monetary|spend\w*)\b/gi,
    ' RFM ',
  ],
  [/最近(?:一次)?(?:消费|购买)[^。？?]{0,12}(?:频次|频率|次数)[^。？?]{0,12}(?:金额|花了?多少)/g, ' RFM '],
  [/\b(?:falling|fell|fallen)[- ]out\b/gi, 'conflict'],
  [/\bleast[- ]recently[- ]used\b/gi, 'LRU'],
  [/\bleast[- ]frequently[- ]used\b/gi, 'LFU'],
  [/\b(?:pull|pulled|pulling) (?:it |that |this )?off\b/gi, 'achieve'],
];

/** The text with SPELLINGS applied (for retrieval terms only). */
export function normalizeSpellings(text: string): string {
  let out = spokenNumbersToDigits(text);
  for (const [pattern, word] of SPELLINGS) out = out.replace(pattern, word);
  return out;
}

/**
 * Terms for retrieval: `tokenize` with jieba's search mode (long words also yield their parts), plus the
 * character bigrams of every Chinese run (marked with BIGRAM_MARK). Bigrams catch paraphrases whose words
 * jieba cuts differently (线上故障 / 线上 + 故障).
 */
export function searchTerms(raw: string): string[] {
  const text = normalizeSpellings(raw);
  if (!HAN.test(text)) return termsOf([text], true);
  const out = termsOf(segmenter().cutForSearch(text, true), true);
  for (const run of text.match(HAN_RUN) ?? []) {
    for (let i = 0; i + 1 < run.length; i++) out.push(BIGRAM_MARK + run.slice(i, i + 2));
  }
  return out;
}
