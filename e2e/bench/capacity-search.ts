// The capacity bench's search for the knee: the most sessions going at once whose question-end-to-first-hint
// p99 stays under the target. Steps double from the first until one misses (or the ceiling is reached), then
// the gap between the most sessions that held and the fewest that missed is halved until it is narrow.
import { pct } from './live.bench.ts';
import { combineGauges, type ServerGauges } from './server-gauges.ts';

/** Questions a p99 needs: of fewer, the nearest rank is the slowest. */
export const P99_QUESTIONS = 100;

/** What one run of a step measured. */
export interface StepRun {
  /** Question end -> first hint delta of each question that got its hint. */
  latencies: number[];
  withoutHint: number;
  gauges: ServerGauges;
  /** Sessions per upstream process, when behind nginx. */
  split: number[] | null;
  /** Load average (1 min) at the run's end. */
  load: number;
}

/** One configuration at some number of sessions: its run, or both runs' questions together. */
export interface Step extends ServerGauges {
  sessions: number;
  /** Questions asked (hinted or not); the percentiles are over the hinted ones. */
  questions: number;
  p50: number;
  p99: number;
  max: number;
  withoutHint: number;
  load: number;
  split: number[] | null;
  /** When the first run missed and the step was run again: that first run alone. */
  firstRun: { questions: number; p99: number } | null;
}

export interface Knee {
  /** Every step in the order run. */
  steps: Step[];
  /** The most sessions that held the target, and the fewest that missed it (null: none did). */
  held: Step | null;
  missed: Step | null;
  /** The ceiling held: the knee lies beyond it. */
  ceilingHeld: boolean;
  /** The time budget ended the search before the gap was narrow. */
  outOfTime: boolean;
}

export interface KneeSearch {
  /** Sessions of the first step. */
  first: number;
  /** Every step is a multiple of it (two processes get equal shares). */
  unit: number;
  /** The most sessions tried. */
  ceiling: number;
  targetMs: number;
  questionsPerSession: number;
  budgetSeconds: number;
  /** Runs `sessions` sessions asking `questions` each; `attempt` counts the runs (a seed for their audio). */
  run(sessions: number, questions: number, attempt: number): Promise<StepRun>;
  /** Told each step as it is judged. */
  onStep(step: Step): void;
}

export const holds = (step: Step, targetMs: number) => step.p99 < targetMs && step.withoutHint === 0;

/**
 * The next number of sessions to try: double the last that held until one misses or the ceiling is reached,
 * then halve the gap (in multiples of `unit`) while it is wider than a quarter of what held (and one unit).
 */
export function nextSessions(
  held: number,
  missed: number | null,
  { first, unit, ceiling }: Pick<KneeSearch, 'first' | 'unit' | 'ceiling'>,
): number | null {
  if (missed === null) return held >= ceiling ? null : Math.min(ceiling, held ? held * 2 : first);
  if (!held || missed - held <= Math.max(unit, held / 4)) return null;
  const middle = unit * Math.round((held + missed) / 2 / unit);
  return middle > held && middle < missed ? middle : null;
}

/** A step's figures over the questions of its runs (the split and load of the last). */
function summarise(sessions: number, runs: StepRun[]): Step {
  const [first, last] = [runs[0] as StepRun, runs.at(-1) as StepRun];
  const latencies = runs.flatMap((r) => r.latencies);
  const withoutHint = runs.reduce((n, r) => n + r.withoutHint, 0);
  return {
    sessions,
    questions: latencies.length + withoutHint,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    max: pct(latencies, 1),
    withoutHint,
    load: last.load,
    split: last.split,
    ...combineGauges(runs.map((r) => r.gauges)),
    firstRun:
      runs.length > 1
        ? { questions: first.latencies.length + first.withoutHint, p99: pct(first.latencies, 0.99) }
        : null,
  };
}

/**
 * Runs a step. A run that misses is not the verdict: below P99_QUESTIONS its "p99" is its slowest question, one
 * stall of a shared machine. The step is run again with enough questions per session to make that many
 * together (at least as many as the first run's), and judged on both runs' questions.
 */
async function measure(search: KneeSearch, sessions: number, attempt: () => number): Promise<Step> {
  const first = await search.run(sessions, search.questionsPerSession, attempt());
  const alone = summarise(sessions, [first]);
  if (holds(alone, search.targetMs) || alone.withoutHint > 0) return alone;
  const more = Math.ceil((P99_QUESTIONS - alone.questions) / sessions);
  const again = await search.run(sessions, Math.max(search.questionsPerSession, more), attempt());
  return summarise(sessions, [first, again]);
}

/** Runs steps until the knee is bracketed (or the ceiling holds, or the time budget is spent). */
export async function findKnee(search: KneeSearch): Promise<Knee> {
  const t0 = performance.now();
  const steps: Step[] = [];
  let [held, missed]: [Step | null, Step | null] = [null, null];
  let runs = 0;
  for (
    let sessions = nextSessions(0, null, search);
    sessions !== null;
    sessions = nextSessions(held?.sessions ?? 0, missed?.sessions ?? null, search)
  ) {
    if ((performance.now() - t0) / 1000 > search.budgetSeconds)
      return { steps, held, missed, ceilingHeld: false, outOfTime: true };
    const step = await measure(search, sessions, () => runs++);
    steps.push(step);
    search.onStep(step);
    if (holds(step, search.targetMs)) held = step;
    else missed = step;
  }
  const ceilingHeld = missed === null && held?.sessions === search.ceiling;
  return { steps, held, missed, ceilingHeld, outOfTime: false };
}
