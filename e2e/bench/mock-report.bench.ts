// Reports ready after the last answer: a 20-answer mock interview report (issue 15, target <= 2 s offline) and
// the career guide's report (issue 16, target <= 3 s offline), each against a copy of the same report as the
// baseline; and what the mock report adds around a model endpoint of fixed delay (an OpenAI-compatible fake on
// loopback). In-process, with no database: what the report jobs do besides their queries.
import { execFile } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Lang } from '@offerpilot/shared';
import { ROOT } from '../support/server.ts';

type MockBench = typeof import('../../apps/server/src/modules/mock/mock-bench.ts');
type CareerBench = typeof import('../../apps/server/src/modules/career/career-bench.ts');
type LlmProvider = Parameters<ReturnType<MockBench['mockReportBenchCase']>['withModel']>[0];
/** The OpenAI-compatible provider (providers/llm/openai-chat.ts); its own types are the server's DOM-typed ones. */
interface ChatModule {
  createOpenAiChat(options: { baseUrl: string; model: string }): LlmProvider;
}
/** The loopback fake (apps/server/test/openai-fake.ts) as this bench uses it. */
interface FakeModule {
  startOpenAiFake(
    fallback: (request: { path: string }) => { type: string },
  ): Promise<{ baseUrl: string; requests: unknown[]; close(): Promise<void> }>;
  streamReply(deltas: string[], options: { firstDelayMs?: number; delayMs?: number }): { type: string };
}

/** The model's fixed time to answer, and how many timed rounds each figure is the median of. */
const MODEL_DELAY_MS = 200;
const ROUNDS = 9;
const KINDS = ['mock', 'career'] as const;
type Kind = (typeof KINDS)[number];
const LANGS: Lang[] = ['en', 'zh'];
const TARGET_MS: Record<Kind, number> = { mock: 2000, career: 3000 };

const serverFile = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(ROOT, 'apps/server', path)).href)) as T;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function timed(work: () => unknown): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The report and its baseline of one kind and language, as `run()` and `trivial()`. */
async function benchCase(kind: Kind, lang: Lang) {
  if (kind === 'mock')
    return (await serverFile<MockBench>('src/modules/mock/mock-bench.ts')).mockReportBenchCase(lang);
  return (await serverFile<CareerBench>('src/modules/career/career-bench.ts')).careerReportBenchCase(lang);
}

/** The first report of a fresh process (dictionaries and the seed read on first use), in a child process. */
async function firstInFreshProcess(kind: Kind, lang: Lang): Promise<number> {
  const self = fileURLToPath(import.meta.url);
  const { stdout } = await promisify(execFile)(process.execPath, [self, '--first', kind, lang], {
    cwd: ROOT,
  });
  return Number(stdout.trim());
}

/** Medians of `ROUNDS` interleaved rounds of the report and its baseline, after a warm-up of each. */
async function warm(kind: Kind, lang: Lang) {
  const bench = await benchCase(kind, lang);
  await bench.run();
  await bench.trivial();
  const report: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    baseline.push(await timed(() => bench.trivial()));
    report.push(await timed(() => bench.run()));
  }
  return { report: median(report), baseline: median(baseline) };
}

/** A report JSON the model would write for `answers` answers, streamed in a few deltas after the delay. */
function modelReply(fake: FakeModule, answers: number) {
  const written = JSON.stringify({
    answers: Array.from({ length: answers }, (_, i) => ({
      index: i + 1,
      feedback: 'Clear situation and actions; say what changed and by how much.',
      suggestions: ['Give the before and after numbers.'],
    })),
    summary: 'Solid on process, thin on measured results.',
    suggestions: ['Lead each story with its result.'],
  });
  const deltas = written.match(/[\s\S]{1,400}/g) ?? [written];
  return fake.streamReply(deltas, { firstDelayMs: MODEL_DELAY_MS, delayMs: 0 });
}

/**
 * The mock report written with a model whose every answer takes MODEL_DELAY_MS: medians of the whole making
 * and of the overhead (the whole less the model's delay times its calls), with the offline report of the same
 * rounds as the baseline.
 */
async function aroundModel(lang: Lang) {
  const fakes = await serverFile<FakeModule>('test/openai-fake.ts');
  const { createOpenAiChat } = await serverFile<ChatModule>('src/providers/llm/openai-chat.ts');
  const bench = (await serverFile<MockBench>('src/modules/mock/mock-bench.ts')).mockReportBenchCase(lang);
  const fake = await fakes.startOpenAiFake((request) =>
    request.path === '/chat/completions' ? modelReply(fakes, bench.answers) : { type: 'error', status: 404 },
  );
  try {
    const llm = createOpenAiChat({ baseUrl: fake.baseUrl, model: 'bench-model' });
    if ((await bench.withModel(llm)).engine !== 'llm')
      throw new Error('mock report bench: the model was not used');
    const total: number[] = [];
    const overhead: number[] = [];
    const offline: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      offline.push(await timed(() => bench.run()));
      const before = fake.requests.length;
      const ms = await timed(() => bench.withModel(llm));
      const calls = fake.requests.length - before;
      total.push(ms);
      overhead.push(ms - MODEL_DELAY_MS * calls);
    }
    return {
      calls: (fake.requests.length - 1) / ROUNDS,
      total: median(total),
      overhead: median(overhead),
      offline: median(offline),
    };
  } finally {
    await fake.close();
  }
}

/** Every figure of this bench: first and warm reports per kind and language, and the model's overhead. */
export async function benchReports() {
  const reports = [];
  for (const kind of KINDS)
    for (const lang of LANGS)
      reports.push({ kind, lang, first: await firstInFreshProcess(kind, lang), ...(await warm(kind, lang)) });
  const model = [];
  for (const lang of LANGS) model.push({ lang, ...(await aroundModel(lang)) });
  return { reports, model };
}

/** Prints benchReports' figures, each against its baseline of the same run. */
export function printReports({ reports, model }: Awaited<ReturnType<typeof benchReports>>): void {
  const f = (n: number, d = 1) => n.toFixed(d);
  const mark = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
  const titles: Record<Kind, string> = {
    mock: 'A 20-answer mock interview report, offline engine',
    career: 'The career guide report (the whole inventory answered), offline',
  };
  for (const kind of KINDS) {
    console.log(
      `\n${titles[kind]}, in-process without the database (first: a fresh process; warm: medians of ${ROUNDS})`,
    );
    for (const r of reports.filter((x) => x.kind === kind))
      console.log(
        `  ${r.lang}: first ${f(r.first, 0)} ms (target <= ${TARGET_MS[kind]} ms: ${mark(r.first <= TARGET_MS[kind])}); warm ${f(r.report)} ms, ${f(r.report / r.baseline, 0)}x a copy of the same report (${f(r.baseline, 2)} ms)`,
      );
  }
  console.log(
    `\nThe mock report with a model (an OpenAI-compatible fake on loopback answering after ${MODEL_DELAY_MS} ms), medians of ${ROUNDS}`,
  );
  for (const m of model)
    console.log(
      `  ${m.lang}: ${f(m.total, 0)} ms for ${m.calls} call(s): overhead ${f(m.overhead)} ms = ${f(m.total / (MODEL_DELAY_MS * m.calls), 2)}x the model's time; the offline report alone ${f(m.offline)} ms (overhead within the offline target of ${TARGET_MS.mock} ms: ${mark(m.overhead <= TARGET_MS.mock)})`,
    );
  console.log(`  (machine load average ${f(loadavg()[0] ?? 0)} on ${availableParallelism()} cores)`);
}

if (process.argv[2] === '--first') {
  const bench = await benchCase(process.argv[3] as Kind, process.argv[4] as Lang);
  console.log(await timed(() => bench.run()));
} else if (import.meta.main) printReports(await benchReports());
