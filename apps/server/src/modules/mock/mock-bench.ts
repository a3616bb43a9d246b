import { readFileSync } from 'node:fs';
import type { InterviewPlanItem, Lang, MockEvent, MockReport, Report } from '@offerpilot/shared';
import { buildReport, composeReport } from '../../ai/report/index.ts';
import type { LlmProvider } from '../../providers/llm/types.ts';
import type { SeedPosition } from '../../db/seed/seed-schema.ts';
import { classicBankQuestions } from '../../ai/coach/classics.ts';
import { buildBankIndex } from '../../ai/retrieval/bank.ts';
import { loadSeedBank } from '../../ai/retrieval/seed-bank.ts';
import {
  answeredTurns,
  assembleMockReport,
  nearQuestions,
  reportInput,
  type AnsweredTurn,
} from './mock-report.ts';
import type { StoredPlan } from './mock-state.ts';

/** The seed file the benchmark's interview comes from (its first position has 20 questions). */
const SEED = new URL('../../db/seed/positions/software-data.json', import.meta.url);
const ANSWERS = 20;

/** A strong, an average and a weak answer in turn: the key points with numbers, half of them, fillers. */
function answerTo(lang: Lang, keyPoints: string[], i: number): string {
  const sep = lang === 'zh' ? '。' : '. ';
  if (i % 3 === 0) {
    const result =
      lang === 'zh'
        ? '结果延迟降低了40%，错误率从2%降到0.1%'
        : 'As a result latency fell by 40% and errors from 2% to 0.1%';
    return [...keyPoints, result].join(sep);
  }
  if (i % 3 === 1) return keyPoints.slice(0, Math.ceil(keyPoints.length / 2)).join(sep);
  return lang === 'zh'
    ? '嗯，那个，就是做了一些，嗯，还行吧，然后就是，嗯，大家一起做的。'
    : 'Um, I worked on it, like, a lot, you know, and um it was fine, basically.';
}

/** The benchmark's interview: a shipped position's first 20 questions, each answered by voice, as a record. */
function benchInterview(lang: Lang) {
  const [position] = JSON.parse(readFileSync(SEED, 'utf8')) as SeedPosition[];
  if (!position) throw new Error('no position in the seed');
  const questions = position.questions.slice(0, ANSWERS);
  const items: InterviewPlanItem[] = questions.map((q) => ({
    source: 'bank',
    text: q.text[lang],
    bankQuestionId: q.id,
    competency: q.competency,
    questionKind: q.kind,
    keyPoints: q.keyPoints[lang],
    frameType: q.frame.type,
  }));
  const plan: StoredPlan = { lang, items };
  const events: MockEvent[] = items.flatMap((item, i): MockEvent[] => [
    {
      seq: 2 * i + 1,
      type: 'turn',
      id: `turn-${i + 1}`,
      kind: i === ANSWERS - 1 ? 'closing' : 'question',
      text: item.text,
      question: item.text,
      index: i + 1,
      total: ANSWERS,
      engine: 'offline',
    },
    {
      seq: 2 * i + 2,
      type: 'answer',
      turnId: `turn-${i + 1}`,
      text: answerTo(lang, item.keyPoints, i),
      durationMs: 45_000 + 1_000 * i,
      by: 'voice',
    },
  ]);
  const competencies = position.competencies.map((c) => ({
    key: c.key,
    name: c.name[lang],
    weight: c.weight,
  }));
  const frames = new Map(questions.map((q) => [q.id, { type: q.frame.type, steps: q.frame[lang] }]));
  return { position, plan, events, competencies, frames };
}

/**
 * The `npm run bench` case of issue 15 (a 20-answer report ready with the offline engine, target <= 2 s): a
 * 20-question interview of a shipped position, answered by voice (a minute or so each), read once; `run()`
 * scores every answer (against its question and the bank questions nearest it), the competencies and the
 * advice, and assembles the mock report, with no database and no model (what the report job does besides its
 * queries). `withModel(llm)` does the same with a model writing the feedback (composeReport, as the job does);
 * `trivial()` copies one report already built (a baseline of the same size). Import this file by path and time
 * them.
 */
export function mockReportBenchCase(lang: Lang = 'en') {
  const { position, plan, events, competencies, frames } = benchInterview(lang);
  // The job's bank index is built once per process (sources.bank()), so it is built here outside the timing.
  const near = nearQuestions(buildBankIndex([...loadSeedBank(), ...classicBankQuestions()]), lang);
  const assemble = (report: Report, turns: AnsweredTurn[]): MockReport => {
    const now = new Date();
    return assembleMockReport({
      report,
      turns,
      bankFrame: (id) => frames.get(id),
      position: { slug: position.slug, title: position.title[lang] },
      length: ANSWERS,
      durationMs: 25 * 60_000,
      trend: [{ at: now.toISOString(), overall: report.overall ?? 0, current: true }],
      predictedPassRate: 0.5,
      now,
    });
  };
  const run = (): MockReport => {
    const turns = answeredTurns(plan, events);
    return assemble(buildReport(reportInput(lang, turns, competencies, near)), turns);
  };
  let built: MockReport | null = null;
  return {
    answers: ANSWERS,
    run,
    async withModel(llm: LlmProvider): Promise<MockReport> {
      const turns = answeredTurns(plan, events);
      let failure: unknown;
      const onError = (err: unknown) => void (failure ??= err);
      const report = await composeReport(reportInput(lang, turns, competencies, near), llm, { onError });
      if (failure !== undefined) throw new Error('the report model failed', { cause: failure });
      return assemble(report, turns);
    },
    /** A copy of a report built once, with a new time: the same size, nothing scored. */
    trivial(): MockReport {
      built ??= run();
      return { ...structuredClone(built), generatedAt: new Date().toISOString() };
    },
  };
}
