// Capacity of the scaled mode (issue 17): live sessions whose microphones stream espeak-ng questions at real
// time through Debian's nginx (deploy/nginx/offerpilot.conf) to two server processes sharing PostgreSQL and
// Redis, stepping the number of sessions going at once; at each step the p99 of question end -> first hint
// delta. The same steps against one process on the same PostgreSQL and Redis, straight (no balancer), are the
// baseline. Both report the most sessions per core at which that p99 stays under 100 ms.
//
// "Question end" is when the server can know it: the frame that completes the silence the segmenter must hear
// after the last speech sample (128 ms, segmenter.ts's end gap) has been sent. That wait is the pipeline's by
// design, the same at any load; what follows it (the segmenter's lag behind the audio, the transcription
// request, drafting the hint, the sockets and nginx) is what load lengthens.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { PAUSE_MS } from '@offerpilot/shared';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { startBuiltServer, type RunningServer } from '../support/server.ts';
import {
  analyse,
  connect,
  endThreads,
  FRAME,
  groundedUser,
  micStream,
  openThread,
  pct,
  RATE,
  recogniser,
  record,
  SERVER_ENV,
  sleep,
  speak,
  startAsrFake,
} from './live.bench.ts';
import { startNginx } from './nginx-config.ts';
import { makeSpokenQuestions, type SpokenQuestion } from './speech-samples.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Sessions going at once, step by step; a configuration stops at its first step over LOOSE_MS. */
const STEPS = (process.env.BENCH_CAPACITY_STEPS ?? '2,4,8,16,24,32,48,64').split(',').map(Number);
/** Questions each session's microphone asks per step (a step lasts about 4 s per question). */
const QUESTIONS_PER_SESSION = Number(process.env.BENCH_CAPACITY_QUESTIONS ?? 3);
/** Seconds of steps per configuration before it stops stepping (the whole bench stays near 4 minutes). */
const STEP_BUDGET_S = Number(process.env.BENCH_CAPACITY_BUDGET_S ?? 75);
const TARGET_MS = 100;
/**
 * Stepping goes on past the target up to this p99, which is also reported: on a shared machine the 100 ms
 * p99 may be missed at the first step, and the looser line still compares the two configurations.
 */
const LOOSE_MS = 250;
/** segmenter.ts's default end gap: silence after speech that ends an utterance (tentatively). */
const END_GAP_MS = 128;
/** Sessions start spread over this much time, as people's questions do not all end at one moment. */
const SPREAD_MS = 2_000;

interface Target {
  /** Where the session's requests and sockets go. */
  url: string;
  /** The session's client address (127.0.x.y), so that nginx's address hash sees clients of their own. */
  address?: string;
}

export interface Step {
  sessions: number;
  questions: number;
  p50: number;
  p99: number;
  max: number;
  withoutHint: number;
  /** Load average (1 min) at the step's end. */
  load: number;
  /** Sessions per upstream process, when behind nginx. */
  split: number[] | null;
  /** The p99 of a first run that missed the target, when the step was run again. */
  firstRunP99: number | null;
}

/**
 * One step: `targets.length` sessions, each a user of its own with a thread (a user has one going session at a
 * time), a companion's chat socket and a microphone's audio socket, the microphone asking its questions at
 * real time; the threads are ended after.
 */
async function runStep(
  targets: Target[],
  tokens: string[],
  questions: SpokenQuestion[],
  asr: Awaited<ReturnType<typeof startAsrFake>>,
  seed: number,
) {
  const streams = targets.map((_, i) => {
    const lang = i % 2 === 0 ? 'en' : 'zh';
    const mine = questions.filter((q) => q.lang === lang);
    const asked = Array.from(
      { length: QUESTIONS_PER_SESSION },
      (_, k) => mine[(i * QUESTIONS_PER_SESSION + k) % mine.length] as SpokenQuestion,
    );
    return micStream(lang, asked, PAUSE_MS.short, seed + i);
  });
  const listening = recogniser(streams, asr.decodeWav);
  asr.asr.current = listening;
  const threads = await Promise.all(
    streams.map((s, i) => openThread(targets[i] as Target, tokens[i] as string, s.lang, 'short')),
  );
  const sockets: Socket[] = [];
  try {
    const open = (channel: 'chat' | 'audio') =>
      Promise.all(
        threads.map((id, i) => {
          const { url, address } = targets[i] as Target;
          return connect(url, tokens[i] as string, channel, id, address);
        }),
      );
    const companions = await open('chat');
    sockets.push(...companions);
    const mics = await open('audio');
    sockets.push(...mics);
    const seen = companions.map(record);
    await Promise.all(
      streams.map(async (stream, i) => {
        await sleep((SPREAD_MS * i) / streams.length);
        await speak(mics[i] as Socket, stream);
      }),
    );
    await sleep(300);
    const latencies: number[] = [];
    let withoutHint = 0;
    streams.forEach((stream, i) => {
      analyse(stream, seen[i] ?? []).rows.forEach((row, k) => {
        if (!row.hint) return void withoutHint++;
        const q = stream.questions[k] as SpokenQuestion;
        const endSample = (stream.starts[k] ?? 0) + q.speechEndSample + (END_GAP_MS * RATE) / 1000;
        const questionEnd = stream.sentAt[Math.floor((endSample - 1) / FRAME)] ?? NaN;
        latencies.push(row.endSent + row.hint.firstDelta - questionEnd);
      });
    });
    return { latencies, withoutHint };
  } finally {
    for (const s of sockets) s.close();
    await endThreads(
      targets[0] as Target,
      threads.map((id, i) => ({ id, token: tokens[i] as string })),
    );
  }
}

/** Steps up the sessions until p99 reaches LOOSE_MS (or any question goes without a hint). */
async function stepUp(
  label: string,
  targetsFor: (count: number) => Target[],
  signIn: (count: number) => Promise<string[]>,
  questions: SpokenQuestion[],
  asr: Awaited<ReturnType<typeof startAsrFake>>,
  split?: () => number[],
) {
  const steps: Step[] = [];
  const t0 = performance.now();
  const measure = async (count: number, seed: number): Promise<Step> => {
    const tokens = await signIn(count);
    const before = split?.() ?? [];
    const { latencies, withoutHint } = await runStep(targetsFor(count), tokens, questions, asr, seed);
    // nginx logs a WebSocket when it closes.
    if (split) await sleep(200);
    const after = split?.();
    return {
      sessions: count,
      questions: latencies.length + withoutHint,
      p50: pct(latencies, 0.5),
      p99: pct(latencies, 0.99),
      max: pct(latencies, 1),
      withoutHint,
      load: loadavg()[0] ?? NaN,
      // Two sockets a session, chat and audio.
      split: after ? after.map((x, i) => (x - (before[i] ?? 0)) / 2) : null,
      firstRunP99: null,
    };
  };
  for (const [n, count] of STEPS.entries()) {
    let step = await measure(count, 1_000 * (n + 1));
    // With a few dozen questions a step's p99 is its slowest question: one stall of a shared machine. A miss
    // is measured again, and the second run counts (both are printed).
    if (!(step.p99 < TARGET_MS) && step.withoutHint === 0)
      step = { ...(await measure(count, 1_000 * (n + 1) + 500)), firstRunP99: step.p99 };
    steps.push(step);
    console.log(`  (${label}) ${stepLine(step)}`);
    if (!(step.p99 < LOOSE_MS) || step.withoutHint > 0) break;
    if ((performance.now() - t0) / 1000 > STEP_BUDGET_S) break;
  }
  // The most sessions of the steps up to the first that missed `ms`.
  const most = (ms: number) => {
    const missed = steps.findIndex((s) => !(s.p99 < ms) || s.withoutHint > 0);
    const sessions = (missed < 0 ? steps.at(-1) : steps[missed - 1])?.sessions ?? 0;
    return { sessions, perCore: sessions / availableParallelism(), neverMissed: missed < 0 };
  };
  return { steps, target: most(TARGET_MS), loose: most(LOOSE_MS) };
}

/** Grounded users signed in at `server` (its outbox holds their codes), more as a step needs them. */
function users(server: RunningServer, prefix: string) {
  const tokens: string[] = [];
  return async (count: number) => {
    while (tokens.length < count)
      tokens.push(await groundedUser(server, `${prefix}-${tokens.length + 1}@example.com`));
    return tokens;
  };
}

/** A database of its own on the PostgreSQL, dropped at the end; and a Redis prefix of its own. */
async function isolatedStore(admin: pg.Client) {
  const database = `op_capacity_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${database}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${database}`;
  return {
    env: {
      DATABASE_URL: url.toString(),
      REDIS_URL,
      REDIS_KEY_PREFIX: `opcap:${randomBytes(4).toString('hex')}:`,
    },
    drop: () => admin.query(`drop database if exists ${database} with (force)`).then(() => undefined),
  };
}

export async function benchCapacity() {
  const t0 = performance.now();
  const loadBefore = loadavg()[0] ?? NaN;
  const questions = await makeSpokenQuestions(20);
  const asr = await startAsrFake();
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  const env = {
    ...SERVER_ENV,
    ASR_PROVIDER: 'openai',
    ASR_BASE_URL: asr.fake.baseUrl,
    ASR_MODEL: 'fake',
  };
  try {
    // The first audio a process hears waits for the VAD model to load, and its first hint in each language
    // for the coach's: a session per language and process first, not measured.
    const warm = (servers: RunningServer[], tokens: string[]) =>
      runStep(
        servers.flatMap((s) => [{ url: s.url }, { url: s.url }]),
        tokens,
        questions,
        asr,
        99_000,
      );

    // Baseline: one process on PostgreSQL and Redis, sockets straight to it.
    let store = await isolatedStore(admin);
    let one: RunningServer | null = null;
    let baseline;
    try {
      one = await startBuiltServer({ ...env, ...store.env });
      const signIn = users(one, 'capacity-one');
      await warm([one], await signIn(2));
      const url = one.url;
      baseline = await stepUp(
        'one process',
        (n) => Array.from({ length: n }, () => ({ url })),
        signIn,
        questions,
        asr,
      );
    } finally {
      await one?.stop();
      await store.drop();
    }

    // Two processes behind nginx, each session from an address of its own.
    store = await isolatedStore(admin);
    const two: RunningServer[] = [];
    let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
    let scaled;
    const loadDuring = loadavg()[0] ?? NaN;
    try {
      two.push(
        ...(await Promise.all(
          [0, 1].map(() => startBuiltServer({ ...env, ...store.env, TRUST_PROXY: 'true' })),
        )),
      );
      const ports = two.map((s) => new URL(s.url).port);
      nginx = await startNginx(ports.map(Number));
      const proxy = nginx;
      const signIn = users(two[0] as RunningServer, 'capacity-two');
      await warm(two, await signIn(4));
      const split = () => {
        const served = proxy.socketsByUpstream();
        return ports.map((port) => served.get(`127.0.0.1:${port}`) ?? 0);
      };
      scaled = await stepUp(
        'two processes behind nginx',
        (n) =>
          Array.from({ length: n }, (_, i) => ({
            url: proxy.url,
            address: `127.0.${1 + Math.floor(i / 200)}.${10 + (i % 200)}`,
          })),
        signIn,
        questions,
        asr,
        split,
      );
    } finally {
      await nginx?.stop();
      await Promise.all(two.map((s) => s.stop()));
      await store.drop();
    }
    return {
      baseline,
      scaled,
      cores: availableParallelism(),
      load: { before: loadBefore, betweenRuns: loadDuring, end: loadavg()[0] ?? NaN },
      wallSeconds: (performance.now() - t0) / 1000,
    };
  } finally {
    await admin.end();
    await asr.fake.close();
  }
}

const f = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');

function stepLine(s: Step): string {
  const split = s.split ? `, sessions per process ${s.split.join('/')}` : '';
  const lost = s.withoutHint ? `, ${s.withoutHint} without a hint` : '';
  const again = s.firstRunP99 === null ? '' : ` (run again: the first run's p99 was ${f(s.firstRunP99)} ms)`;
  return `${s.sessions} sessions, ${s.questions} questions: p50 ${f(s.p50)} ms, p99 ${f(s.p99)} ms, max ${f(s.max)} ms${lost}${split}; load average ${f(s.load, 1)}${again}`;
}

export function printCapacity(r: Awaited<ReturnType<typeof benchCapacity>>): void {
  console.log(
    `\nCapacity: live sessions, each a user of its own whose microphone streams espeak-ng questions at real time (32 ms PCM16 frames, ${QUESTIONS_PER_SESSION} questions per session per step, short pause, sessions starting ${SPREAD_MS / 1000} s apart at most; offline coach, a loopback transcription endpoint answering at once); question end (the frame completing the segmenter's ${END_GAP_MS} ms end gap sent) -> first hint delta at the companion's socket, p99 per step; on ${r.cores} cores`,
  );
  const show = (label: string, c: typeof r.baseline) => {
    console.log(`  ${label}:`);
    for (const s of c.steps) console.log(`    ${stepLine(s)}`);
    for (const [ms, m] of [
      [TARGET_MS, c.target],
      [LOOSE_MS, c.loose],
    ] as const) {
      const more = m.neverMissed
        ? ' (no step missed it before the steps or the time ran out: at least this)'
        : '';
      console.log(
        `    -> most sessions with p99 < ${ms} ms: ${m.sessions}, ${f(m.perCore, 1)} per core${more}`,
      );
    }
  };
  show('baseline, one process on PostgreSQL and Redis, sockets straight to it (no balancer)', r.baseline);
  show(
    'two processes on the same PostgreSQL and Redis behind Debian nginx (deploy/nginx/offerpilot.conf)',
    r.scaled,
  );
  for (const [ms, key] of [
    [TARGET_MS, 'target'],
    [LOOSE_MS, 'loose'],
  ] as const) {
    const [two, one] = [r.scaled[key].perCore, r.baseline[key].perCore];
    console.log(
      `  sessions per core at p99 < ${ms} ms: two behind nginx ${f(two, 1)}, one process ${f(one, 1)}, ratio ${one ? f(two / one, 2) : '—'}`,
    );
  }
  console.log(
    `  (${f(r.wallSeconds)} s with server starts; machine load average ${f(r.load.before, 1)} before, ${f(r.load.betweenRuns, 1)} between the runs, ${f(r.load.end, 1)} at the end)`,
  );
}

if (import.meta.main) printCapacity(await benchCapacity());
