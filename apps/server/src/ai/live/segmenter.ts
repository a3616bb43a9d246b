import { PAUSE_MS } from '@offerpilot/shared';
import { randomUUID } from 'node:crypto';
import { createFramer, peakOf, type PcmChunk } from './pcm.ts';
import { createSpeechModel } from './silero.ts';
import { createUtteranceTracker, type SegmenterEvent } from './utterances.ts';

export type { SegmenterEvent } from './utterances.ts';
export { loadVadModel } from './silero.ts';

const RATE = 16_000;
/** Silero v5's frame at 16 kHz: 512 samples, 32 ms. */
export const FRAME_SAMPLES = 512;
const FRAME_MS = (FRAME_SAMPLES / RATE) * 1000;
/** A peak at or below this (about −66 dBFS) is digital silence: the model is not run on it. */
export const SILENCE_GATE_PEAK = 16;
/**
 * Digital silence this long resets the model's state (it would have decayed to silence anyway). Shorter
 * stretches keep it: espeak and some codecs put exact zeros between words, and a reset there lowers the
 * model's confidence in the next syllables.
 */
const GATE_RESET_FRAMES = 16;

export interface SegmenterOptions {
  pause: keyof typeof PAUSE_MS;
  onEvent(event: SegmenterEvent): void;
  /** Called when processing fails (the model, or onEvent throwing); the stream then stops. Without it, drained() and flush() reject. */
  onError?(err: unknown): void;
  /**
   * Silence after speech that ends an utterance tentatively (speculative drafting starts); default 128 ms,
   * about where a speaker's pause between words ends and a pause between clauses begins.
   */
  endGapMs?: number;
  /**
   * Speech that comes back within this silence (default 288 ms) resumes at its first speech frame: a pause
   * between words, after which even a short word is speech. Later sounds must first be minSpeechMs long.
   */
  joinGapMs?: number;
  /**
   * Less speech than this is noise, not an utterance. It counts frames the model calls speech, and the
   * model's confidence spreads a frame or two beyond a sound on each side: the default 280 ms (9 frames)
   * asks for about 200 ms of sound (scraps of espeak speech: 0 of 85 of 120 ms became utterances, 4 of 85
   * of 190 ms, 62 of 85 of 400 ms).
   */
  minSpeechMs?: number;
  /** Audio kept before the first speech frame, so the recogniser hears the onset. */
  preRollMs?: number;
  /** Longer speech is cut into utterances of this length (bounded memory). */
  maxUtteranceMs?: number;
  /** Frames whose peak is at most this skip the model; −1 runs the model on every frame. */
  silenceGatePeak?: number;
  /** Audio that may wait for the model (default 10 s): a client sending faster than that loses the rest. */
  maxQueuedMs?: number;
}

/** What a caller sees of a stream's work, for tests and benchmarks. */
export interface SegmenterStats {
  audioMs: number;
  modelFrames: number;
  gatedFrames: number;
  droppedFrames: number;
}

export interface Segmenter {
  /** Takes 16 kHz mono PCM16 of any length; frames are processed in order, in the background. */
  push(chunk: PcmChunk): void;
  /** Resolves when every frame pushed so far has been processed. */
  drained(): Promise<void>;
  /** End of stream: processes what is buffered, then emits what is pending (speechEnd, pauseElapsed). */
  flush(): Promise<void>;
  /** Stops at once: buffered audio is dropped and no event follows. */
  close(): void;
  stats(): SegmenterStats;
}

const frames = (ms: number) => Math.max(1, Math.round(ms / FRAME_MS));

/**
 * The streaming voice-activity segmenter of the live pipeline: Silero v5 per 32 ms frame, and events in
 * audio time (samples counted, never the wall clock): speechStart, speechEnd after a short gap (the
 * tentative end), resumed when speech comes back within the pause setting, pauseElapsed when it does not.
 */
export function createSegmenter(opts: SegmenterOptions): Segmenter {
  const framer = createFramer(FRAME_SAMPLES);
  const model = createSpeechModel(FRAME_SAMPLES);
  const gatePeak = opts.silenceGatePeak ?? SILENCE_GATE_PEAK;
  let closed = false;
  const tracker = createUtteranceTracker(
    {
      rate: RATE,
      gapFrames: frames(opts.endGapMs ?? 128),
      joinFrames: frames(opts.joinGapMs ?? 288),
      minSpeechFrames: Math.ceil((opts.minSpeechMs ?? 280) / FRAME_MS),
      preRollFrames: frames(opts.preRollMs ?? 160),
      pauseMs: PAUSE_MS[opts.pause],
      maxSamples: ((opts.maxUtteranceMs ?? 30_000) * RATE) / 1000,
      newId: randomUUID,
    },
    (event) => void (closed || opts.onEvent(event)),
  );
  const queue: Int16Array[] = [];
  const maxQueued = frames(opts.maxQueuedMs ?? 10_000);
  const stats = { audioSamples: 0, modelFrames: 0, gatedFrames: 0, droppedFrames: 0 };
  let pumping: Promise<void> | null = null;
  let failure: { err: unknown } | null = null;

  let gatedRun = 0;

  async function step(frame: Int16Array): Promise<void> {
    let probability = 0;
    if (peakOf(frame) <= gatePeak) {
      if (++gatedRun === GATE_RESET_FRAMES) model.reset();
      stats.gatedFrames++;
    } else {
      gatedRun = 0;
      probability = await model.probability(frame);
      stats.modelFrames++;
    }
    if (closed) return;
    stats.audioSamples += frame.length;
    tracker.step(frame, probability);
  }

  async function pump(): Promise<void> {
    // Yield first: were the loop to end synchronously, `pumping` would be cleared before it was set.
    await null;
    try {
      while (!closed && !failure) {
        const frame = queue.shift();
        if (!frame) break;
        await step(frame);
      }
    } catch (err) {
      failure = { err };
      queue.length = 0;
      opts.onError?.(err);
    } finally {
      pumping = null;
    }
  }

  function enqueue(ready: Int16Array[]): void {
    if (closed || failure) return;
    for (const frame of ready) {
      if (queue.length < maxQueued) queue.push(frame);
      else stats.droppedFrames++;
    }
    if (queue.length) pumping ??= pump();
  }

  async function drained(): Promise<void> {
    while (pumping) await pumping;
    if (failure && !opts.onError) throw failure.err;
  }

  return {
    push: (chunk) => enqueue(framer.push(chunk)),
    drained,
    async flush() {
      const rest = framer.drain();
      if (rest.length) enqueue([rest]);
      await drained();
      if (!closed && !failure) tracker.end();
    },
    close() {
      closed = true;
      queue.length = 0;
    },
    stats: () => ({
      audioMs: Math.round((stats.audioSamples * 1000) / RATE),
      modelFrames: stats.modelFrames,
      gatedFrames: stats.gatedFrames,
      droppedFrames: stats.droppedFrames,
    }),
  };
}
