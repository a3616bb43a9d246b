import { readFileSync } from 'node:fs';
import type { z } from 'zod';

/** One line of a suite: its task, where it came from, and the task's own fields (checked by the task). */
export interface EvalCase {
  task: string;
  file: string;
  line: number;
  [field: string]: unknown;
}

/** A metric to three decimals, as every runner prints it. */
export const round = (x: number) => Math.round(x * 1000) / 1000;

/** Metrics of one task, flat so every runner (and the JSON line) has the same shape. */
export type TaskMetrics = Record<string, number>;

/** What a runner may print besides its metrics: misses with --verbose, and cases it could not use. */
export interface TaskContext {
  verbose: boolean;
  log: (line: string) => void;
  /** Reports a bad case (skipped): the message should start with `at(case)`. */
  error: (line: string) => void;
}

/** Runs the cases of one task and returns its metrics. */
export type TaskRunner = (cases: EvalCase[], context: TaskContext) => Promise<TaskMetrics>;

/** Where a case came from, for error messages. */
export function at(c: EvalCase): string {
  return `${c.file}:${c.line}`;
}

/** The cases a task can use, parsed by its schema; the others are reported with their line and skipped. */
export function validCases<T>(cases: EvalCase[], schema: z.ZodType<T>, context: TaskContext): T[] {
  const out: T[] = [];
  for (const c of cases) {
    const result = schema.safeParse(c);
    if (result.success) out.push(result.data);
    else {
      const [issue] = result.error.issues;
      context.error(`${at(c)}: ${issue?.path.join('.') || 'case'}: ${issue?.message ?? 'invalid'}`);
    }
  }
  return out;
}

/**
 * Reads JSONL suites: one object a line; blank lines and lines starting with // are skipped. A line that
 * is not a JSON object with a string `task` becomes an error with its file and line number.
 */
export function readCases(files: string[]): { cases: EvalCase[]; errors: string[] } {
  const cases: EvalCase[] = [];
  const errors: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      errors.push(`${file}: cannot read (${err instanceof Error ? err.message : String(err)})`);
      continue;
    }
    text.split(/\r?\n/).forEach((raw, i) => {
      const source = raw.trim();
      if (!source || source.startsWith('//')) return;
      const where = `${file}:${i + 1}`;
      let value: unknown;
      try {
        value = JSON.parse(source);
      } catch (err) {
        errors.push(`${where}: not JSON (${err instanceof Error ? err.message : String(err)})`);
        return;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        errors.push(`${where}: not a JSON object`);
      } else if (typeof (value as { task?: unknown }).task !== 'string') {
        errors.push(`${where}: no "task"`);
      } else {
        cases.push({ ...(value as { task: string }), file, line: i + 1 });
      }
    });
  }
  return { cases, errors };
}
