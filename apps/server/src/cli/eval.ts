// Quality evaluation of the offline engine (README "Evaluation"):
//   npm run eval -- [FILE.jsonl ...] [--json] [--verbose]
// With no files it runs every shipped suite in apps/server/eval/*.jsonl. Prints metrics per task; with
// --json the metrics also as one JSON object on the last line. Exit code 1 when a line or a task was bad.
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCases, type EvalCase, type TaskMetrics, type TaskRunner } from './eval/cases.ts';
import { runQuestionTask } from './eval/question.ts';
import { runRetrieveTask } from './eval/retrieve.ts';
import { runScoreTask } from './eval/score.ts';
import { invocationDir } from '../env.ts';

/** Every task the runner knows; a case naming another task is an error. */
export const TASKS: Record<string, TaskRunner> = {
  question: runQuestionTask,
  retrieve: runRetrieveTask,
  score: runScoreTask,
};

/** The shipped suites: apps/server/eval/*.jsonl. */
export function shippedSuites(): string[] {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'eval');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => join(dir, f));
}

/** The outcome of a run: metrics per task, the report lines, and every error met. */
export interface EvalResult {
  metrics: Record<string, TaskMetrics>;
  lines: string[];
  errors: string[];
}

/** Reads the suites, runs each task's cases through its runner and collects the metrics. */
export async function runEval(files: string[], verbose = false): Promise<EvalResult> {
  const { cases, errors } = readCases(files);
  const lines: string[] = [];
  const metrics: Record<string, TaskMetrics> = {};
  const byTask = new Map<string, EvalCase[]>();
  for (const c of cases) byTask.set(c.task, [...(byTask.get(c.task) ?? []), c]);
  for (const [task, list] of byTask) {
    const run = TASKS[task];
    if (!run) {
      errors.push(
        `unknown task "${task}" (${list.length} cases, first at ${list[0]?.file}:${list[0]?.line})`,
      );
      continue;
    }
    const detail: string[] = [];
    const context = { verbose, log: (l: string) => detail.push(l), error: (l: string) => errors.push(l) };
    try {
      metrics[task] = await run(list, context);
    } catch (err) {
      errors.push(`task ${task} failed: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    lines.push(`${task} (${list.length} cases)`, ...formatMetrics(metrics[task]), ...detail);
  }
  return { metrics, lines, errors };
}

/** Metrics as aligned `name value` lines. */
function formatMetrics(m: TaskMetrics): string[] {
  const width = Math.max(...Object.keys(m).map((k) => k.length));
  return Object.entries(m).map(([k, v]) => `  ${k.padEnd(width)}  ${v}`);
}

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const verbose = argv.includes('--verbose');
  const unknown = argv.filter((a) => a.startsWith('--') && a !== '--json' && a !== '--verbose');
  if (unknown.length) {
    console.error(
      `unknown option ${unknown.join(' ')}; usage: npm run eval -- [FILE.jsonl ...] [--json] [--verbose]`,
    );
    return 2;
  }
  // npm runs scripts from the root: name files relative to where the command was typed.
  const cwd = invocationDir();
  const named = argv.filter((a) => !a.startsWith('--')).map((f) => resolve(cwd, f));
  const result = await runEval(named.length ? named : shippedSuites(), verbose);
  for (const line of result.lines) console.log(line);
  for (const error of result.errors) console.error(`error: ${error}`);
  if (json) console.log(JSON.stringify(result.metrics));
  return result.errors.length ? 1 : 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
