// Task `retrieve`: a paraphrase of a bank (or classic) question must find that question in the whole bank and
// the hints must claim it; a question neither holds (`expected: "none"`) must be claimed by nothing.
import { z } from 'zod';
import { claimQuestion } from '../../ai/coach/claim.ts';
import { classicBankQuestions } from '../../ai/coach/classics.ts';
import { buildBankIndex, searchBank } from '../../ai/retrieval/bank.ts';
import { loadSeedBank } from '../../ai/retrieval/seed-bank.ts';
import { validCases, type EvalCase, type TaskContext, type TaskMetrics, round } from './cases.ts';

const retrieveCase = z.object({
  lang: z.enum(['en', 'zh']),
  text: z.string().min(1),
  /** A bank or classic question id, or `none`: a question neither holds. */
  expected: z.string().min(1),
  file: z.string(),
  line: z.number(),
});

/**
 * Per language: top-1 (the expected question is the one the hints claim), bm25Top3 (it is among the lexical
 * search's first three: a diagnostic of BM25 alone, which the claim no longer relies on for general questions), abstain (the share of `none` cases claimed by nothing), and the mean time of search and claim.
 */
export async function runRetrieveTask(cases: EvalCase[], context: TaskContext): Promise<TaskMetrics> {
  const valid = validCases(cases, retrieveCase, context);
  const bank = [...loadSeedBank(), ...classicBankQuestions()];
  const index = buildBankIndex(bank);
  const known = new Set(bank.map((q) => q.id));
  const tally = { all: [0, 0, 0], en: [0, 0, 0], zh: [0, 0, 0] };
  const none = { all: [0, 0], en: [0, 0], zh: [0, 0] };
  let searchMs = 0;
  for (const c of valid) {
    if (c.expected !== 'none' && !known.has(c.expected)) {
      context.error(`${c.file}:${c.line}: expected: no bank question ${c.expected}`);
      continue;
    }
    const started = performance.now();
    const claim = claimQuestion(index, c.text, c.lang);
    const hits = c.expected === 'none' ? [] : searchBank(index, c.text, c.lang, { k: 3 });
    searchMs += performance.now() - started;
    const claimed = claim.hit?.id ?? 'none';
    if (c.expected === 'none') {
      for (const t of [none.all, none[c.lang]]) {
        t[0] = (t[0] ?? 0) + 1;
        if (claimed === 'none') t[1] = (t[1] ?? 0) + 1;
      }
      if (context.verbose && claimed !== 'none')
        context.log(`  claimed ${c.file}:${c.line} ${claimed} (${claim.score.toFixed(2)}) for "${c.text}"`);
      continue;
    }
    const rank = hits.findIndex((h) => h.id === c.expected);
    for (const t of [tally.all, tally[c.lang]]) {
      t[0] = (t[0] ?? 0) + 1;
      if (claimed === c.expected) t[1] = (t[1] ?? 0) + 1;
      if (rank >= 0) t[2] = (t[2] ?? 0) + 1;
    }
    if (context.verbose && claimed !== c.expected)
      context.log(
        `  miss ${c.file}:${c.line} ${c.expected} claimed ${claimed} (${claim.score.toFixed(2)}), bm25 rank ${rank < 0 ? '>3' : rank + 1}`,
      );
  }
  const metrics: TaskMetrics = {};
  for (const [key, [n = 0, top1 = 0, top3 = 0]] of Object.entries(tally)) {
    const prefix = key === 'all' ? '' : `${key}.`;
    metrics[`${prefix}top1`] = n ? round(top1 / n) : 0;
    metrics[`${prefix}bm25Top3`] = n ? round(top3 / n) : 0;
    metrics[`${prefix}cases`] = n;
    const [m = 0, abstained = 0] = none[key as keyof typeof none];
    metrics[`${prefix}abstain`] = m ? round(abstained / m) : 0;
    metrics[`${prefix}noneCases`] = m;
  }
  metrics.msPerQuery = round(searchMs / Math.max(1, (tally.all[0] ?? 0) + (none.all[0] ?? 0)));
  return metrics;
}
