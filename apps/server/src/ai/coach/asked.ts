import type { Lang } from '@offerpilot/shared';
import { trimEndOf } from '@offerpilot/shared';
import { z } from 'zod';
import { COMPANY, ROLE, withPlaceholders } from '../text/placeholders.ts';
import { STOPWORDS } from '../text/stopwords.ts';
import { canonicalOf } from '../text/synonyms.ts';
import { normalizeSpellings, segment } from '../text/tokenize.ts';
import { stemmer } from 'stemmer';
import { classics } from './classics.ts';
import unheld from './unheld.json' with { type: 'json' };

/**
 * The nearest way a classic is asked: each classic holds many hand-written wordings of how interviewers ask it
 * (`asked` in classics.json, formal and spoken, naming a company or a role, with lead-in chatter); an asked
 * question is compared with each of them as a set of content words, weighted by rarity among all wordings
 * (cosine of idf-weighted term sets), after names are read as placeholders (`withPlaceholders`).
 */

/** Spoken fillers and chatter that name nothing (the question's words are what is compared). */
const FILLERS: ReadonlySet<string> = new Set(
  `um uh er erm okay ok so well yeah yes right alright like just really actually basically kind sort bit little
  thanks thank cool sure one thing things something anything now then let let's please anyway also maybe pretty quite very much
  go ahead get got gonna wanna kick off things before into details coming say said think tell
  you've you're you'd you'll i'm i've i'd it's that's what's there's here's let's wise
  honestly honest frankly curious wondering wonder hypothetical hypothetically
  嗯 呃 啊 那个 这个 就是 然后 那么 这么 好 好的 那 吧 呢 啦 嘛 哈 一下 其实 比如 大概 可能 这边 那边 一般 平时
  觉得 认为 比较 如果 假如 的话 着 时候 还 都 也 就 又 再 一些 有点 挺 很 非常 特别 应该 能够 当时 之前 目前
  接下来 聊聊 聊 到底 啥 一点 尽量 说实话 老实说 坦白说 实话 那种 问个
  说说看 说说 讲讲 谈谈 它 里 顺便 问下 而 跟我`
    .trim()
    .split(/\s+/),
);

/**
 * Synonym groups (text/synonyms.ts) read as one word, except the words whose group is too loose for telling
 * general questions apart ("best" is not "proud", "pick" is not "learn", "number" is not "data").
 */
const OWN_SENSE: ReadonlySet<string> = new Set([
  'best',
  'pick',
  'number',
  'figur',
  'show',
  'present',
  'grow',
  'notic',
]);
/** Words general questions use for one thing, beside the shared groups. */
const GROUPS: string[][] = [
  ['last', 'previou', 'former', 'old'],
  ['job', 'role', 'posit', 'post'],
  ['compani', 'firm', 'employ', 'organis', 'organiz'],
  ['not', 'no', 'never'],
  ['good', 'great'],
  ['上一份', '上家', '上一家', '之前的', '前'],
  ['strength', 'strong', 'strongest', 'asset', 'superpow', 'fort'],
  ['weak', 'weaker', 'weakest', 'shortcom'],
  ['salari', 'compens', 'packag', 'monei', 'earn', 'wage'],
  ['优点', '优势', '长处', '强项', '特长', '长板', '亮点', '闪光点', '最强', '强'],
  ['缺点', '优缺点', '不足', '短板', '短处', '弱项', '弱点', '劣势', '欠缺', '毛病'],
  ['薪资', '薪水', '工资', '薪酬', '待遇', '收入', '年薪', '月薪', '钱'],
  ['离职', '辞职', '跳槽', '离开'],
  ['到岗', '入职', '报到', '上班', '岗'],
  ['压力', '高压', '抗压', '压'],
  ['录用', '招', '聘用'],
];
const sameAs = new Map<string, string>();
for (const group of GROUPS) for (const w of group) sameAs.set(w, group[0] as string);
const canonical = (term: string) => sameAs.get(term) ?? (OWN_SENSE.has(term) ? term : canonicalOf(term));

const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /[\p{L}\p{N}][\p{L}\p{N}'+#.]*/gu;
/** "not" is a stopword for retrieval, but "what are you not good at" is not "what are you good at". */
const NEGATION = /^(?:not|no|never|nothing|\w+n't)$/;

/** A strength denied is a weakness: "not (so) good at", "not that strong", 不太擅长, 做得不够好. */
const NOT_GOOD_EN =
  /\b(?:not|\w+n't) (?:so |that |very |really |particularly |as |too |the )?(?:good|great|strong|strongest|best)\b/gi;
/** 好不好 and 行不行 ask "is it good", they deny nothing. */
const NOT_GOOD_ZH = /(?<![好行强])不(?:太|够|是很|怎么|是特别|大)?(?:擅长|强|好|行|拿手)/g;

/**
 * An interviewer's turn from one question to the next ("okay last one", "next question", 最后一个问题, 换个话题): it
 * frames the question and would read as "any questions for us".
 */
const TRANSITION_EN =
  /\b(?:(?:one )?last (?:one|question)|one more (?:question|thing)|(?:my |the )?(?:next|final) (?:one|question)|switching gears|change of topic|(?:the|my) (?:obvious |big |real |main |actual )?question (?:is|would be|then is)|(?:the|a) question (?:i|we) (?:always |usually |have to |like to )?ask (?:everyone|is))\b/gi;
const TRANSITION_ZH =
  /最后一个问题|最后一题|下一个问题|下一题|再问(?:你)?一个(?:问题)?|换个话题|我们换个方向/g;

/**
 * The lesson asked after a story ("what did you learn from it", 你从中学到了什么): it frames a behavioural
 * question and would read as "learn something new quickly".
 */
const LESSON_EN =
  /\bwhat (?:did|have|would) you (?:learn|learned|take away)(?: from (?:it|that|this|the)(?: experience)?)?\b|\bwhat (?:was|were) (?:the|your) (?:lessons?|takeaways?)(?: learned)?\b|\blessons? (?:you )?learned\b/gi;
const LESSON_ZH =
  /(?:从中|从这件事中?|从这次经历中?)?(?:学到|收获)了?(?:什么|哪些)|有(?:什么|哪些)(?:收获|教训|反思)/g;

/** The content terms of a question for this comparison: stemmed English words, jieba's Chinese words. */
export function askedTerms(text: string, lang: Lang, company?: string | null): string[] {
  const plain = text
    .replace(lang === 'zh' ? TRANSITION_ZH : TRANSITION_EN, ' ')
    .replace(lang === 'zh' ? LESSON_ZH : LESSON_EN, ' ');
  const denied = plain.replace(lang === 'zh' ? NOT_GOOD_ZH : NOT_GOOD_EN, lang === 'zh' ? '弱项' : 'weak');
  const normal = withPlaceholders(normalizeSpellings(denied), lang, company);
  const out: string[] = [];
  const pieces = lang === 'zh' || HAN.test(normal) ? segment(normal) : [normal];
  for (const piece of pieces) {
    if (HAN.test(piece)) {
      if (!STOPWORDS.has(piece) && !FILLERS.has(piece)) out.push(canonical(piece));
      continue;
    }
    for (const raw of piece.match(LATIN_WORD) ?? []) {
      const lower = trimEndOf(raw.toLowerCase(), ".'").replace(/'s$/, '');
      if (NEGATION.test(lower)) {
        out.push('not');
        continue;
      }
      if (STOPWORDS.has(lower) || FILLERS.has(lower)) continue;
      out.push(/[\d.+#]/.test(lower) ? lower : canonical(stemmer(lower)));
    }
  }
  return out;
}

/** The label of the wordings of general questions no classic holds (`unheld.json`). */
const UNHELD = 'unheld';
const unheldList = z.object({ en: z.array(z.string().min(1)), zh: z.array(z.string().min(1)) });

/** The general questions that no classic holds (`unheld.json`), in a language. */
export const unheldQuestions = (lang: Lang): string[] => unheldList.parse(unheld)[lang];

interface Wording {
  label: string;
  terms: Map<string, number>;
  norm: number;
}

interface AskedIndex {
  wordings: Wording[];
  postings: Map<string, number[]>;
  /** Per classic: the share of its wordings that hold each term, times the term's weight (its centroid). */
  centroids: Map<string, { terms: Map<string, number>; norm: number }>;
  weight: (term: string) => number;
}

const PLACEHOLDERS = new Set([COMPANY, ROLE]);
/**
 * The placeholders name what a general question is about (the company or the role): they count as much as a
 * word in one wording of fifty, however many wordings hold them.
 */
const PLACEHOLDER_SHARE = 1 / 50;

const norm = (v: Iterable<number>) => Math.sqrt([...v].reduce((s, w) => s + w * w, 0));

function buildIndex(lang: Lang): AskedIndex {
  const held = classics().flatMap((c) =>
    c.asked
      ? [c.text[lang], ...c.asked[lang]].map((text) => ({
          label: c.id,
          terms: new Set(askedTerms(text, lang)),
        }))
      : [],
  );
  const others = unheldQuestions(lang).map((text) => ({
    label: UNHELD,
    terms: new Set(askedTerms(text, lang)),
  }));
  const docs = [...held, ...others];
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.terms) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;
  const weight = (t: string) =>
    PLACEHOLDERS.has(t) ? Math.log(1 + 1 / PLACEHOLDER_SHARE) : Math.log(1 + n / (df.get(t) ?? 0.5));
  const postings = new Map<string, number[]>();
  const wordings = docs.map((d, i) => {
    const terms = new Map<string, number>();
    for (const t of d.terms) {
      terms.set(t, weight(t));
      let list = postings.get(t);
      if (!list) postings.set(t, (list = []));
      list.push(i);
    }
    return { label: d.label, terms, norm: norm(terms.values()) };
  });
  const sums = new Map<string, { terms: Map<string, number>; count: number }>();
  for (const d of held) {
    let c = sums.get(d.label);
    if (!c) sums.set(d.label, (c = { terms: new Map(), count: 0 }));
    c.count++;
    for (const t of d.terms) c.terms.set(t, (c.terms.get(t) ?? 0) + 1);
  }
  const centroids = new Map<string, { terms: Map<string, number>; norm: number }>();
  for (const [label, c] of sums) {
    const terms = new Map([...c.terms].map(([t, k]) => [t, (k / c.count) * weight(t)]));
    centroids.set(label, { terms, norm: norm(terms.values()) });
  }
  return { wordings, postings, centroids, weight };
}

const indexes = new Map<Lang, AskedIndex>();

/** The classics nearest to an asked question, best first, and how near a question no classic holds is. */
export interface AskedMatch {
  /**
   * Each classic with a wording that shares a word with the question, and its nearness: the mean of the cosine
   * with the classic's nearest wording and with the centroid of all its wordings. Best first.
   */
  ranked: { id: string; score: number }[];
  /** The cosine with the nearest wording of a general question no classic holds (`unheld.json`). */
  unheld: number;
}

/** The classics whose wordings come closest to the asked question (empty when no wording shares a word). */
export function nearestClassics(text: string, lang: Lang, company?: string | null): AskedMatch {
  let index = indexes.get(lang);
  if (!index) indexes.set(lang, (index = buildIndex(lang)));
  const query = new Map([...new Set(askedTerms(text, lang, company))].map((t) => [t, index.weight(t)]));
  const queryNorm = norm(query.values());
  if (queryNorm === 0) return { ranked: [], unheld: 0 };
  const dots = new Map<number, number>();
  for (const [t, w] of query)
    for (const d of index.postings.get(t) ?? []) dots.set(d, (dots.get(d) ?? 0) + w * w);
  const nearest = new Map<string, number>();
  for (const [d, dot] of dots) {
    const wording = index.wordings[d] as Wording;
    const sim = dot / (queryNorm * wording.norm);
    if (sim > (nearest.get(wording.label) ?? 0)) nearest.set(wording.label, sim);
  }
  const ranked: { id: string; score: number }[] = [];
  for (const [id, sim] of nearest) {
    const centroid = index.centroids.get(id);
    if (!centroid) continue;
    let dot = 0;
    for (const [t, w] of query) dot += w * (centroid.terms.get(t) ?? 0);
    ranked.push({ id, score: (sim + dot / (queryNorm * centroid.norm)) / 2 });
  }
  ranked.sort((a, b) => b.score - a.score);
  return { ranked, unheld: nearest.get(UNHELD) ?? 0 };
}
