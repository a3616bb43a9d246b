// Task `score`: the offline report engine against answers graded by a person (rubric in eval/SCORING.md).
import type { Lang } from '@offerpilot/shared';
import { z } from 'zod';
import { claimQuestion } from '../../ai/coach/claim.ts';
import { CLASSICS_POSITION, classicBankQuestions } from '../../ai/coach/classics.ts';
import { overlap, termBag } from '../../ai/report/terms.ts';
import { scoreAnswer, type ScoreInput } from '../../ai/report/score-answer.ts';
import {
  buildBankIndex,
  questionsNear,
  searchBank,
  type BankIndex,
  type BankQuestion,
} from '../../ai/retrieval/bank.ts';
import { loadSeedBank } from '../../ai/retrieval/seed-bank.ts';
import { validCases, type EvalCase, type TaskContext, type TaskMetrics, round } from './cases.ts';

/** Ranks from 1, ties sharing the average of the ranks they span. */
export function averageRanks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.[0] === order[start]?.[0]) end++;
    for (let k = start; k <= end; k++) ranks[order[k]?.[1] as number] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return ranks;
}

function pearson(x: number[], y: number[]): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - mx;
    const dy = (y[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's rank correlation (Pearson on average ranks, so ties are handled); 0 for fewer than 2 pairs. */
export function spearman(x: number[], y: number[]): number {
  if (x.length !== y.length) throw new Error('spearman: lengths differ');
  if (x.length < 2) return 0;
  return pearson(averageRanks(x), averageRanks(y));
}

/** How closely a case's question must match a bank question's text (both ways) to borrow its key points. */
const SAME_QUESTION = 0.5;

/** The bank question a case asks, when retrieval finds one that says nearly the same thing. */
export function matchBankQuestion(index: BankIndex, question: string, lang: Lang): BankQuestion | undefined {
  const top = searchBank(index, question, lang, { k: 1 })[0]?.question;
  if (!top) return undefined;
  const asked = termBag(question, lang);
  const bank = termBag(top.text[lang], lang);
  const same = Math.min(overlap(asked, bank, lang), overlap(bank, asked, lang));
  return same >= SAME_QUESTION ? top : undefined;
}

/**
 * The classic a case asks when the bank holds no such question, by the hints' own decision (claim.ts): a mock
 * interview that asks a classic scores its answers against the classic's key points and frame, and so does this.
 */
export function claimedClassic(index: BankIndex, question: string, lang: Lang): BankQuestion | undefined {
  const hit = claimQuestion(index, question, lang).hit;
  return hit?.question.positionSlug === CLASSICS_POSITION ? hit.question : undefined;
}

/**
 * A graded case as the report engine sees it: key points and frame borrowed from the bank question it asks, when
 * retrieval finds it, or else from the classic the hints claim for it, and the bank questions nearest the answer
 * as the others it may fit, as a mock report does. Shared by the eval and the grade model's fit.
 */
export function scoreInputOf(
  c: { lang: Lang; question: string; answer: string; durationMs?: number | undefined },
  index: BankIndex,
  withClassics: BankIndex,
): { input: ScoreInput; found?: 'bank' | 'classic' } {
  const inBank = matchBankQuestion(index, c.question, c.lang);
  const q = inBank ?? claimedClassic(withClassics, c.question, c.lang);
  const input: ScoreInput = {
    lang: c.lang,
    question: c.question,
    answer: c.answer,
    keyPoints: q?.keyPoints[c.lang],
    frameType: q?.frame.type,
    durationMs: c.durationMs,
    elsewhere: q ? questionsNear(withClassics, c.answer, c.lang, q.id) : [],
  };
  return q ? { input, found: inBank ? 'bank' : 'classic' } : { input };
}

const scoreCase = z.object({
  lang: z.enum(['en', 'zh']),
  question: z.string().min(1),
  answer: z.string(),
  grade: z.number().int().min(1).max(5),
  durationMs: z.number().int().positive().optional(),
  file: z.string(),
  line: z.number(),
});

/** The graded cases of score files, parsed (bad lines reported and skipped). */
export const gradedCases = (cases: EvalCase[], context: TaskContext) => validCases(cases, scoreCase, context);

interface Scored {
  lang: Lang;
  score: number;
  grade: number;
  where: string;
}

/** With --verbose: the cases whose score rank is furthest from their grade rank, for looking into. */
function logDisagreements(scored: Scored[], context: TaskContext): void {
  const byScore = averageRanks(scored.map((s) => s.score));
  const byGrade = averageRanks(scored.map((s) => s.grade));
  scored
    .map((s, i) => ({ ...s, gap: (byScore[i] as number) - (byGrade[i] as number) }))
    .sort((a, b) => Math.abs(b.gap) - Math.abs(a.gap))
    .slice(0, 10)
    .forEach((s) => context.log(`  far apart: ${s.where} grade ${s.grade} score ${s.score}`));
}

/**
 * Task `score`: scores every answer with the offline engine (key points and frame borrowed from the bank
 * question it asks, when retrieval finds it, or else from the classic the hints claim for it; the bank questions
 * nearest the answer as the others it may fit, as a mock report does) and gives Spearman's correlation with the
 * graded answers, overall and per language.
 */
export async function runScoreTask(
  cases: EvalCase[],
  context: TaskContext,
  bank: BankQuestion[] = loadSeedBank(),
): Promise<TaskMetrics> {
  const valid = gradedCases(cases, context);
  const index = buildBankIndex(bank);
  const withClassics = buildBankIndex([...bank, ...classicBankQuestions()]);
  let matched = 0;
  let classic = 0;
  const started = performance.now();
  const scored: Scored[] = valid.map((c) => {
    const { input, found } = scoreInputOf(c, index, withClassics);
    if (found === 'bank') matched++;
    else if (found === 'classic') classic++;
    const { score } = scoreAnswer(input);
    return { lang: c.lang, score, grade: c.grade, where: `${c.file}:${c.line}` };
  });
  const elapsed = performance.now() - started;
  const correlate = (part: Scored[]) =>
    round(
      spearman(
        part.map((s) => s.score),
        part.map((s) => s.grade),
      ),
    );
  const metrics: TaskMetrics = { spearman: correlate(scored), cases: scored.length };
  for (const lang of ['en', 'zh'] as const) {
    const part = scored.filter((s) => s.lang === lang);
    metrics[`${lang}.spearman`] = correlate(part);
    metrics[`${lang}.cases`] = part.length;
  }
  metrics.bankMatched = matched;
  metrics.classicMatched = classic;
  metrics.msPerCase = round(elapsed / Math.max(1, scored.length));
  if (context.verbose) logDisagreements(scored, context);
  return metrics;
}
