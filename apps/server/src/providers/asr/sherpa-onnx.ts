import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PCM_SAMPLE_RATE } from './pcm-wav.ts';
import type { RecognitionResult, RecognitionStream, StreamingRecognizer } from './types.ts';

/** The files of a streaming transducer (zipformer) model, as sherpa-onnx publishes them. */
export interface SherpaModelFiles {
  tokens: string;
  encoder: string;
  decoder: string;
  joiner: string;
}

/** The part of sherpa-onnx-node's OnlineRecognizer this adapter uses. */
export interface SherpaEngine {
  createStream(): SherpaStream;
  isReady(stream: SherpaStream): boolean;
  decode(stream: SherpaStream): void;
  isEndpoint(stream: SherpaStream): boolean;
  reset(stream: SherpaStream): void;
  getResult(stream: SherpaStream): { text: string };
}

/** The part of sherpa-onnx-node's OnlineStream this adapter uses. */
export interface SherpaStream {
  acceptWaveform(wave: { samples: Float32Array; sampleRate: number }): void;
  inputFinished(): void;
}

/** Makes an engine from the recogniser config; the default loads sherpa-onnx-node. */
export type SherpaLoader = (config: object) => Promise<SherpaEngine>;

/** The model file for `part`: `<part>.onnx` or `<part>*.onnx`, the int8 variant first (faster on CPUs). */
function modelFile(files: string[], part: string): string | undefined {
  const matches = files.filter((f) => f.startsWith(part) && f.endsWith('.onnx'));
  const rank = (f: string): number => (f.endsWith('.int8.onnx') ? 0 : 1);
  return matches.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))[0];
}

/**
 * Checks the model folder: tokens.txt and encoder*.onnx, decoder*.onnx, joiner*.onnx. Throws one error
 * naming every missing file, so an operator fixes the folder in one go.
 */
export function findSherpaModel(dir: string): SherpaModelFiles {
  const folder = resolve(dir);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new Error(
      `ASR_MODEL_DIR ${folder} is not a folder (ASR_PROVIDER=sherpa-onnx needs a model folder).`,
    );
  }
  const files = readdirSync(folder);
  const found = {
    'tokens.txt': files.includes('tokens.txt') ? 'tokens.txt' : undefined,
    'encoder*.onnx': modelFile(files, 'encoder'),
    'decoder*.onnx': modelFile(files, 'decoder'),
    'joiner*.onnx': modelFile(files, 'joiner'),
  };
  const missing = Object.entries(found).filter(([, file]) => !file);
  if (missing.length > 0) {
    const names = missing.map(([name]) => name).join(', ');
    throw new Error(
      `ASR_MODEL_DIR ${folder} is missing ${names}: it must hold a streaming transducer model ` +
        '(tokens.txt, encoder*.onnx, decoder*.onnx, joiner*.onnx).',
    );
  }
  const path = (file: string | undefined): string => join(folder, file ?? '');
  return {
    tokens: path(found['tokens.txt']),
    encoder: path(found['encoder*.onnx']),
    decoder: path(found['decoder*.onnx']),
    joiner: path(found['joiner*.onnx']),
  };
}

/** Loads the optional native package only now, so that servers without it never touch it. */
export const loadSherpaOnnx: SherpaLoader = async (config) => {
  const name = 'sherpa-onnx-node'; // a variable: the bundler and the type checker leave the optional package out
  let module: { OnlineRecognizer: new (config: object) => SherpaEngine };
  try {
    module = (await import(name)) as typeof module;
  } catch (error) {
    throw new Error('ASR_PROVIDER=sherpa-onnx needs the optional package sherpa-onnx-node.', {
      cause: error,
    });
  }
  return new module.OnlineRecognizer(config);
};

function openStream(engine: SherpaEngine, onResult: (result: RecognitionResult) => void): RecognitionStream {
  const stream = engine.createStream();
  let partial = '';
  let open = true;
  // Decoding is synchronous native work: it runs as each frame is written.
  const drain = (finished: boolean): void => {
    while (engine.isReady(stream)) engine.decode(stream);
    const text = engine.getResult(stream).text.trim();
    if (finished || engine.isEndpoint(stream)) {
      if (text) onResult({ text, final: true });
      partial = '';
      if (!finished) engine.reset(stream);
    } else if (text !== partial) {
      partial = text;
      onResult({ text, final: false });
    }
  };
  return {
    write(pcm) {
      if (!open) return;
      const samples = Float32Array.from(pcm, (s) => s / 32768);
      stream.acceptWaveform({ samples, sampleRate: PCM_SAMPLE_RATE });
      drain(false);
    },
    async end() {
      if (!open) return;
      open = false;
      stream.inputFinished();
      drain(true);
    },
    abort() {
      open = false;
    },
  };
}

/** A local streaming recogniser from a sherpa-onnx model folder; checks the folder before loading anything. */
export async function createSherpaRecognizer(
  modelDir: string,
  load: SherpaLoader = loadSherpaOnnx,
): Promise<StreamingRecognizer> {
  const files = findSherpaModel(modelDir);
  const engine = await load({
    featConfig: { sampleRate: PCM_SAMPLE_RATE, featureDim: 80 },
    modelConfig: {
      transducer: { encoder: files.encoder, decoder: files.decoder, joiner: files.joiner },
      tokens: files.tokens,
      numThreads: 1,
      provider: 'cpu',
      debug: 0,
    },
    decodingMethod: 'greedy_search',
    enableEndpoint: 1,
    // Endpoint rules (seconds): the VAD usually cuts first; these end a segment that runs on.
    rule1MinTrailingSilence: 2.4,
    rule2MinTrailingSilence: 1.2,
    rule3MinUtteranceLength: 20,
  });
  return { id: 'sherpa-onnx', open: ({ onResult }) => openStream(engine, onResult) };
}
