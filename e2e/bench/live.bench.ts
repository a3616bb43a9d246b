// The live assistant's latency (issues 4, 13, 14), against the built server over its sockets, as a companion sees
// it: (1) the end of a spoken question to the first hint delta, offline coach, per pause setting, at a chat
// socket and painted on the companion page in Chromium; (2) what the engine adds to a model's time to first
// delta on the text path, against an endpoint of known delay.
import { createHash } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAUSE_MS, SOCKET_PATH, type LiveEvent, type PauseSetting } from '@offerpilot/shared';
import type { Browser } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { launchChromium, PHONE } from '../support/browser.ts';
import { ROOT, startBuiltServer, type RunningServer } from '../support/server.ts';
import {
  hintPaintedAt,
  openCompanion,
  paintsOf,
  PAINT_FLAGS,
  type CompanionPage,
} from './companion-paint.ts';
import { signInByApi } from './http.bench.ts';
import { makeSpokenQuestions, type SpokenQuestion } from './speech-samples.ts';

/**
 * What the bench uses of the server's loopback OpenAI fake (apps/server/test/openai-fake.ts), declared here:
 * its own types would bring the server's DOM typings into this workspace.
 */
interface FakeRequest {
  path: string;
  /** performance.now() when the request had arrived whole. */
  at: number;
  files: Record<string, { bytes: Buffer }>;
}
interface FakeReply {
  type: string;
}
interface FakeModule {
  startOpenAiFake(
    fallback: (request: FakeRequest) => FakeReply,
  ): Promise<{ baseUrl: string; requests: FakeRequest[]; close(): Promise<void> }>;
  streamReply(
    deltas: string[],
    options: {
      firstDelayMs?: number;
      delayMs?: number;
      usage?: { prompt_tokens: number; completion_tokens: number };
    },
  ): FakeReply;
}
type WavModule = typeof import('../../apps/server/src/ai/audio/wav.ts');

export const RATE = 16_000;
/** Silero's frame, and what the bench's microphone sends at a time: 512 samples, 32 ms. */
export const FRAME = 512;
const FRAME_MS = (FRAME / RATE) * 1000;
/** Silence after a question's last sound beyond the pause setting, so the pause surely passes. */
const AFTER_PAUSE_MS = 800;
/** A full run at every pause setting longer than this runs medium and long on a subset of the questions. */
const FULL_RUN_BUDGET_S = 180;
const SUBSET = 20;
/** Longest wait for any one thing the server should do within milliseconds. */
const EVENT_TIMEOUT_MS = 10_000;
/** Threads (half per language) whose hints are also painted on a companion page in Chromium. */
const PAINT_STREAMS = Number(process.env.BENCH_LIVE_PAINT_STREAMS ?? 4);

const PAUSES: PauseSetting[] = ['short', 'medium', 'long'];
/**
 * Pauses within a sentence for the questions also spoken in two clauses (at the short pause setting): a
 * speaker's pause between clauses, longer than the tentative end's gap and shorter than the join gap.
 */
const CLAUSE_PAUSES_MS = [120, 160, 200, 240];
/**
 * The bench opens dozens of threads a day: none of them is to be charged for. A user has one session going
 * at a time, so each thread running at once is a user of its own, signed in from loopback.
 */
export const SERVER_ENV = {
  LIVE_FREE_SESSIONS_PER_DAY: '1000',
  CODE_REQUESTS_BEFORE_CAPTCHA: '1000',
  CODE_IP_HOURLY_CAP: '1000',
  VERIFY_PER_IP_PER_MINUTE: '1000',
};

const serverFile = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(ROOT, 'apps/server', path)).href)) as T;

export const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, Math.max(0, ms)));

/** Polls `read` until it gives a value; after `ms`, fails the bench naming what did not happen. */
async function until<T>(read: () => T | undefined, ms: number, what: string): Promise<T> {
  const end = performance.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (performance.now() > end) throw new Error(`live bench: ${what} within ${ms} ms`);
    await sleep(5);
  }
}

/** Nearest-rank percentile of `xs` (NaN when empty). */
export function pct(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

export interface Spread {
  n: number;
  p50: number;
  p95: number;
  max: number;
}
const spread = (xs: number[]): Spread => ({
  n: xs.length,
  p50: pct(xs, 0.5),
  p95: pct(xs, 0.95),
  max: pct(xs, 1),
});

/** A JSON call of the API as a signed-in user; anything but 2xx fails the bench. */
async function api(url: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(url + path, {
    method,
    headers: { authorization: token, lang: 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(EVENT_TIMEOUT_MS),
  });
  const json = (await res.json()) as { result: unknown };
  if (!res.ok)
    throw new Error(`live bench: ${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.result;
}

/** A user with a goal and a resume, so that hints are grounded as in the product. */
export async function groundedUser(server: RunningServer, email: string): Promise<string> {
  const token = await signInByApi(server.url, server.dataDir, email);
  await api(server.url, token, 'POST', '/api/goals/from-position/bytedance-backend-engineer');
  await api(server.url, token, 'POST', '/api/materials/resumes/text', {
    title: 'CV',
    text: 'Alex Chen\nExperience\nShopify, Backend Engineer, 2021-2024\n- Cut checkout P99 latency from 900 ms to 250 ms with Redis caching\nSkills: Go, Redis, Kafka, MySQL',
  });
  return token;
}

/** `count` grounded users, `name-1@example.com` and on, signed in one after another. */
async function groundedUsers(server: RunningServer, name: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 1; i <= count; i++) tokens.push(await groundedUser(server, `${name}-${i}@example.com`));
  return tokens;
}

export async function openThread(
  server: Pick<RunningServer, 'url'>,
  token: string,
  lang: 'en' | 'zh',
  pause: PauseSetting,
) {
  return ((await api(server.url, token, 'POST', '/api/live/threads', { lang, pause })) as { id: string }).id;
}

/** Ends the threads a run opened (each user's one going session), so the next run may start others. */
export async function endThreads(
  server: Pick<RunningServer, 'url'>,
  opened: Array<{ token: string; id: string }>,
) {
  await Promise.all(opened.map((t) => api(server.url, t.token, 'POST', `/api/live/threads/${t.id}/end`)));
}

/** A socket of a thread on one channel, connected (or the bench fails saying which). */
export async function connect(
  url: string,
  token: string,
  channel: 'chat' | 'audio',
  threadId: string,
  /** The client's own address (127.0.0.x): a balancer that hashes addresses sees a client of its own. */
  localAddress?: string,
) {
  const socket = io(url, {
    path: SOCKET_PATH,
    auth: { token, channel, threadId },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(localAddress ? { localAddress } : {}),
  });
  const outcome = new Promise<Error | null>((done) => {
    socket.once('connect', () => done(null));
    socket.once('connect_error', (err) => done(err));
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Error>((done) => {
    timer = setTimeout(
      () =>
        done(
          new Error(
            `live bench: the ${channel} socket of thread ${threadId} did not connect within ${EVENT_TIMEOUT_MS} ms`,
          ),
        ),
      EVENT_TIMEOUT_MS,
    );
  });
  const failed = await Promise.race([outcome, timeout]);
  clearTimeout(timer);
  if (failed) {
    socket.close();
    throw failed;
  }
  return socket;
}

interface Seen {
  event: LiveEvent;
  at: number;
}

/**
 * Every event of the thread a chat socket follows (socket event `event`, after `resume` from 0: the sessions
 * layer sends a screen nothing before it asks), with performance.now() at arrival.
 */
export function record(socket: Socket): Seen[] {
  const seen: Seen[] = [];
  socket.on('event', (event: LiveEvent) => seen.push({ event, at: performance.now() }));
  socket.emit('resume', { afterSeq: 0 });
  return seen;
}

// ---------------------------------------------------------------------------------------------------------
// Benchmark 1: spoken question → first hint delta, offline coach.

/** One thread's microphone: its questions one after another, each followed by more than the pause. */
export interface MicStream {
  lang: 'en' | 'zh';
  questions: SpokenQuestion[];
  audio: Int16Array;
  /** Where each question's samples begin in `audio`. */
  starts: number[];
  /** performance.now() when each frame was sent. */
  sentAt: Float64Array;
}

/**
 * A microphone's noise floor (about −58 dBFS), seeded per stream: pauses are never digital silence. The
 * generator multiplies in 32 bits (Math.imul): in doubles the product loses its low bits and the sequence
 * falls into a short cycle shared by every seed, which would make frames of different streams identical.
 */
function addFloor(audio: Int16Array, seed: number): void {
  let s = seed;
  for (let i = 0; i < audio.length; i++) {
    s = (Math.imul(s, 1_103_515_245) + 12_345) & 0x7fffffff;
    const sample = (audio[i] ?? 0) + Math.round((s / 0x7fffffff - 0.5) * 80);
    audio[i] = Math.max(-32768, Math.min(32767, sample));
  }
}

export function micStream(
  lang: 'en' | 'zh',
  questions: SpokenQuestion[],
  pauseMs: number,
  seed: number,
): MicStream {
  const afterEnd = ((pauseMs + AFTER_PAUSE_MS) * RATE) / 1000;
  const starts: number[] = [];
  let length = 10 * FRAME; // 320 ms before the first question
  for (const q of questions) {
    starts.push(length);
    length += q.speechEndSample + afterEnd;
    length = Math.ceil(length / FRAME) * FRAME;
  }
  const audio = new Int16Array(length);
  questions.forEach((q, i) => audio.set(q.samples.subarray(0, q.speechEndSample + afterEnd), starts[i]));
  addFloor(audio, seed);
  return { lang, questions, audio, starts, sentAt: new Float64Array(length / FRAME) };
}

const frameKey = (samples: Int16Array) =>
  createHash('sha1')
    .update(new Uint8Array(samples.buffer, samples.byteOffset, FRAME * 2))
    .digest('hex');

/**
 * The transcription endpoint's answer: it recognises an utterance by its first frame (the segmenter cuts
 * utterances on frame boundaries of the stream), and answers the words of the question that the utterance
 * covers: the whole question, or the matching share of each spoken part's words when the segmenter split it.
 */
export function recogniser(streams: MicStream[], decode: WavModule['decodeWav']) {
  const frames = new Map<string, { stream: MicStream; frame: number }>();
  for (const stream of streams) {
    for (let f = 0; f < stream.sentAt.length; f++) {
      const key = frameKey(stream.audio.subarray(f * FRAME, (f + 1) * FRAME));
      if (frames.has(key)) throw new Error('live bench: two frames to be sent are identical');
      frames.set(key, { stream, frame: f });
    }
  }
  const heard: Array<{ stream: MicStream; question: number; at: number; whole: boolean; last: boolean }> = [];
  let unknown = 0;
  function transcribe(request: FakeRequest): string {
    const wav = request.files.file && decode(request.files.file.bytes);
    const pcm = wav ? Int16Array.from(wav.mono, (x) => Math.round(x * 32768)) : new Int16Array(0);
    const found = pcm.length >= FRAME ? frames.get(frameKey(pcm)) : undefined;
    if (!found) {
      unknown++;
      return '';
    }
    const { stream } = found;
    const from = found.frame * FRAME;
    const to = from + pcm.length;
    // The question whose speech the utterance overlaps most.
    let best = -1;
    let overlap = 0;
    stream.questions.forEach((q, i) => {
      const start = (stream.starts[i] ?? 0) + q.speechStartSample;
      const end = (stream.starts[i] ?? 0) + q.speechEndSample;
      const o = Math.min(end, to) - Math.max(start, from);
      if (o > overlap) [best, overlap] = [i, o];
    });
    const q = stream.questions[best];
    if (!q) {
      unknown++;
      return '';
    }
    const at = stream.starts[best] ?? 0;
    const words: string[] = [];
    let [whole, last] = [true, false];
    for (const part of q.parts) {
      const [start, end] = [at + part.startSample, at + part.endSample];
      const share = (x: number) => Math.min(1, Math.max(0, (x - start) / (end - start)));
      const n = part.words.length;
      const [a, b] = [Math.round(share(from) * n), Math.round(share(to) * n)];
      words.push(...part.words.slice(a, b));
      whole &&= a === 0 && b === n;
      last = b === n && a < b;
    }
    heard.push({ stream, question: best, at: request.at, whole, last });
    return words.join(q.lang === 'zh' ? '' : ' ');
  }
  return { transcribe, heard, unknown: () => unknown };
}

/** Sends a stream's frames paced at real time: frame k leaves when its last sample has been "heard". */
export async function speak(socket: Socket, stream: MicStream): Promise<void> {
  const bytes = new Uint8Array(stream.audio.buffer, stream.audio.byteOffset, stream.audio.byteLength);
  const t0 = performance.now();
  for (let f = 0; f < stream.sentAt.length; f++) {
    await sleep(t0 + (f + 1) * FRAME_MS - performance.now());
    socket.emit('audio', bytes.slice(f * FRAME * 2, (f + 1) * FRAME * 2));
    stream.sentAt[f] = performance.now();
  }
}

/** What one language's questions saw. */
export interface LangFigures {
  /** Frame holding the question's last speech sample sent → first delta of its final hint. */
  firstDelta: Spread;
  /**
   * → that first delta painted on the companion page, on the wall clock page and bench share (when the run
   * had companion pages), and the questions whose final hint the page never showed as current.
   */
  painted: Spread | null;
  slowestPainted: { id: string; ms: number } | null;
  unpainted: string[];
  /** Question events sent (every draft, speculative or confirmed) and the drafts withdrawn. */
  drafts: number;
  retracts: number;
  withoutHint: string[];
}

export interface PauseFigures {
  pause: PauseSetting;
  /** How the questions were spoken ("in two clauses, 120-240 ms apart"), when not in one go. */
  speech: string | null;
  pauseMs: number;
  questions: number;
  streams: number;
  wallSeconds: number;
  /** Frame holding the question's last speech sample sent → first delta of its (final) hint at the companion. */
  firstDelta: Spread;
  /** The same per language of the question (the issue asks p50/p95 of each), with drafts and losses. */
  byLang: Record<'en' | 'zh', LangFigures>;
  firstDeltaBeyondPause: Spread;
  /** → the `question` event of that hint at the companion (speculative: before the pause is over). */
  question: Spread;
  /** → the final `hint`, sent when the pause confirms the question (the moment it is stored). */
  confirmed: Spread;
  confirmedBeyondPause: Spread;
  /** → the transcription request reaching the endpoint (the segmenter's tentative end of speech). */
  recognitionRequest: Spread;
  withoutHint: string[];
  /** Questions drafted only once the pause had passed (the joiner held them as unfinished). */
  draftedAtPause: string[];
  /** The question whose first delta came last, and how late. */
  slowest: { id: string; ms: number } | null;
  retracts: number;
  /** Questions the segmenter cut into more than one utterance. */
  splitQuestions: number;
  storedQuestions: number;
}

/** What the companion saw of one stream, per question: times relative to its speech-end frame. */
export function analyse(stream: MicStream, seen: Seen[]) {
  const byType = <T extends LiveEvent['type']>(type: T) =>
    seen.filter((s): s is Seen & { event: Extract<LiveEvent, { type: T }> } => s.event.type === type);
  const questions = byType('question');
  const deltas = byType('hint.delta');
  const hints = byType('hint');
  const used = new Set<string>();
  const rows = stream.questions.map((q, i) => {
    const endFrame = Math.floor(((stream.starts[i] ?? 0) + q.speechEndSample - 1) / FRAME);
    const endSent = stream.sentAt[endFrame] ?? NaN;
    // Its first frame sent: no card of it can be painted before (its hint may come before its end, when the
    // recogniser heard all its words in an utterance that ended a little early).
    const startSent = stream.sentAt[Math.floor((stream.starts[i] ?? 0) / FRAME)] ?? NaN;
    // The question's final hint: the next one whose question reads as it (or ends with it, once joined).
    const hint = hints.find((h) => {
      const asked = questions.find((s) => s.event.id === h.event.questionId);
      return !used.has(h.event.hintId) && asked?.event.text.trim().endsWith(q.text.trim());
    });
    if (!hint) return { id: q.id, endSent, startSent, hint: null };
    used.add(hint.event.hintId);
    const first = deltas.find((d) => d.event.hintId === hint.event.hintId);
    const asked = questions.find((s) => s.event.id === hint.event.questionId);
    return {
      id: q.id,
      endSent,
      startSent,
      hint: {
        asked: asked?.event.text ?? '',
        // Drafts of the same words withdrawn before it (a noise resumed the question, then ended).
        sameTextBefore: questions.filter(
          (s) => s.event.text === asked?.event.text && s.at >= startSent && s.at < asked.at,
        ).length,
        firstDelta: (first?.at ?? NaN) - endSent,
        question: (asked?.at ?? NaN) - endSent,
        confirmed: hint.at - endSent,
      },
    };
  });
  return { rows, retracts: byType('retract').length, drafts: questions.length };
}

/** Frame holding the question's last speech sample sent → its final hint's first delta painted (by id). */
type PaintedDeltas = Map<string, number | undefined>;

function langFigures(
  lang: 'en' | 'zh',
  streams: MicStream[],
  results: Array<ReturnType<typeof analyse>>,
  painted: PaintedDeltas | null,
): LangFigures {
  const mine = results.filter((_, i) => streams[i]?.lang === lang);
  const rows = mine.flatMap((r) => r.rows);
  const hinted = rows.filter((r) => r.hint);
  return {
    firstDelta: spread(rows.flatMap((r) => (r.hint ? [r.hint.firstDelta] : []))),
    painted: painted && spread(hinted.flatMap((r) => painted.get(r.id) ?? [])),
    slowestPainted: hinted.reduce<LangFigures['slowestPainted']>((worst, r) => {
      const ms = painted?.get(r.id);
      return ms !== undefined && ms > (worst?.ms ?? -Infinity) ? { id: r.id, ms } : worst;
    }, null),
    unpainted: painted ? hinted.filter((r) => painted.get(r.id) === undefined).map((r) => r.id) : [],
    drafts: mine.reduce((n, r) => n + r.drafts, 0),
    retracts: mine.reduce((n, r) => n + r.retracts, 0),
    withoutHint: rows.filter((r) => !r.hint).map((r) => r.id),
  };
}

/**
 * When each question's final hint was first painted on its thread's companion page, from the frame holding
 * its last speech sample being sent: both times on the wall clock (performance.timeOrigin + performance.now()
 * in the page and here, one machine's clock).
 */
async function paintedDeltas(
  results: Array<ReturnType<typeof analyse>>,
  phones: CompanionPage[],
): Promise<PaintedDeltas> {
  // The frame after the last event: the page's last notes are taken.
  await sleep(200);
  const painted: PaintedDeltas = new Map();
  for (const [i, result] of results.entries()) {
    const paints = await paintsOf((phones[i] as CompanionPage).page);
    for (const row of result.rows) {
      if (!row.hint) continue;
      const from = performance.timeOrigin + row.startSent;
      const at = hintPaintedAt(paints, row.hint.asked, from, row.hint.sameTextBefore);
      painted.set(row.id, at === undefined ? undefined : at - (performance.timeOrigin + row.endSent));
    }
  }
  return painted;
}

/** One pause setting: threads of both languages, each fed its share of the questions at real time. */
async function runPause(
  server: RunningServer,
  tokens: string[],
  asr: { current: ReturnType<typeof recogniser> | null },
  decode: WavModule['decodeWav'],
  pause: PauseSetting,
  questions: SpokenQuestion[],
  streamCount: number,
  opts: { speech?: string; browser?: Browser } = {},
): Promise<PauseFigures> {
  const pauseMs = PAUSE_MS[pause];
  const langs = ['en', 'zh'] as const;
  const perLang = Math.max(1, Math.floor(streamCount / 2));
  const streams = langs.flatMap((lang, l) => {
    const mine = questions.filter((q) => q.lang === lang);
    return Array.from({ length: perLang }, (_, s) =>
      micStream(
        lang,
        mine.filter((_, i) => i % perLang === s),
        pauseMs,
        17 + l * 101 + s,
      ),
    ).filter((stream) => stream.questions.length > 0);
  });
  const listening = recogniser(streams, decode);
  asr.current = listening;
  const owners = streams.map((_, i) => tokens[i] as string);
  const threads = await Promise.all(
    streams.map((s, i) => openThread(server, owners[i] as string, s.lang, pause)),
  );
  const sockets: Socket[] = [];
  const phones: CompanionPage[] = [];
  try {
    // A phone per thread, paired by its QR code's address, before the audio starts (one after another: a
    // page's first load is the heaviest thing it does).
    for (const [i, id] of opts.browser ? threads.entries() : []) {
      const owner = owners[i] as string;
      const pairing = (await api(server.url, owner, 'POST', `/api/live/threads/${id}/pairings`)) as {
        token: string;
      };
      const lang = streams[i]?.lang ?? 'en';
      phones.push(
        await openCompanion(opts.browser as Browser, server.url, pairing.token, lang, EVENT_TIMEOUT_MS),
      );
    }
    const companions = await Promise.all(
      threads.map((id, i) => connect(server.url, owners[i] as string, 'chat', id)),
    );
    sockets.push(...companions);
    const mics = await Promise.all(
      threads.map((id, i) => connect(server.url, owners[i] as string, 'audio', id)),
    );
    sockets.push(...mics);
    const seen = companions.map(record);
    const t0 = performance.now();
    await Promise.all(streams.map((stream, i) => speak(mics[i] as Socket, stream)));
    const wallSeconds = (performance.now() - t0) / 1000;
    // Every question's final hint should be there already (the audio ran 800 ms past the last pause).
    await until(
      () => (streams.every((s, i) => analyse(s, seen[i] ?? []).rows.every((r) => r.hint)) ? true : undefined),
      2_000,
      'every question had its final hint',
    ).catch(() => undefined);
    const results = streams.map((s, i) => analyse(s, seen[i] ?? []));
    const painted = phones.length ? await paintedDeltas(results, phones) : null;
    const rows = results.flatMap((r) => r.rows);
    const hinted = rows.flatMap((r) => (r.hint ? [r.hint] : []));
    const heard = listening.heard;
    const recognition = heard
      .filter((h) => h.last)
      .map((h) => {
        const q = h.stream.questions[h.question] as SpokenQuestion;
        const endFrame = Math.floor(((h.stream.starts[h.question] ?? 0) + q.speechEndSample - 1) / FRAME);
        return h.at - (h.stream.sentAt[endFrame] ?? NaN);
      });
    let storedQuestions = 0;
    for (const [i, id] of threads.entries()) {
      const detail = (await api(server.url, owners[i] as string, 'GET', `/api/live/threads/${id}`)) as {
        events: LiveEvent[];
      };
      storedQuestions += detail.events.filter((e) => e.type === 'question').length;
    }
    return {
      pause,
      pauseMs,
      questions: rows.length,
      streams: streams.length,
      wallSeconds,
      firstDelta: spread(hinted.map((h) => h.firstDelta)),
      speech: opts.speech ?? null,
      byLang: {
        en: langFigures('en', streams, results, painted),
        zh: langFigures('zh', streams, results, painted),
      },
      firstDeltaBeyondPause: spread(hinted.map((h) => h.firstDelta - pauseMs)),
      question: spread(hinted.map((h) => h.question)),
      confirmed: spread(hinted.map((h) => h.confirmed)),
      confirmedBeyondPause: spread(hinted.map((h) => h.confirmed - pauseMs)),
      recognitionRequest: spread(recognition),
      withoutHint: rows.filter((r) => !r.hint).map((r) => r.id),
      // Drafted at the pause: its question event came with the final hint, not before it.
      draftedAtPause: rows.filter((r) => r.hint && r.hint.confirmed - r.hint.question < 30).map((r) => r.id),
      slowest: rows.reduce<PauseFigures['slowest']>(
        (worst, r) =>
          r.hint && r.hint.firstDelta > (worst?.ms ?? -Infinity)
            ? { id: r.id, ms: r.hint.firstDelta }
            : worst,
        null,
      ),
      retracts: results.reduce((n, r) => n + r.retracts, 0),
      splitQuestions: new Set(heard.filter((h) => !h.whole).map((h) => h.stream.questions[h.question]?.id))
        .size,
      storedQuestions,
    };
  } finally {
    for (const s of sockets) s.close();
    await Promise.all(phones.map((p) => p.context.close()));
    await endThreads(
      server,
      threads.map((id, i) => ({ id, token: owners[i] as string })),
    );
    if (listening.unknown() > 0)
      console.warn(`live bench: ${listening.unknown()} utterances matched no audio the bench sent`);
  }
}

/** Seconds of audio a pause setting takes with `streams` threads in parallel (the longest thread). */
function estimateSeconds(questions: SpokenQuestion[], pauseMs: number, streams: number): number {
  const total = questions.reduce(
    (s, q) => s + q.speechEndSample / RATE + (pauseMs + AFTER_PAUSE_MS) / 1000,
    0,
  );
  return total / Math.max(1, streams) + 1;
}

/** A transcription endpoint on loopback that answers at once with what `asr.current` recognises. */
export async function startAsrFake() {
  const { startOpenAiFake } = await serverFile<FakeModule>('test/openai-fake.ts');
  const { decodeWav } = await serverFile<WavModule>('src/ai/audio/wav.ts');
  const asr: { current: ReturnType<typeof recogniser> | null } = { current: null };
  const fake = await startOpenAiFake((request) => ({
    type: 'json',
    body: { text: asr.current?.transcribe(request) ?? '' },
  }));
  return { fake, asr, decodeWav };
}

/**
 * The questions again at the short pause on fewer threads, each followed by a companion page in Chromium at
 * a phone's size as well as a chat socket here: the first delta painted beside the one the socket got.
 */
async function paintedRun(
  server: RunningServer,
  tokens: string[],
  asrFake: Awaited<ReturnType<typeof startAsrFake>>,
  questions: SpokenQuestion[],
): Promise<PauseFigures> {
  const browser = await launchChromium(PAINT_FLAGS);
  try {
    const { asr, decodeWav } = asrFake;
    return await runPause(server, tokens, asr, decodeWav, 'short', questions, PAINT_STREAMS, { browser });
  } finally {
    await browser.close();
  }
}

async function benchSpokenHints(
  server: RunningServer,
  asrFake: Awaited<ReturnType<typeof startAsrFake>>,
  count: number,
  streams: number,
) {
  const questions = await makeSpokenQuestions(count);
  const full = PAUSES.reduce((s, p) => s + estimateSeconds(questions, PAUSE_MS[p], streams), 0);
  const subset = full > FULL_RUN_BUDGET_S;
  const tokens = await groundedUsers(server, 'live-bench', Math.max(2, streams, PAINT_STREAMS));
  // The first audio a server process hears waits for the VAD model to load: measured apart, not below.
  const cold = await runPause(
    server,
    tokens,
    asrFake.asr,
    asrFake.decodeWav,
    'short',
    questions.slice(0, 1),
    1,
  );
  const perPause: PauseFigures[] = [];
  const pauses = (process.env.BENCH_LIVE_PAUSES ?? PAUSES.join()).split(',') as PauseSetting[];
  for (const pause of PAUSES.filter((p) => pauses.includes(p))) {
    const some = subset && pause !== 'short' ? questions.slice(0, SUBSET) : questions;
    perPause.push(await runPause(server, tokens, asrFake.asr, asrFake.decodeWav, pause, some, streams));
    if (pause !== 'short') continue;
    const inClauses = await makeSpokenQuestions(count, CLAUSE_PAUSES_MS);
    const speech = `in two clauses, ${CLAUSE_PAUSES_MS.join('/')} ms apart`;
    perPause.push(
      await runPause(server, tokens, asrFake.asr, asrFake.decodeWav, pause, inClauses, streams, { speech }),
    );
  }
  const painted = await paintedRun(server, tokens, asrFake, questions);
  const offline = await benchAsks(server, tokens, 100, 6);
  return {
    coldStart: { firstDelta: cold.firstDelta.max, recognitionRequest: cold.recognitionRequest.max },
    perPause,
    painted,
    subset,
    offlineAsk: offline.total,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Benchmark 2: the text path against a model endpoint that answers after a known delay.

/** Time between a hint's end and the next ask. */
const ASK_GAP_MS = 50;

const ASKED = {
  en: ['Tell me about a production incident you handled', 'How would you design a URL shortener?'],
  zh: ['请介绍一下你自己', '你是如何处理团队冲突的'],
};

/**
 * `count` asks on the main screen's socket, one at a time, alternately on an English and a Chinese thread;
 * the companion's first delta of each. With a model fake, `requests` gives when each reached it.
 */
async function benchAsks(
  server: RunningServer,
  tokens: string[],
  count: number,
  warmUp: number,
  requests?: FakeRequest[],
) {
  const owners = [tokens[0] as string, tokens[1] as string];
  const threads = [
    await openThread(server, owners[0] as string, 'en', 'short'),
    await openThread(server, owners[1] as string, 'zh', 'short'),
  ];
  const sockets: Socket[] = [];
  try {
    const pairs = [];
    for (const [i, id] of threads.entries()) {
      const main = await connect(server.url, owners[i] as string, 'chat', id);
      sockets.push(main);
      const companion = await connect(server.url, owners[i] as string, 'chat', id);
      sockets.push(companion);
      pairs.push({ main, seen: record(companion) });
    }
    const total: number[] = [];
    const toRequest: number[] = [];
    const engines = new Set<string>();
    for (let i = 0; i < warmUp + count; i++) {
      const lang = i % 2 === 0 ? 'en' : 'zh';
      const { main, seen } = pairs[i % 2] as (typeof pairs)[number];
      const from = seen.length;
      const before = requests?.length ?? 0;
      const sent = performance.now();
      main.emit('ask', { text: ASKED[lang][Math.floor(i / 2) % 2] });
      const first = await until(
        () => seen.slice(from).find((s) => s.event.type === 'hint.delta'),
        EVENT_TIMEOUT_MS,
        `ask #${i + 1} got a hint.delta at the companion`,
      );
      const hint = await until(
        () => seen.slice(from).find((s) => s.event.type === 'hint'),
        EVENT_TIMEOUT_MS,
        `ask #${i + 1} got its final hint at the companion`,
      );
      if (hint.event.type === 'hint') engines.add(hint.event.engine);
      // The next ask after a pause, as in a conversation: not while the last hint is still being stored.
      await sleep(ASK_GAP_MS);
      if (i < warmUp) continue;
      total.push(first.at - sent);
      if (requests) {
        if (requests.length !== before + 1)
          throw new Error(`live bench: ask #${i + 1} made ${requests.length - before} model requests, not 1`);
        toRequest.push((requests[before]?.at ?? NaN) - sent);
      }
    }
    return { total, toRequest, engines: [...engines] };
  } finally {
    for (const s of sockets) s.close();
    await endThreads(
      server,
      threads.map((id, i) => ({ id, token: owners[i] as string })),
    );
  }
}

/** A chat endpoint on loopback whose every stream sends its first delta `delayMs` after the request. */
async function startLlmFake(delayMs: number) {
  const { startOpenAiFake, streamReply } = await serverFile<FakeModule>('test/openai-fake.ts');
  return startOpenAiFake((request) =>
    request.path === '/chat/completions'
      ? streamReply(['Key points:\n', '• Say what broke', ', how you found it', ', and what you changed.'], {
          firstDelayMs: delayMs,
          delayMs: 2,
          usage: { prompt_tokens: 200, completion_tokens: 20 },
        })
      : { type: 'error', status: 404 },
  );
}

async function benchLlmOverhead(
  server: RunningServer,
  requests: FakeRequest[],
  count: number,
  delayMs: number,
) {
  const asks = await benchAsks(server, await groundedUsers(server, 'live-llm-bench', 2), count, 6, requests);
  if (asks.engines.join() !== 'llm')
    throw new Error(`live bench: hints came from ${asks.engines.join(' and ')}, not only the model`);
  return {
    asks: count,
    delayMs,
    firstDelta: spread(asks.total),
    overhead: spread(asks.total.map((t) => t - delayMs)),
    toRequest: spread(asks.toRequest),
    afterDelay: spread(asks.total.map((t, i) => t - (asks.toRequest[i] ?? NaN) - delayMs)),
  };
}

/** Runs `work` against a built server started with `env` and a fake endpoint, then stops both. */
async function withServer<T>(
  env: Record<string, string>,
  fake: { close(): Promise<void> },
  work: (server: RunningServer) => Promise<T>,
): Promise<T> {
  try {
    const server = await startBuiltServer({ ...SERVER_ENV, ...env });
    try {
      return await work(server);
    } finally {
      await server.stop();
    }
  } finally {
    await fake.close();
  }
}

/**
 * Both benchmarks, one server each (offline coach with the transcription fake; the chat fake as the model),
 * one after the other: a start costs about 15 s of CPU, which should not fall on a measurement.
 */
export async function benchLive() {
  const t0 = performance.now();
  const loadBefore = loadavg()[0] ?? NaN;
  const asrFake = await startAsrFake();
  const spoken = await withServer(
    { ASR_PROVIDER: 'openai', ASR_BASE_URL: asrFake.fake.baseUrl, ASR_MODEL: 'fake' },
    asrFake.fake,
    (server) =>
      benchSpokenHints(
        server,
        asrFake,
        Number(process.env.BENCH_LIVE_QUESTIONS ?? 60),
        Number(process.env.BENCH_LIVE_STREAMS ?? 12),
      ),
  );
  const delayMs = Number(process.env.BENCH_LIVE_LLM_DELAY_MS ?? 150);
  const llmFake = await startLlmFake(delayMs);
  const llm = await withServer(
    { LLM_BASE_URL: llmFake.baseUrl, LLM_MODEL: 'fake-model' },
    llmFake,
    (server) => benchLlmOverhead(server, llmFake.requests, 120, delayMs),
  );
  const wallSeconds = (performance.now() - t0) / 1000;
  return { spoken, llm, wallSeconds, load: [loadBefore, loadavg()[0] ?? NaN] };
}

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '—');
const mark = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
const show = (s: Spread) => `p50 ${f(s.p50)} ms, p95 ${f(s.p95)} ms, max ${f(s.max)} ms`;
const share = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '—');

/** One language's line: latency against the target, drafts withdrawn, questions left without a hint. */
function langLine(lang: 'en' | 'zh', l: LangFigures): string {
  const lost = l.withoutHint.length ? ` (${l.withoutHint.join(', ')})` : '';
  return `      ${lang}: ${l.firstDelta.n} hinted, ${show(l.firstDelta)} (target p95 <= 250 ms: ${mark(l.firstDelta.p95 <= 250)}); drafts retracted ${l.retracts} of ${l.drafts} (${share(l.retracts, l.drafts)}); without a hint ${l.withoutHint.length}${lost}`;
}

/** The painted run's lines: per language, painted on the companion page beside the socket of the same run. */
function paintedLines(p: PauseFigures): void {
  console.log(
    `  painted on the companion page (/Companion in Chromium at a phone's ${PHONE.width}x${PHONE.height}, paired by its QR code's address), short pause, ${p.questions} questions on ${p.streams} threads, each also followed by a chat socket here, ${p.wallSeconds.toFixed(0)} s; last speech sample's frame sent -> the animation frame that renders the final hint's first delta on the current card (page and bench read one wall clock):`,
  );
  for (const lang of ['en', 'zh'] as const) {
    const l = p.byLang[lang];
    const painted = l.painted ?? spread([]);
    const missed = l.unpainted.length ? ` (${l.unpainted.join(', ')})` : '';
    const slowest = l.slowestPainted ? `, slowest ${l.slowestPainted.id}` : '';
    console.log(
      `      ${lang}: painted ${show(painted)} over ${painted.n}${slowest} (target p95 <= 300 ms: ${mark(painted.p95 <= 300)}); at the socket, same run: ${show(l.firstDelta)} (target p95 <= 250 ms: ${mark(l.firstDelta.p95 <= 250)}); never painted as the current card ${l.unpainted.length}${missed}; without a hint ${l.withoutHint.length}`,
    );
  }
}

/** The report lines of `npm run bench` for both benchmarks. */
export function printLive({ spoken, llm, wallSeconds, load }: Awaited<ReturnType<typeof benchLive>>): void {
  const all = spoken.perPause[0]?.questions ?? 0;
  console.log(
    `\nLive assistant, spoken question -> first hint delta at a companion socket (offline coach; espeak-ng en/zh questions sent as 32 ms frames paced at real time, parallel threads; a loopback transcription endpoint answers at once, so recognition time, the vendor's, is excluded; times from the frame holding the last speech sample being sent)`,
  );
  console.log(
    `  cold start, one question on a fresh server (the VAD model loads on the process's first audio): first hint delta ${f(spoken.coldStart.firstDelta)} ms, recognition request ${f(spoken.coldStart.recognitionRequest)} ms; not counted below`,
  );
  if (spoken.subset)
    console.log(
      `  (a full run would pass ${FULL_RUN_BUDGET_S} s: short ran all ${all} questions, medium and long ${SUBSET})`,
    );
  for (const p of spoken.perPause) {
    console.log(
      `  pause ${p.pause} (${p.pauseMs} ms), ${p.questions} questions${p.speech ? ` spoken ${p.speech}` : ''} on ${p.streams} threads, ${p.wallSeconds.toFixed(0)} s:`,
    );
    console.log(
      `    first hint delta   : ${show(p.firstDelta)}${p.slowest ? ` (slowest: ${p.slowest.id})` : ''}`,
    );
    console.log(langLine('en', p.byLang.en));
    console.log(langLine('zh', p.byLang.zh));
    console.log(
      `    beyond the pause   : ${show(p.firstDeltaBeyondPause)} (target p95 <= 300 ms: ${mark(p.firstDeltaBeyondPause.p95 <= 300)}; negative: drafted before the pause passed)`,
    );
    console.log(`    question shown     : ${show(p.question)} (the speculative draft's question event)`);
    console.log(
      `    confirmed + stored : ${show(p.confirmed)}; beyond the pause ${show(p.confirmedBeyondPause)} (final hint event)`,
    );
    console.log(
      `    recognition request: ${show(p.recognitionRequest)} (tentative end of speech reaching the endpoint)`,
    );
    console.log(
      `    without a hint: ${p.withoutHint.length}${p.withoutHint.length ? ` (${p.withoutHint.join(', ')})` : ''}; drafted only when the pause passed: ${p.draftedAtPause.length}${p.draftedAtPause.length ? ` (${p.draftedAtPause.join(', ')})` : ''}; drafts retracted: ${p.retracts}; questions cut into several utterances: ${p.splitQuestions}; questions stored: ${p.storedQuestions}`,
    );
  }
  paintedLines(spoken.painted);
  const o = spoken.offlineAsk;
  console.log(
    `  text path baseline, offline coach: ask -> first delta ${show(spread(o))} over ${o.length} asks`,
  );
  console.log(
    `\nLLM overhead on the text path: ${llm.asks} asks one at a time (${ASK_GAP_MS} ms after the previous hint ended), a loopback chat endpoint sending its first delta ${llm.delayMs} ms (D) after each request arrives`,
  );
  console.log(`  ask -> first delta at companion: ${show(llm.firstDelta)}`);
  console.log(
    `  overhead (that - D)            : ${show(llm.overhead)} (target p95 <= 20 ms: ${mark(llm.overhead.p95 <= 20)})`,
  );
  console.log(`    ask -> request at endpoint   : ${show(llm.toRequest)}`);
  console.log(
    `    first delta sent -> companion: ${show(llm.afterDelay)} (includes the fake's timer lateness)`,
  );
  console.log(
    `  (both live benchmarks, server starts included: ${wallSeconds.toFixed(0)} s; machine load average ${load.map((l) => l.toFixed(1)).join(' at start, ')} at end, on ${availableParallelism()} cores)`,
  );
}

if (import.meta.main) printLive(await benchLive());
