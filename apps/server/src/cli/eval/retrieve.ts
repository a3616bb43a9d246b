// Task `retrieve`: a paraphrase of a bank question must find that question in the whole bank (all positions).
import { z } from 'zod';
import { buildBankIndex, searchBank } from '../../ai/retrieval/bank.ts';
import { loadSeedBank } from '../../ai/retrieval/seed-bank.ts';
import { validCases, type EvalCase, type TaskContext, type TaskMetrics } from './cases.ts';

const retrieveCase = z.object({
  lang: z.enum(['en', 'zh']),
  text: z.string().min(1),
  expected: z.string().min(1),
  file: z.string(),
  line: z.number(),
});

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Top-1 and top-3 accuracy, overall and per language, and the mean search time per query. */
export async function runRetrieveTask(cases: EvalCase[], context: TaskContext): Promise<TaskMetrics> {
  const valid = validCases(cases, retrieveCase, context);
  const bank = loadSeedBank();
  const index = buildBankIndex(bank);
  const known = new Set(bank.map((q) => q.id));
  const tally = { all: [0, 0, 0], en: [0, 0, 0], zh: [0, 0, 0] };
  let searchMs = 0;
  for (const c of valid) {
    if (!known.has(c.expected)) {
      context.error(`${c.file}:${c.line}: expected: no bank question ${c.expected}`);
      continue;
    }
    const started = performance.now();
    const hits = searchBank(index, c.text, c.lang, { k: 3 });
    searchMs += performance.now() - started;
    const rank = hits.findIndex((h) => h.id === c.expected);
    for (const t of [tally.all, tally[c.lang]]) {
      t[0] = (t[0] ?? 0) + 1;
      if (rank === 0) t[1] = (t[1] ?? 0) + 1;
      if (rank >= 0) t[2] = (t[2] ?? 0) + 1;
    }
    if (context.verbose && rank !== 0)
      context.log(
        `  miss (rank ${rank < 0 ? '>3' : rank + 1}) ${c.file}:${c.line} ${c.expected} got ${hits[0]?.id ?? '-'}`,
      );
  }
  const metrics: TaskMetrics = {};
  for (const [key, [n = 0, top1 = 0, top3 = 0]] of Object.entries(tally)) {
    const prefix = key === 'all' ? '' : `${key}.`;
    metrics[`${prefix}top1`] = n ? round(top1 / n) : 0;
    metrics[`${prefix}top3`] = n ? round(top3 / n) : 0;
    metrics[`${prefix}cases`] = n;
  }
  metrics.msPerQuery = round(searchMs / Math.max(1, tally.all[0] ?? 0));
  return metrics;
}
