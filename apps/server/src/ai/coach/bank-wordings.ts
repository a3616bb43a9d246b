import type { Lang } from '@offerpilot/shared';
import { z } from 'zod';
import type { BankQuestion } from '../retrieval/bank.ts';
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
