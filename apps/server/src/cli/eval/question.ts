// Task `question`: is the utterance an interview question? Precision, recall and F1 per language.
import { z } from 'zod';
import { detectQuestion } from '../../ai/detect/question.ts';
import { validCases, type EvalCase, type TaskContext, type TaskMetrics, round } from './cases.ts';

const questionCase = z.object({
  lang: z.enum(['en', 'zh']),
  text: z.string().min(1),
  expected: z.boolean(),
  /** How the case is written: as a recogniser hands speech over, or as a question reads on paper. */
  style: z.enum(['spoken', 'written']).optional(),
  file: z.string(),
  line: z.number(),
});

/** Precision, recall, F1 and accuracy of a set of cases, under `prefix` (e.g. `en.` or `en.spoken.`). */
function scoreCases(
  cases: z.output<typeof questionCase>[],
  lang: 'en' | 'zh',
  prefix: string,
  metrics: TaskMetrics,
  context: TaskContext,
  log: boolean,
): void {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const c of cases) {
    const got = detectQuestion(c.text, lang);
    if (got.isQuestion && c.expected) tp++;
    else if (got.isQuestion) fp++;
    else if (c.expected) fn++;
    else tn++;
    if (log && context.verbose && got.isQuestion !== c.expected)
      context.log(`  ${c.expected ? 'missed' : 'false alarm'} ${c.file}:${c.line} ${c.text} (${got.reason})`);
  }
  const n = tp + fp + fn + tn;
  if (!n) return;
  const precision = tp + fp ? tp / (tp + fp) : 0;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  metrics[`${prefix}precision`] = round(precision);
  metrics[`${prefix}recall`] = round(recall);
  metrics[`${prefix}f1`] = round(precision + recall ? (2 * precision * recall) / (precision + recall) : 0);
  metrics[`${prefix}accuracy`] = round((tp + tn) / n);
  metrics[`${prefix}cases`] = n;
}

/**
 * Precision, recall, F1 and accuracy for each language (a question is the positive class), and again for the
 * cases marked spoken (recogniser text) and written (questions from real interviews as written).
 */
export async function runQuestionTask(cases: EvalCase[], context: TaskContext): Promise<TaskMetrics> {
  const metrics: TaskMetrics = {};
  const valid = validCases(cases, questionCase, context);
  for (const lang of ['en', 'zh'] as const) {
    const mine = valid.filter((v) => v.lang === lang);
    scoreCases(mine, lang, `${lang}.`, metrics, context, true);
    for (const style of ['spoken', 'written'] as const) {
      const styled = mine.filter((v) => v.style === style);
      scoreCases(styled, lang, `${lang}.${style}.`, metrics, context, false);
    }
  }
  return metrics;
}
