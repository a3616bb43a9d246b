import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classicBankQuestions } from '../../ai/coach/classics.ts';
import { scoreAnswer } from '../../ai/report/score-answer.ts';
import { buildBankIndex } from '../../ai/retrieval/bank.ts';
import { loadSeedBank } from '../../ai/retrieval/seed-bank.ts';
import { readCases } from './cases.ts';
import { averageRanks, claimedClassic, runScoreTask, spearman } from './score.ts';

describe('spearman', () => {
  it('gives tied values the average of their ranks', () => {
    expect(averageRanks([10, 20, 20, 30, 40])).toEqual([1, 2.5, 2.5, 4, 5]);
    expect(averageRanks([3, 1, 3, 3])).toEqual([3, 1, 3, 3]);
  });

  it('matches a hand-computed value with ties in both series', () => {
    // Ranks x: 1, 2.5, 2.5, 4, 5; ranks y: 1, 3, 2, 4.5, 4.5; Σdxdy = 9, Σdx² = Σdy² = 9.5, so 18/19.
    expect(spearman([1, 2, 2, 3, 4], [1, 3, 2, 4, 4])).toBeCloseTo(18 / 19, 10);
  });

  it('is 1 for the same order, -1 for the reverse, 0 for a constant series', () => {
    expect(spearman([1, 5, 9], [2, 3, 100])).toBe(1);
    expect(spearman([1, 2, 3], [3, 2, 1])).toBe(-1);
    expect(spearman([1, 2, 3], [4, 4, 4])).toBe(0);
  });
});

describe('runScoreTask', () => {
  const file = fileURLToPath(new URL('../../../eval/score.jsonl', import.meta.url));
  const { cases, errors } = readCases([file]);
  const context = () => {
    const seen = { errors: [] as string[], logs: [] as string[] };
    return {
      seen,
      verbose: true,
      log: (l: string) => seen.logs.push(l),
      error: (l: string) => seen.errors.push(l),
    };
  };

  it('ships at least 120 graded cases in both languages', () => {
    expect(errors).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(120);
    expect(new Set(cases.map((c) => c.lang))).toEqual(new Set(['en', 'zh']));
    expect(cases.every((c) => c.task === 'score')).toBe(true);
  });

  it('correlates the engine with the graded suite at Spearman >= 0.7 overall and per language', async () => {
    const ctx = context();
    const m = await runScoreTask(cases, ctx);
    expect(ctx.seen.errors).toEqual([]);
    expect(m.cases).toBe(cases.length);
    expect((m['en.cases'] ?? 0) + (m['zh.cases'] ?? 0)).toBe(cases.length);
    expect(m.spearman).toBeGreaterThanOrEqual(0.7);
    expect(m['en.spearman']).toBeGreaterThanOrEqual(0.7);
    expect(m['zh.spearman']).toBeGreaterThanOrEqual(0.7);
    expect(m.bankMatched).toBeGreaterThan(cases.length / 2);
    expect(ctx.seen.logs).toHaveLength(10);
  });

  it('reports a case without a grade in 1..5 and skips it', async () => {
    const ctx = context();
    const bad = {
      task: 'score',
      lang: 'en',
      question: 'Why?',
      answer: 'Because.',
      grade: 7,
      file: 'x.jsonl',
      line: 3,
    };
    const m = await runScoreTask([bad], ctx, []);
    expect(m.cases).toBe(0);
    expect(ctx.seen.errors[0]).toMatch(/^x\.jsonl:3: grade/);
  });
});

describe('a question the bank does not hold', () => {
  const index = buildBankIndex([...loadSeedBank(), ...classicBankQuestions()]);
  const question = 'So what kind of salary are you hoping for in this role?';
  const onPoint =
    'From what recruiters and job postings show for this level in Shanghai, I am looking at 28 to 32k a month ' +
    'before tax; 28k is the lowest I would take, and I am flexible if the bonus or stock options are good.';
  const elsewhere =
    'I have spent six years in retail analytics, first at a supermarket chain in Hangzhou where I built the ' +
    'weekly sales dashboards for 120 stores, then at an e-commerce start-up where I led a team of three and ' +
    'cut the report turnaround from two days to four hours with Airflow and dbt. I enjoy mentoring juniors.';

  it('is scored against the key points of the classic the hints claim for it', () => {
    const classic = claimedClassic(index, question, 'en');
    expect(classic?.id).toBe('classic-salary');
    const score = (answer: string) =>
      scoreAnswer({
        lang: 'en',
        question,
        answer,
        keyPoints: classic?.keyPoints.en,
        frameType: classic?.frame.type,
      }).score;
    // A figure with its basis answers the question; a number-rich career story does not.
    expect(score(onPoint)).toBeGreaterThan(score(elsewhere) + 20);
  });

  it('claims no classic for a position question asked in its own words', () => {
    expect(claimedClassic(index, 'How would you shard a MySQL table of orders by user id?', 'en')).toBe(
      undefined,
    );
  });
});
