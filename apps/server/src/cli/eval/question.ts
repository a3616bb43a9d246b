// Task `question`: is the utterance an interview question? Precision, recall and F1 per language.
import { z } from 'zod';
import { detectQuestion } from '../../ai/detect/question.ts';
import { validCases, type EvalCase, type TaskContext, type TaskMetrics } from './cases.ts';

const questionCase = z.object({
  lang: z.enum(['en', 'zh']),
  text: z.string().min(1),
  expected: z.boolean(),
  file: z.string(),
  line: z.number(),
});

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Precision, recall, F1 and accuracy for each language (a question is the positive class). */
export async function runQuestionTask(cases: EvalCase[], context: TaskContext): Promise<TaskMetrics> {
  const metrics: TaskMetrics = {};
  const valid = validCases(cases, questionCase, context);
  for (const lang of ['en', 'zh'] as const) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    let tn = 0;
    for (const c of valid.filter((v) => v.lang === lang)) {
      const got = detectQuestion(c.text, lang);
      if (got.isQuestion && c.expected) tp++;
      else if (got.isQuestion) fp++;
      else if (c.expected) fn++;
      else tn++;
      if (context.verbose && got.isQuestion !== c.expected)
        context.log(
          `  ${c.expected ? 'missed' : 'false alarm'} ${c.file}:${c.line} ${c.text} (${got.reason})`,
        );
    }
    const n = tp + fp + fn + tn;
    if (!n) continue;
    const precision = tp + fp ? tp / (tp + fp) : 0;
    const recall = tp + fn ? tp / (tp + fn) : 0;
    metrics[`${lang}.precision`] = round(precision);
    metrics[`${lang}.recall`] = round(recall);
    metrics[`${lang}.f1`] = round(precision + recall ? (2 * precision * recall) / (precision + recall) : 0);
    metrics[`${lang}.accuracy`] = round((tp + tn) / n);
    metrics[`${lang}.cases`] = n;
  }
  return metrics;
}
