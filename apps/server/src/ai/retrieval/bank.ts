import type { Lang } from '@offerpilot/shared';
import type { Bilingual, BilingualList } from '../../db/schema.ts';
import { synonymsOf } from '../text/synonyms.ts';
import { detectLang, searchTerms } from '../text/tokenize.ts';
import {
  buildBm25,
  DEFAULT_BM25,
  searchBm25,
  weightedQuery,
  type Bm25Index,
  type Bm25Params,
} from './bm25.ts';

/** A question of the job center's bank: the columns of `bank_questions` plus its position's slug. */
export interface BankQuestion {
  id: string;
  positionSlug: string;
  kind: string;
  competency: string;
  text: Bilingual;
  keyPoints: BilingualList;
  frame: { type: string } & BilingualList;
}

/** How much a word of the question text counts against a word of its key points. */
export const QUESTION_TEXT_WEIGHT = 3;

/** One BM25 index per language, so idf and length normalisation compare like with like. */
export type BankIndex = Record<Lang, Bm25Index<BankQuestion>>;

/** A ranked bank question. */
export interface BankHit {
  id: string;
  score: number;
  question: BankQuestion;
}

export interface BankSearchOptions {
  k?: number;
  /** The position being practised: its questions get `positionBoost`, or are the only ones with `only`. */
  positionSlug?: string;
  positionBoost?: number;
  only?: boolean;
}

/** Indexes the bank in both languages: question text weighted over key points. */
export function buildBankIndex(questions: BankQuestion[], params: Bm25Params = DEFAULT_BM25): BankIndex {
  const build = (lang: Lang) =>
    buildBm25(
      questions.map((q) => ({
        item: q,
        fields: [
          { terms: searchTerms(q.text[lang]), weight: QUESTION_TEXT_WEIGHT },
          { terms: searchTerms(q.keyPoints[lang].join('\n')), weight: 1 },
        ],
      })),
      params,
    );
  return { en: build('en'), zh: build('zh') };
}

/** The bank questions closest to a spoken or typed question, best first (empty when nothing matches). */
export function searchBank(
  index: BankIndex,
  text: string,
  lang: Lang = detectLang(text),
  options: BankSearchOptions = {},
): BankHit[] {
  const { k = 5, positionSlug, positionBoost = 1.25, only = false } = options;
  const factor = positionSlug
    ? (q: BankQuestion) => (q.positionSlug === positionSlug ? positionBoost : only ? 0 : 1)
    : undefined;
  const bm25 = index[lang];
  const query = weightedQuery(searchTerms(text), bm25.params, synonymsOf);
  return searchBm25(bm25, query, k, factor).map((h) => ({
    id: h.item.id,
    score: h.score,
    question: h.item,
  }));
}

/**
 * The bank questions nearest a text other than `except`, in the text's language with their key points: the
 * questions a story told for another question may fit better than the one asked (the report engine's
 * `elsewhere`).
 */
export function questionsNear(
  index: BankIndex,
  text: string,
  lang: Lang,
  except?: string,
  k = 10,
): { question: string; keyPoints: string[] }[] {
  return searchBank(index, text, lang, { k: k + 1 })
    .filter((h) => h.id !== except)
    .slice(0, k)
    .map((h) => ({ question: h.question.text[lang], keyPoints: h.question.keyPoints[lang] }));
}
