import type { Lang } from '@offerpilot/shared';
import { searchBank, type BankHit, type BankIndex } from '../retrieval/bank.ts';
import { BIGRAM_MARK, searchTerms } from '../text/tokenize.ts';
import { synonymsOf } from '../text/synonyms.ts';
import { classics, CLASSICS_POSITION } from './classics.ts';
import { generalIntent, questionType, type QuestionType } from './question-type.ts';

/**
 * The types whose questions are asked in nearly every interview in a handful of wordings: they are matched to
 * a classic of the same type by intent (the type's rules), not by shared words with a position's question.
 */
const GENERAL_TYPES: ReadonlySet<QuestionType> = new Set([
  'selfIntroduction',
  'motivation',
  'strengthsWeaknesses',
  'salary',
  'questionsForInterviewer',
]);

/**
 * The claim threshold of the content decision, per language: log(BM25 score) + 2 × precision + recall of the
 * question texts' content words, weighted by rarity. Tuned on batches 1–6 of the retrieve suite (a grid over
 * both thresholds, keeping abstention and top-1 balanced; eval/README.md).
 */
const CLAIM_AT: Record<Lang, number> = { en: 3.5, zh: 4.1 };
/**
 * Words that frame a question rather than name its subject ("what is the difference", "讲一下原理"): two
 * questions sharing only these are not the same question.
 */
const FORM_TERMS: ReadonlySet<string> = new Set([
  ...[
    'differ',
    'differenc',
    'explain',
    'work',
    'mean',
    'compar',
    'versu',
    'vs',
    'defin',
    'use',
    'why',
    'how',
  ],
  ...[
    '区别',
    '差别',
    '不同',
    '解释',
    '原理',
    '作用',
    '含义',
    '意思',
    '对比',
    '比较',
    '为什么',
    '怎么',
    '如何',
  ],
]);
const content = (terms: string[]) =>
  new Set(terms.filter((t) => !FORM_TERMS.has(t.startsWith(BIGRAM_MARK) ? t.slice(1) : t)));
const PRECISION_WEIGHT = 2;
const RECALL_WEIGHT = 1;
/** Candidates within this share of the best score are near ties: the goal's position wins among them. */
const NEAR_TIE = 0.1;
const CANDIDATES = 5;

export interface ClaimOptions {
  /** The goal's position: preferred among near ties. */
  positionSlug?: string;
}

/** The decision: the question claimed (or none), the asked question's type, and the decision's score. */
export interface Claim {
  hit: BankHit | null;
  type: QuestionType;
  score: number;
}

/** A classic's question text in a language (the intent rules name classics by id). */
const classicText = (id: string, lang: Lang) => classics().find((c) => c.id === id)?.text[lang] ?? '';

let classicTypes: Map<string, QuestionType> | undefined;
const typeOfClassic = (id: string) => {
  classicTypes ??= new Map(classics().map((c) => [c.id, c.type]));
  return classicTypes.get(id);
};

/** The share of `from`'s weight whose terms (or a synonym of them) the other side holds. */
function covered(from: Set<string>, to: Set<string>, weigh: (term: string) => number): number {
  let all = 0;
  let hit = 0;
  for (const term of from) {
    const w = weigh(term);
    all += w;
    if (to.has(term) || synonymsOf(term).some((s) => to.has(s))) hit += w;
  }
  return all > 0 ? hit / all : 0;
}

/**
 * Whether the asked question is a question we hold, in other words (PRODUCT.md section 5; used by the hints and
 * by `npm run eval`). A general question (self-introduction, motivation, strengths and weaknesses, salary,
 * questions for us) is matched among the classics of its type. Any other question is matched by content: the
 * best BM25 candidate is claimed only when its score and the overlap of the two question texts (both ways, each
 * word weighted by its rarity) say it is the same question, not one that shares a few words through its key
 * points. The goal's position wins among near ties.
 */
export function claimQuestion(index: BankIndex, text: string, lang: Lang, opts: ClaimOptions = {}): Claim {
  const type = questionType(text, lang);
  if (GENERAL_TYPES.has(type)) {
    const intent = generalIntent(text, lang);
    const byIntent =
      intent && searchBank(index, classicText(intent, lang), lang, { k: 3 }).find((h) => h.id === intent);
    if (byIntent) return { hit: byIntent, type, score: 1 };
    const [hit] = searchBank(index, text, lang, {
      k: 1,
      positionSlug: CLASSICS_POSITION,
      only: true,
      positionBoost: 1,
    }).filter((h) => typeOfClassic(h.id) === type);
    const fallback = classics().find((c) => c.type === type);
    const chosen = hit ?? (fallback && searchBank(index, fallback.text[lang], lang, { k: 1 })[0]);
    return { hit: chosen ?? null, type, score: chosen ? 1 : 0 };
  }
  const hits = searchBank(index, text, lang, { k: CANDIDATES });
  const top = hits[0];
  if (!top) return { hit: null, type, score: 0 };
  const near = hits.filter((h) => h.score >= top.score * (1 - NEAR_TIE));
  const best = near.find((h) => opts.positionSlug && h.question.positionSlug === opts.positionSlug) ?? top;
  const bm25 = index[lang];
  const rare = Math.log(1 + (bm25.items.length + 0.5) / 0.5);
  const weigh = (term: string) =>
    (bm25.postings.get(term)?.idf ?? rare) * (term.startsWith(BIGRAM_MARK) ? bm25.params.bigramWeight : 1);
  const asked = content(searchTerms(text));
  const held = content(searchTerms(best.question.text[lang]));
  const score =
    Math.log(best.score) +
    PRECISION_WEIGHT * covered(held, asked, weigh) +
    RECALL_WEIGHT * covered(asked, held, weigh);
  return { hit: score >= CLAIM_AT[lang] ? best : null, type, score };
}
