import type { Lang } from '@offerpilot/shared';
import { z } from 'zod';
import { buildBm25, searchBm25, weightedQuery, type Bm25Index } from '../retrieval/bm25.ts';
import { QUESTION_TEXT_WEIGHT, type BankIndex, type BankQuestion } from '../retrieval/bank.ts';
import { synonymsOf } from '../text/synonyms.ts';
import { searchTerms } from '../text/tokenize.ts';
import shipped from './bank-wordings.json' with { type: 'json' };

/**
 * Other words for the job center's questions (`bank-wordings.json`): per seed question, a few ways an interviewer
 * asks it (reworded, spoken with fillers, shortened), written by hand from the question alone. Each entry keeps
 * the text it was written for: a question whose text has since changed (an edit, an import) has no wordings,
 * so a stale wording never speaks for a question that asks something else.
 */
const entrySchema = z.object({
  text: z.object({ en: z.string().min(1), zh: z.string().min(1) }),
  asked: z.object({ en: z.array(z.string().min(1)), zh: z.array(z.string().min(1)) }),
});
const fileSchema = z.record(z.string(), entrySchema);
type Entry = z.infer<typeof entrySchema>;

let parsed: Map<string, Entry> | undefined;
const entries = () => (parsed ??= new Map(Object.entries(fileSchema.parse(shipped))));

/** The wordings of a question in a language, when they were written for its present text. */
export function wordingsOf(question: BankQuestion, lang: Lang): string[] {
  const entry = entries().get(question.id);
  return entry && entry.text[lang].trim() === question.text[lang].trim() ? entry.asked[lang] : [];
}

/** A wording of a bank question, as the wordings index holds it. */
export interface Wording {
  question: BankQuestion;
  text: string;
}

const indexes = new WeakMap<BankIndex, Record<Lang, Bm25Index<Wording>>>();

/** One BM25 index per language over the wordings of the bank index's questions (built once per bank index). */
function wordingIndex(index: BankIndex, lang: Lang): Bm25Index<Wording> {
  let built = indexes.get(index);
  if (!built) {
    const build = (l: Lang) =>
      buildBm25(
        index[l].items.flatMap((question) =>
          wordingsOf(question, l).map((text) => ({
            item: { question, text },
            fields: [{ terms: searchTerms(text), weight: QUESTION_TEXT_WEIGHT }],
          })),
        ),
        index[l].params,
      );
    built = { en: build('en'), zh: build('zh') };
    indexes.set(index, built);
  }
  return built[lang];
}

/** Builds the wordings' indexes of a bank index now (about 0.25 s), not at the first question asked. */
export function warmWordings(index: BankIndex): void {
  wordingIndex(index, 'en');
  wordingIndex(index, 'zh');
}

/** The wordings nearest an asked question by BM25, best first: the questions they word are candidates too. */
export function searchWordings(index: BankIndex, text: string, lang: Lang, k: number): Wording[] {
  const words = wordingIndex(index, lang);
  if (words.items.length === 0) return [];
  const query = weightedQuery(searchTerms(text), words.params, synonymsOf);
  return searchBm25(words, query, k).map((h) => h.item);
}
