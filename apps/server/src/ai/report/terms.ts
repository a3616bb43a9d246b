import type { Lang } from '@offerpilot/shared';
import { STOPWORDS } from '../text/stopwords.ts';
import { segment, tokenize } from '../text/tokenize.ts';

/**
 * The comparable terms of a text: canonical words (each with the form it was written in), the text itself
 * without spaces for Chinese substring checks, and for Chinese also character bigrams.
 */
export interface TermBag {
  words: Map<string, string>;
  bigrams: Set<string>;
  text: string;
}

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
/** Characters that make a bigram carry grammar rather than meaning (的数, 了一). */
const WEAK_HAN = /[的了是和在或与及等也都就把被这那个一不有对而之其]/;

/** Same-meaning words folded onto the first of their group, so a paraphrase still matches. */
const SYNONYMS: Record<Lang, string[][]> = {
  en: [
    ['metric', 'kpi', 'indicator', 'measure'],
    ['reduce', 'decrease', 'cut', 'lower', 'drop', 'shrink', 'fall'],
    ['increase', 'raise', 'grow', 'boost', 'improve', 'lift', 'rise'],
    ['customer', 'client', 'buyer'],
    ['manager', 'boss', 'supervisor', 'leadership'],
    ['error', 'mistake', 'bug', 'defect', 'fault'],
    ['experiment', 'test', 'trial', 'pilot'],
    ['revenue', 'sales', 'income', 'turnover'],
    ['cost', 'expense', 'spend', 'spending'],
    ['inform', 'tell', 'notify', 'escalate', 'alert'],
    ['verify', 'check', 'confirm', 'validate', 'investigate'],
    ['result', 'outcome', 'impact', 'effect'],
    ['problem', 'issue', 'challenge'],
    ['rollback', 'revert'],
    ['colleague', 'teammate', 'peer'],
    ['quick', 'fast', 'rapid', 'prompt', 'immediate'],
    ['random', 'randomised', 'randomized', 'randomly'],
    ['document', 'record', 'log', 'write'],
  ],
  zh: [
    ['指标', 'KPI'],
    ['降低', '减少', '下降', '降到', '压降', '缩短', '减'],
    ['提升', '提高', '增加', '增长', '上涨', '改善', '增'],
    ['客户', '顾客'],
    ['主管', '上级', '领导', '经理', '负责人'],
    ['问题', '故障', '错误', 'bug', '缺陷', '异常'],
    ['实验', '测试', '试点', '验证'],
    ['收入', '营收', '销售额', '营业额'],
    ['成本', '费用', '花费', '开支'],
    ['告知', '告诉', '通知', '汇报', '报告', '上报', '反映'],
    ['核实', '确认', '核查', '检查', '排查'],
    ['结果', '效果', '影响'],
    ['原因', '根因'],
    ['复盘', '回顾'],
    ['立即', '马上', '第一时间', '立刻', '迅速', '尽快'],
    ['方案', '计划', '办法'],
    ['沟通', '交流', '商量', '讨论'],
    ['记录', '文档', '留痕'],
  ],
};

const tables: Partial<Record<Lang, Map<string, string>>> = {};
/** Stemmed synonym table of a language, built on first use (tokenize needs jieba for Chinese). */
function synonymTable(lang: Lang): Map<string, string> {
  const built = tables[lang];
  if (built) return built;
  const table = new Map<string, string>();
  for (const group of SYNONYMS[lang]) {
    // Only words that stay one term.
    const [head, ...rest] = group.map((w) => wordsOf(w, lang)).flatMap((t) => (t.length === 1 ? t : []));
    for (const w of rest) if (head && !table.has(w)) table.set(w, head);
  }
  tables[lang] = table;
  return table;
}

/**
 * Chinese words: jieba's, stopwords out, and runs of single characters joined back into one word, since a
 * word missing from jieba's dictionary comes out as single characters (回滚 as 回 + 滚).
 */
function chineseWords(text: string): string[] {
  const out: string[] = [];
  let run = '';
  const flush = () => {
    if (run.length >= 2) out.push(run);
    run = '';
  };
  for (const piece of segment(text)) {
    if (!HAN.test(piece)) {
      flush();
      out.push(...tokenize(piece));
    } else if (STOPWORDS.has(piece)) flush();
    else if (piece.length === 1) run += piece;
    else {
      flush();
      out.push(piece);
    }
  }
  flush();
  return out;
}

const wordsOf = (text: string, lang: Lang) => (lang === 'zh' ? chineseWords(text) : tokenize(text));

/** The canonical terms of a text, without the words in `drop` (already stemmed). */
export function termBag(text: string, lang: Lang, drop?: ReadonlySet<string>): TermBag {
  const table = synonymTable(lang);
  const words = new Map<string, string>();
  for (const t of wordsOf(text, lang)) {
    if (!drop?.has(t)) words.set(table.get(t) ?? t, t);
  }
  const bigrams = new Set<string>();
  if (lang === 'zh') {
    for (const run of text.match(HAN_RUN) ?? []) {
      for (let i = 0; i + 1 < run.length; i++) {
        const bi = run.slice(i, i + 2);
        if (!WEAK_HAN.test(bi)) bigrams.add(bi);
      }
    }
  }
  return { words, bigrams, text: lang === 'zh' ? text.replace(/\s+/g, '').toLowerCase() : '' };
}

/** Stems a list of words the way `tokenize` does, for drop lists. */
export function stemSet(words: string): Set<string> {
  return new Set(words.split(/\s+/).flatMap((w) => tokenize(w)));
}

/**
 * Whether an English term has a partner that extends it (fail / failur) or shares its first five letters
 * (randomis / randomli): the stemmer leaves such pairs apart.
 */
function prefixMatch(term: string, words: Map<string, string>): boolean {
  if (term.length < 4 || HAN.test(term)) return false;
  const head = term.slice(0, 5);
  for (const w of words.keys())
    if (w.startsWith(term) || (head.length === 5 && w.startsWith(head))) return true;
  return false;
}

/** Whether `have` contains a term: the same canonical word, its written form inside Chinese text, or a prefix. */
function contains(have: TermBag, canonical: string, written: string): boolean {
  if (have.words.has(canonical)) return true;
  if (HAN.test(written)) return have.text.includes(written);
  return prefixMatch(canonical, have.words);
}

/**
 * Share (0..1) of `wanted`'s terms found in `have`. For Chinese, character bigrams can only help: they
 * rescue words jieba cut differently (线上故障 / 线上 + 故障) without diluting exact word matches.
 */
export function overlap(wanted: TermBag, have: TermBag, lang: Lang): number {
  let found = 0;
  for (const [canonical, written] of wanted.words) if (contains(have, canonical, written)) found++;
  const wordShare = wanted.words.size ? found / wanted.words.size : 0;
  if (lang !== 'zh' || wanted.bigrams.size === 0) return wordShare;
  let bi = 0;
  for (const b of wanted.bigrams) if (have.bigrams.has(b)) bi++;
  return Math.max(wordShare, (wordShare + bi / wanted.bigrams.size) / 2);
}

/** Whether a sentence touches a topic: one shared word, or two shared Chinese character bigrams. */
export function touches(sentence: TermBag, topic: TermBag): boolean {
  for (const t of sentence.words.keys()) if (topic.words.has(t)) return true;
  let bigrams = 0;
  for (const t of sentence.bigrams) if (topic.bigrams.has(t) && ++bigrams >= 2) return true;
  return false;
}
