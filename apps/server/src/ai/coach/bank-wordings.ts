import type { Lang } from '@offerpilot/shared';
import { z } from 'zod';
import type { BankQuestion } from '../retrieval/bank.ts';
import shipped from './bank-wordings.json' with { type: 'json' };

/**
 * Other words for the job center's questions (`bank-wordings.json`): per seed question, a few ways an interviewer
 * asks it (reworded, spoken with fillers, shortened), and a few near misses: questions of the same field and form
 * that ask something else (a neighbouring concept, another subject of the same task, the other direction, another
 * party), each written by hand from the question alone. Each entry keeps the text it was written for: a question
 * whose text has since changed (an edit, an import) has neither, so a stale wording never speaks for a question
 * that asks something else.
 */
const perLang = z.object({ en: z.array(z.string().min(1)), zh: z.array(z.string().min(1)) });
const entrySchema = z.object({
  text: z.object({ en: z.string().min(1), zh: z.string().min(1) }),
  asked: perLang,
  nearMisses: perLang,
});
const fileSchema = z.record(z.string(), entrySchema);
type Entry = z.infer<typeof entrySchema>;

let parsed: Map<string, Entry> | undefined;
const entries = () => (parsed ??= new Map(Object.entries(fileSchema.parse(shipped))));

/** A question's entry in a language, when it was written for its present text. */
function entryOf(question: BankQuestion, lang: Lang): Entry | undefined {
  const entry = entries().get(question.id);
  return entry && entry.text[lang].trim() === question.text[lang].trim() ? entry : undefined;
}

/** Every entry's texts in a language: the question it was written for, its wordings and its near misses. */
export const allWordingTexts = (lang: Lang): { text: string; asked: string[]; nearMisses: string[] }[] =>
  [...entries().values()].map((e) => ({
    text: e.text[lang],
    asked: e.asked[lang],
    nearMisses: e.nearMisses[lang],
  }));

/** The wordings of a question in a language, when they were written for its present text. */
export const wordingsOf = (question: BankQuestion, lang: Lang): string[] =>
  entryOf(question, lang)?.asked[lang] ?? [];

/** The near misses of a question in a language (asked, they are not it), when written for its present text. */
export const nearMissesOf = (question: BankQuestion, lang: Lang): string[] =>
  entryOf(question, lang)?.nearMisses[lang] ?? [];
