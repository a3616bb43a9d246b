// Fits the report engine's grade model (ai/report/grade-model.ts) on graded answers:
//   npm run fit-scorer -- FILE.jsonl ... [--write] [--out=FILE]
// Prints, per language and file, Spearman's correlation of the score with the grades when that file is left out
// of the fit (what the model does on answers it was not fitted on), beside the shipped weights' on the same file;
// with --write, fits on every file and writes the weights to ai/report/grade-weights.json (or --out's file). Name only graded files
// that have been run once: a sealed file fitted on is no longer held out.
import { writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '@offerpilot/shared';
import { classicBankQuestions } from '../ai/coach/classics.ts';
import { fitGradeWeights, gradeToScore, predictGrade, type GradedReading } from '../ai/report/grade-model.ts';
import { scoreAnswer } from '../ai/report/score-answer.ts';
import { buildBankIndex } from '../ai/retrieval/bank.ts';
import { loadSeedBank } from '../ai/retrieval/seed-bank.ts';
import { invocationDir } from '../env.ts';
import { readCases, round } from './eval/cases.ts';
import { gradedCases, scoreInputOf, spearman } from './eval/score.ts';

const WEIGHTS_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'ai',
  'report',
  'grade-weights.json',
);
const LAMBDA = 0.3;

interface Row extends GradedReading {
  file: string;
  lang: Lang;
  shipped: number;
}

/** Reads the graded files into readings (what the engine measures), with the shipped score of each. */
function readRows(files: string[]): { rows: Row[]; errors: string[] } {
  const { cases, errors } = readCases(files);
  const context = { verbose: false, log: () => undefined, error: (l: string) => errors.push(l) };
  const bank = loadSeedBank();
  const index = buildBankIndex(bank);
  const withClassics = buildBankIndex([...bank, ...classicBankQuestions()]);
  const rows = gradedCases(
    cases.filter((c) => c.task === 'score'),
    context,
  ).map((c) => {
    const scored = scoreAnswer(scoreInputOf(c, index, withClassics).input);
    return {
      file: basename(c.file),
      lang: c.lang,
      grade: c.grade,
      reading: scored.reading,
      shipped: scored.score,
    };
  });
  return { rows, errors };
}

/**
 * Each file's Spearman with the file left out of the fit, and the shipped weights' on it, per language; then the
 * mean over files and every answer pooled (each scored by the fit that left its own file out).
 */
function leaveOneFileOut(rows: Row[]): string[] {
  const lines: string[] = [];
  for (const lang of ['en', 'zh'] as const) {
    const mine = rows.filter((r) => r.lang === lang);
    const files = [...new Set(mine.map((r) => r.file))].sort();
    const pooled: { out: number; shipped: number; grade: number }[] = [];
    let outSum = 0;
    let shippedSum = 0;
    for (const file of files) {
      const weights = fitGradeWeights(
        mine.filter((r) => r.file !== file),
        LAMBDA,
      );
      const test = mine
        .filter((r) => r.file === file)
        .map((r) => ({
          out: gradeToScore(predictGrade(r.reading, weights)),
          shipped: r.shipped,
          grade: r.grade,
        }));
      pooled.push(...test);
      const out = correlate(test, 'out');
      const shipped = correlate(test, 'shipped');
      outSum += out;
      shippedSum += shipped;
      lines.push(
        `  ${lang} ${file.padEnd(28)} left out ${round(out)}  shipped ${round(shipped)}  (${test.length})`,
      );
    }
    if (files.length)
      lines.push(
        `  ${lang} mean over ${files.length} files: left out ${round(outSum / files.length)}, shipped ${round(shippedSum / files.length)}`,
        `  ${lang} all ${pooled.length} answers pooled: left out ${round(correlate(pooled, 'out'))}, shipped ${round(correlate(pooled, 'shipped'))}`,
      );
  }
  return lines;
}

/** Spearman of one kind of score with the grades. */
const correlate = (scored: { out: number; shipped: number; grade: number }[], by: 'out' | 'shipped') =>
  spearman(
    scored.map((s) => s[by]),
    scored.map((s) => s.grade),
  );

function main(argv: string[]): number {
  const write = argv.includes('--write');
  const outArg = argv.find((a) => a.startsWith('--out='));
  const out = outArg ? resolve(invocationDir(), outArg.slice('--out='.length)) : WEIGHTS_FILE;
  const files = argv.filter((a) => !a.startsWith('--')).map((f) => resolve(invocationDir(), f));
  if (files.length === 0 || argv.some((a) => a.startsWith('--') && a !== '--write' && a !== outArg)) {
    console.error('usage: npm run fit-scorer -- FILE.jsonl ... [--write] [--out=FILE]');
    return 2;
  }
  const { rows, errors } = readRows(files);
  for (const error of errors) console.error(`error: ${error}`);
  if (errors.length) return 1;
  for (const line of leaveOneFileOut(rows)) console.log(line);
  if (write) {
    const fitted = Object.fromEntries(
      (['en', 'zh'] as const).map((lang) => [
        lang,
        fitGradeWeights(
          rows.filter((r) => r.lang === lang),
          LAMBDA,
        ),
      ]),
    );
    const about = {
      files: [...new Set(rows.map((r) => r.file))].sort(),
      answers: {
        en: rows.filter((r) => r.lang === 'en').length,
        zh: rows.filter((r) => r.lang === 'zh').length,
      },
      lambda: LAMBDA,
    };
    writeFileSync(out, `${JSON.stringify({ about, ...fitted }, null, 2)}\n`);
    console.log(`wrote ${out}`);
  }
  return 0;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
