// Capacity of the scaled mode (issue 17): live sessions whose microphones stream espeak-ng questions at real
// time through Debian's nginx (deploy/nginx/offerpilot.conf) to two server processes sharing PostgreSQL and
// Redis, at a growing number of sessions going at once; at each step the p99 of question end -> first hint
// delta. The same search against one process on the same PostgreSQL and Redis, straight (no balancer), is the
// baseline. Both report the most sessions per core at which that p99 stays under 100 ms (capacity-search.ts:
// steps double until one misses, then the gap is halved), and the first step that did not.
//
// "Question end" is when the server can know it: the frame that completes the silence the segmenter must hear
// after the last speech sample (128 ms, segmenter.ts's end gap) has been sent. That wait is the pipeline's by
// design, the same at any load; what follows it (the segmenter's lag behind the audio, the transcription
// request, drafting the hint, the sockets and nginx) is what load lengthens.
//
// Every session behind nginx connects from a loopback address of its own (the machine has all of 127.0.0.0/8),
// as clients on many networks would, so that nginx's `hash $remote_addr consistent` spreads them: addresses
// drawn so that the hash gives each process half of every step (nginx-config.ts, spreadAddresses); nginx's
// access log tells how many each process served.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { PAUSE_MS } from '@offerpilot/shared';
import type { Socket } from 'socket.io-client';
import { ownDatabase, REDIS_URL } from '../support/scaled-stores.ts';
import { startBuiltServer, type RunningServer } from '../support/server.ts';
import { findKnee, P99_QUESTIONS, type Knee, type Step, type StepRun } from './capacity-search.ts';
import {
  analyse,
  connect,
  endThreads,
  FRAME,
  groundedUser,
  micStream,
  openThread,
  RATE,
  recogniser,
  record,
  SERVER_ENV,
  sleep,
  speak,
  startAsrFake,
} from './live.bench.ts';
import { spreadAddresses, startNginx } from './nginx-config.ts';
import { METRICS_TOKEN, watchServers } from './server-gauges.ts';
import { makeSpokenQuestions, type SpokenQuestion } from './speech-samples.ts';

const CORES = availableParallelism();
/** Sessions of the first step; every step is a multiple of 2 (two processes get equal shares). */
const FIRST_STEP = 4;
const STEP_UNIT = 2;
/** No configuration is stepped past this many sessions per core: a knee beyond it is reported as "at least". */
const CEILING = Number(process.env.BENCH_CAPACITY_CEILING_PER_CORE ?? 128) * CORES;
/**
 * Questions each session's microphone asks per step (about 4 s each): two keep a step near 11 s, so a
 * configuration's search of 6 to 9 steps takes about 2 minutes; a step of n sessions has 2n questions (a
 * step run again asks enough for P99_QUESTIONS together).
 */
const QUESTIONS_PER_SESSION = Number(process.env.BENCH_CAPACITY_QUESTIONS ?? 2);
/** Seconds of steps per configuration before the search stops where it is (a safety net: it says so). */
const SEARCH_BUDGET_S = Number(process.env.BENCH_CAPACITY_BUDGET_S ?? 360);
const TARGET_MS = 100;
/** segmenter.ts's default end gap: silence after speech that ends an utterance (tentatively). */
const END_GAP_MS = 128;
/** Sessions start spread over this much time, as people's questions do not all end at one moment. */
const SPREAD_MS = 2_000;
/** Users signed in at once while a step gets the users it needs. */
const SIGN_IN_BATCH = 8;

/** What every configuration shares: the servers' env, the questions, the recogniser. */
interface Rig {
  env: Record<string, string>;
  questions: SpokenQuestion[];
  asr: Awaited<ReturnType<typeof startAsrFake>>;
}

interface Target {
  /** Where the session's requests and sockets go. */
  url: string;
  /** The session's sockets' client address (127.x.y.z), so that nginx's address hash sees a client of its own. */
  address?: string;
}

/**
 * One step: `targets.length` sessions, each a user of its own with a thread (a user has one going session at a
 * time), a companion's chat socket and a microphone's audio socket, the microphone asking `perSession`
 * questions at real time; the threads are ended after. What the `watched` servers and this process (the load
 * generator) used while the microphones spoke is read from outside them.
 */
async function runStep(
  targets: Target[],
  tokens: string[],
  { questions, asr }: Rig,
  seed: number,
  { perSession = QUESTIONS_PER_SESSION, watched = [] as RunningServer[] } = {},
) {
  const streams = targets.map((_, i) => {
    const lang = i % 2 === 0 ? 'en' : 'zh';
    const mine = questions.filter((q) => q.lang === lang);
    const asked = Array.from(
      { length: perSession },
      (_, k) => mine[(i * perSession + k) % mine.length] as SpokenQuestion,
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
    const watch = await watchServers(watched);
    await Promise.all(
      streams.map(async (stream, i) => {
        await sleep((SPREAD_MS * i) / streams.length);
        await speak(mics[i] as Socket, stream);
      }),
    );
    await sleep(300);
    const gauges = await watch.read();
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
    return { latencies, withoutHint, gauges };
  } finally {
    for (const s of sockets) s.close();
    await endThreads(
      targets[0] as Target,
      threads.map((id, i) => ({ id, token: tokens[i] as string })),
    );
  }
}

interface Configuration {
  label: string;
  servers: RunningServer[];
  targetsFor(count: number): Target[];
  signIn(count: number): Promise<string[]>;
  /** Socket.IO connections nginx has carried to each process (logged when they close). */
  socketsServed?: () => number[];
}

/** One configuration's search for its knee. Each step: its users signed in, its sessions run, the split read. */
function searchKnee(config: Configuration, rig: Rig): Promise<Knee> {
  const run = async (count: number, perSession: number, attempt: number): Promise<StepRun> => {
    const tokens = await config.signIn(count);
    const before = config.socketsServed?.() ?? [];
    const { latencies, withoutHint, gauges } = await runStep(
      config.targetsFor(count),
      tokens,
      rig,
      1_000 * (attempt + 1),
      { perSession, watched: config.servers },
    );
    // nginx logs a WebSocket when it closes.
    if (config.socketsServed) await sleep(200);
    const after = config.socketsServed?.();
    // Two sockets a session, chat and audio.
    const split = after ? after.map((x, i) => (x - (before[i] ?? 0)) / 2) : null;
    return { latencies, withoutHint, gauges, split, load: loadavg()[0] ?? NaN };
  };
  return findKnee({
    first: FIRST_STEP,
    unit: STEP_UNIT,
    ceiling: CEILING,
    questionsPerSession: QUESTIONS_PER_SESSION,
    targetMs: TARGET_MS,
    budgetSeconds: SEARCH_BUDGET_S,
    run,
    onStep: (step) => console.log(`  (${config.label}) ${stepLine(step)}`),
  });
}

/** Grounded users signed in at `server` (its outbox holds their codes), more as a step needs them. */
function users(server: RunningServer, prefix: string) {
  const tokens: string[] = [];
  return async (count: number) => {
    while (tokens.length < count) {
      const batch = Array.from(
        { length: Math.min(SIGN_IN_BATCH, count - tokens.length) },
        (_, k) => `${prefix}-${tokens.length + k + 1}@example.com`,
      );
      tokens.push(...(await Promise.all(batch.map((email) => groundedUser(server, email)))));
    }
    return tokens;
  };
}

/** A database of its own on the PostgreSQL, dropped at the end; and a Redis prefix of its own. */
async function isolatedStore() {
  const database = await ownDatabase('op_capacity');
  return {
    env: {
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: `opcap:${randomBytes(4).toString('hex')}:`,
    },
    drop: database.drop,
  };
}

/** Warms servers up: a session per language and process, one question each, not measured. */
function warm(servers: RunningServer[], tokens: string[], rig: Rig) {
  // The first audio a process hears waits for the VAD model to load, and its first hint in each language
  // for the coach's.
  const targets = servers.flatMap((s) => [{ url: s.url }, { url: s.url }]);
  return runStep(targets, tokens, rig, 99_000, { perSession: 1 });
}

/** Baseline: one process on PostgreSQL and Redis, sockets straight to it. */
async function oneProcess(rig: Rig): Promise<Knee> {
  const store = await isolatedStore();
  let one: RunningServer | null = null;
  try {
    one = await startBuiltServer({ ...rig.env, ...store.env });
    const signIn = users(one, 'capacity-one');
    await warm([one], await signIn(2), rig);
    const url = one.url;
    const targetsFor = (n: number) => Array.from({ length: n }, () => ({ url }));
    return await searchKnee({ label: 'one process', servers: [one], targetsFor, signIn }, rig);
  } finally {
    await one?.stop();
    await store.drop();
  }
}

/** Two processes behind nginx, each session from an address of its own. */
async function twoBehindNginx(rig: Rig): Promise<Knee> {
  const store = await isolatedStore();
  const two: RunningServer[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  try {
    const started = [0, 1].map(() => startBuiltServer({ ...rig.env, ...store.env, TRUST_PROXY: 'true' }));
    two.push(...(await Promise.all(started)));
    const ports = two.map((s) => Number(new URL(s.url).port));
    nginx = await startNginx(ports);
    const proxy = nginx;
    const signIn = users(two[0] as RunningServer, 'capacity-two');
    await warm(two, await signIn(4), rig);
    const socketsServed = () => {
      const served = proxy.socketsByUpstream();
      return ports.map((port) => served.get(`127.0.0.1:${port}`) ?? 0);
    };
    const addresses = spreadAddresses(CEILING, ports);
    const targetsFor = (n: number) => addresses.slice(0, n).map((address) => ({ url: proxy.url, address }));
    const label = 'two processes behind nginx';
    return await searchKnee({ label, servers: two, targetsFor, signIn, socketsServed }, rig);
  } finally {
    await nginx?.stop();
    await Promise.all(two.map((s) => s.stop()));
    await store.drop();
  }
}

export async function benchCapacity() {
  const t0 = performance.now();
  const loadBefore = loadavg()[0] ?? NaN;
  const questions = await makeSpokenQuestions(20);
  const asr = await startAsrFake();
  const env = {
    ...SERVER_ENV,
    METRICS_TOKEN,
    ASR_PROVIDER: 'openai',
    ASR_BASE_URL: asr.fake.baseUrl,
    ASR_MODEL: 'fake',
  };
  try {
    const rig = { env, questions, asr };
    const baseline = await oneProcess(rig);
    const loadBetween = loadavg()[0] ?? NaN;
    const scaled = await twoBehindNginx(rig);
    return {
      baseline,
      scaled,
      cores: CORES,
      load: { before: loadBefore, betweenRuns: loadBetween, end: loadavg()[0] ?? NaN },
      wallSeconds: (performance.now() - t0) / 1000,
    };
  } finally {
    await asr.fake.close();
  }
}

const f = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');
const perCore = (sessions: number) => f(sessions / CORES, 1);

/** A p99, saying when its questions are too few for one: the nearest rank of fewer than 100 is the slowest. */
const p99Text = (p99: number, questions: number) =>
  `p99 ${f(p99, 1)} ms${questions < P99_QUESTIONS ? ` (the max of ${questions})` : ''}`;
const p99Of = (s: Step) => p99Text(s.p99, s.questions - s.withoutHint);

function stepLine(s: Step): string {
  const split = s.split ? `, sessions per process ${s.split.join('/')}` : '';
  const lost = s.withoutHint ? `, ${s.withoutHint} without a hint` : '';
  const again = s.firstRun
    ? ` (run again after a first run of ${s.firstRun.questions} questions at ${p99Text(s.firstRun.p99, s.firstRun.questions)}; both runs' questions count)`
    : '';
  const cpu = `servers ${f(s.serverCores, 2)} cores (longest event-loop stall ${f(s.stallMs)} ms, major GC ${f(s.majorGcMs)} ms), load generator ${f(s.benchCores, 2)}`;
  return `${s.sessions} sessions, ${s.questions} questions: p50 ${f(s.p50)} ms, ${p99Of(s)}, max ${f(s.max)} ms${lost}${split}; ${cpu}; load average ${f(s.load, 1)}${again}`;
}

/** What a search found, in a line: the step that held and the one that missed, or why there is none. */
function kneeLine(k: Knee): string {
  const { held, missed } = k;
  const heldText = held
    ? `p99 < ${TARGET_MS} ms up to ${held.sessions} sessions, ${perCore(held.sessions)} per core (${p99Of(held)})`
    : `p99 < ${TARGET_MS} ms at no step`;
  const missedText = missed
    ? `; ${missed.sessions} sessions missed (${p99Of(missed)}${missed.withoutHint ? `, ${missed.withoutHint} without a hint` : ''})`
    : '';
  const why = k.ceilingHeld
    ? ` (the ceiling, ${CEILING / CORES} per core, held: at least this)`
    : k.outOfTime
      ? ` (the search's ${SEARCH_BUDGET_S} s ran out before the gap was narrow)`
      : '';
  return `${heldText}${missedText}${why}`;
}

export function printCapacity(r: Awaited<ReturnType<typeof benchCapacity>>): void {
  console.log(
    `\nCapacity: live sessions, each a user of its own whose microphone streams espeak-ng questions at real time (32 ms PCM16 frames, ${QUESTIONS_PER_SESSION} questions per session per step, short pause, sessions starting ${SPREAD_MS / 1000} s apart at most; offline coach, a loopback transcription endpoint answering at once); question end (the frame completing the segmenter's ${END_GAP_MS} ms end gap sent) -> first hint delta at the companion's socket, p99 per step (nearest rank: the max below ${P99_QUESTIONS} questions); steps double from ${FIRST_STEP} sessions until p99 >= ${TARGET_MS} ms or ${CEILING / CORES} per core, then the gap between held and missed is halved; a step that misses is run again with enough questions for ${P99_QUESTIONS} together and judged on both runs; on ${r.cores} cores`,
  );
  const show = (label: string, k: Knee) => {
    console.log(`  ${label}:`);
    for (const s of [...k.steps].sort((a, b) => a.sessions - b.sessions)) console.log(`    ${stepLine(s)}`);
    console.log(`    -> ${kneeLine(k)}`);
  };
  show('baseline, one process on PostgreSQL and Redis, sockets straight to it (no balancer)', r.baseline);
  show(
    'two processes on the same PostgreSQL and Redis behind Debian nginx (deploy/nginx/offerpilot.conf), each session from a loopback address of its own',
    r.scaled,
  );
  const [two, one] = [r.scaled.held?.sessions ?? 0, r.baseline.held?.sessions ?? 0];
  const bound = (k: Knee) => (k.ceilingHeld ? ' (at least)' : k.missed ? '' : ' (a lower bound)');
  console.log(
    `  sessions per core at p99 < ${TARGET_MS} ms: two behind nginx ${perCore(two)}${bound(r.scaled)}, one process ${perCore(one)}${bound(r.baseline)}, ratio ${one ? f(two / one, 2) : '—'}`,
  );
  console.log(
    `  (${f(r.wallSeconds)} s with server starts; machine load average ${f(r.load.before, 1)} before, ${f(r.load.betweenRuns, 1)} between the runs, ${f(r.load.end, 1)} at the end)`,
  );
}

if (import.meta.main) printCapacity(await benchCapacity());
