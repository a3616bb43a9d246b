import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeWav } from '../src/ai/audio/wav.ts';
import { loadEnv } from '../src/env.ts';
import { createAiProviders } from '../src/providers/ai-providers.ts';
import { createOpenAiTranscriber } from '../src/providers/asr/openai-transcription.ts';
import {
  createSherpaRecognizer,
  findSherpaModel,
  type SherpaEngine,
  type SherpaStream,
} from '../src/providers/asr/sherpa-onnx.ts';
import type { RecognitionResult } from '../src/providers/asr/types.ts';
import { utteranceFromStreaming } from '../src/providers/asr/utterance-from-stream.ts';
import { type OpenAiFake, startOpenAiFake } from './openai-fake.ts';

let fake: OpenAiFake;
beforeEach(async () => (fake = await startOpenAiFake()));
afterEach(() => fake.close());

const temp = mkdtempSync(join(tmpdir(), 'op-asr-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A 440 Hz tone of `samples` PCM16 samples at 16 kHz. */
function tone(samples: number): Int16Array {
  return Int16Array.from({ length: samples }, (_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 16_000)),
  );
}

function transcriber(options: { timeoutMs?: number } = {}) {
  return createOpenAiTranscriber({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-asr',
    model: 'whisper-1',
    backoffMs: 5,
    ...options,
  });
}

describe('speech recognition: OpenAI-compatible transcription', () => {
  it('sends the utterance as a 16 kHz mono WAV with its language and returns the text', async () => {
    fake.reply({ type: 'json', body: { text: '  请介绍一下你自己。 ' } });
    const audio = tone(8_000);
    const result = await transcriber().transcribe({ audio, lang: 'zh', prompt: 'OfferPilot' });
    expect(result.text).toBe('请介绍一下你自己。');
    const [request] = fake.requests;
    expect(request?.path).toBe('/audio/transcriptions');
    expect(request?.headers.authorization).toBe('Bearer sk-asr');
    expect(request?.fields).toMatchObject({
      model: 'whisper-1',
      language: 'zh',
      prompt: 'OfferPilot',
      response_format: 'json',
    });
    const file = request?.files.file;
    expect(file?.name).toBe('utterance.wav');
    const wav = decodeWav(file?.bytes ?? Buffer.alloc(0));
    expect(wav).toMatchObject({ sampleRate: 16_000, channels: 1, durationMs: 500 });
    expect(Array.from(wav?.mono.slice(0, 50) ?? [], (s) => Math.round(s * 32768))).toEqual(
      Array.from(audio.slice(0, 50)),
    );
  });

  it('reports the language when the endpoint names it', async () => {
    fake.reply({ type: 'json', body: { text: 'Hello', language: 'english' } });
    expect(await transcriber().transcribe({ audio: tone(1_600), lang: 'en' })).toEqual({
      text: 'Hello',
      lang: 'english',
    });
  });

  it('retries 429 and 500, then returns the text', async () => {
    fake.reply(
      { type: 'error', status: 429, headers: { 'retry-after-ms': '30' } },
      { type: 'error', status: 500 },
      { type: 'json', body: { text: 'ok' } },
    );
    expect((await transcriber().transcribe({ audio: tone(1_600), lang: 'en' })).text).toBe('ok');
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests[2]?.files.file?.bytes.length).toBe(44 + 3_200); // the same WAV each time
  });

  it('gives up on a lasting 500 with a typed error, and never retries a 400', async () => {
    fake.reply(...Array.from({ length: 3 }, () => ({ type: 'error' as const, status: 500 })), {
      type: 'error',
      status: 400,
    });
    await expect(transcriber().transcribe({ audio: tone(1_600), lang: 'en' })).rejects.toMatchObject({
      kind: 'upstream',
      status: 500,
    });
    await expect(transcriber().transcribe({ audio: tone(1_600), lang: 'en' })).rejects.toMatchObject({
      kind: 'upstream',
      status: 400,
    });
    expect(fake.requests).toHaveLength(4);
  });

  it('times out on an endpoint that does not answer, and closes the request', async () => {
    fake.reply({ type: 'hang' });
    await expect(
      transcriber({ timeoutMs: 150 }).transcribe({ audio: tone(1_600), lang: 'en' }),
    ).rejects.toMatchObject({ kind: 'timeout' });
    await fake.requests[0]?.closed;
    expect(fake.requests[0]?.aborted).toBe(true);
  });

  it("stops when the caller's signal aborts", async () => {
    fake.reply({ type: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      transcriber().transcribe({ audio: tone(1_600), lang: 'en', signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'aborted' });
    await fake.requests[0]?.closed;
    expect(fake.requests[0]?.aborted).toBe(true);
  });

  it('fails with bad_response when the answer has no text', async () => {
    fake.reply({ type: 'json', body: { transcript: 'wrong field' } });
    await expect(transcriber().transcribe({ audio: tone(1_600), lang: 'en' })).rejects.toMatchObject({
      kind: 'bad_response',
    });
  });
});

/** A stand-in for sherpa-onnx's recogniser: a word per 100 ms of sound, an endpoint at 100 ms of silence. */
class FakeStream implements SherpaStream {
  words: string[] = [];
  pending = 0;
  silent = false;
  acceptWaveform({ samples }: { samples: Float32Array }): void {
    this.silent = samples.every((s) => s === 0);
    if (!this.silent) this.pending += Math.floor(samples.length / 1_600);
  }
  inputFinished(): void {}
}

class FakeEngine implements SherpaEngine {
  count = 0;
  createStream = (): FakeStream => new FakeStream();
  isReady = (s: SherpaStream): boolean => (s as FakeStream).pending > 0;
  decode = (s: SherpaStream): void => {
    (s as FakeStream).pending--;
    (s as FakeStream).words.push(`w${++this.count}`);
  };
  isEndpoint = (s: SherpaStream): boolean => (s as FakeStream).silent && (s as FakeStream).words.length > 0;
  reset = (s: SherpaStream): void => void ((s as FakeStream).words = []);
  getResult = (s: SherpaStream): { text: string } => ({ text: (s as FakeStream).words.join(' ') });
}

function modelDir(name: string, files: string[]): string {
  const dir = join(temp, name);
  mkdirSync(dir, { recursive: true });
  for (const file of files) writeFileSync(join(dir, file), '');
  return dir;
}

const COMPLETE = [
  'tokens.txt',
  'encoder-epoch-99-avg-1.onnx',
  'encoder-epoch-99-avg-1.int8.onnx',
  'decoder-epoch-99-avg-1.onnx',
  'joiner-epoch-99-avg-1.onnx',
];

describe('speech recognition: sherpa-onnx model folder', () => {
  it('names every missing file of the model folder', () => {
    const dir = modelDir('partial', [
      'encoder-epoch-99-avg-1.onnx',
      'decoder-epoch-99-avg-1.onnx',
      'README.md',
    ]);
    expect(() => findSherpaModel(dir)).toThrow(/is missing tokens\.txt, joiner\*\.onnx/);
    expect(() => findSherpaModel(join(temp, 'absent'))).toThrow(/ASR_MODEL_DIR .*absent is not a folder/);
  });

  it('finds the files of a published model folder, the int8 encoder first', () => {
    const dir = modelDir('complete', COMPLETE);
    expect(findSherpaModel(dir)).toEqual({
      tokens: join(dir, 'tokens.txt'),
      encoder: join(dir, 'encoder-epoch-99-avg-1.int8.onnx'),
      decoder: join(dir, 'decoder-epoch-99-avg-1.onnx'),
      joiner: join(dir, 'joiner-epoch-99-avg-1.onnx'),
    });
  });

  it('streams partial results, a final one at each endpoint and at the end, and nothing after abort', async () => {
    let config: object = {};
    const dir = modelDir('stream', COMPLETE);
    const recognizer = await createSherpaRecognizer(dir, async (c) => ((config = c), new FakeEngine()));
    expect(config).toMatchObject({
      modelConfig: {
        tokens: join(dir, 'tokens.txt'),
        transducer: { joiner: join(dir, 'joiner-epoch-99-avg-1.onnx') },
      },
    });
    const results: RecognitionResult[] = [];
    const stream = recognizer.open({ lang: 'en', onResult: (r) => results.push(r) });
    stream.write(tone(1_600));
    stream.write(tone(1_600));
    stream.write(new Int16Array(1_600));
    stream.write(tone(1_600));
    await stream.end();
    stream.write(tone(1_600));
    expect(results).toEqual([
      { text: 'w1', final: false },
      { text: 'w1 w2', final: false },
      { text: 'w1 w2', final: true },
      { text: 'w3', final: false },
      { text: 'w3', final: true },
    ]);
  });

  it('transcribes a whole utterance by joining the final results (no spaces in Chinese)', async () => {
    const recognizer = await createSherpaRecognizer(
      modelDir('utterance', COMPLETE),
      async () => new FakeEngine(),
    );
    const audio = new Int16Array(4_800);
    audio.set(tone(1_600), 0);
    audio.set(tone(1_600), 3_200);
    expect(await utteranceFromStreaming(recognizer).transcribe({ audio, lang: 'en' })).toEqual({
      text: 'w1 w2',
      lang: 'en',
    });
    expect((await utteranceFromStreaming(recognizer).transcribe({ audio, lang: 'zh' })).text).toBe('w3w4');
  });
});

describe('AI providers chosen by configuration', () => {
  it('is offline when nothing is configured', async () => {
    expect(await createAiProviders(loadEnv({}))).toEqual({
      llm: null,
      asr: null,
      streamingAsr: null,
      tts: null,
    });
  });

  it('uses the configured endpoints and their settings, and logs the choice without keys', async () => {
    const logged: object[] = [];
    const env = loadEnv({
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'sk-secret',
      LLM_MODEL: 'deepseek-chat',
      LLM_MAX_ATTEMPTS: '1',
      ASR_PROVIDER: 'openai',
      ASR_BASE_URL: fake.baseUrl,
      TTS_BASE_URL: fake.baseUrl,
      TTS_VOICE: 'nova',
    });
    const ai = await createAiProviders(env, { info: (details) => logged.push(details) });
    expect(ai.llm?.model).toBe('deepseek-chat');
    expect(ai.streamingAsr).toBeNull();
    fake.reply(
      { type: 'error', status: 500 },
      { type: 'json', body: { text: 'hi' } },
      { type: 'audio', bytes: Buffer.from('ID3'), mime: 'audio/mpeg' },
    );
    if (!ai.llm || !ai.asr || !ai.tts) throw new Error('a configured provider is missing');
    const first = ai.llm.stream({ messages: [{ role: 'user', content: 'q' }] });
    await expect(
      (async () => {
        for await (const _ of first);
      })(),
    ).rejects.toMatchObject({ status: 500 });
    expect((await ai.asr.transcribe({ audio: tone(1_600), lang: 'en' })).text).toBe('hi');
    expect((await ai.tts.synthesize({ text: 'hello', lang: 'en' })).audio.toString()).toBe('ID3');
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/chat/completions',
      '/audio/transcriptions',
      '/audio/speech',
    ]);
    expect(fake.requests[2]?.json).toMatchObject({ voice: 'nova', model: 'tts-1' });
    expect(JSON.stringify(logged)).toContain('deepseek-chat');
    expect(JSON.stringify(logged)).not.toContain('sk-secret');
  });

  it('stops the start on a half-made configuration, naming the missing setting', async () => {
    await expect(createAiProviders(loadEnv({ LLM_BASE_URL: fake.baseUrl }))).rejects.toThrow(
      'LLM_MODEL must be set',
    );
    await expect(createAiProviders(loadEnv({ ASR_PROVIDER: 'openai' }))).rejects.toThrow(
      'ASR_BASE_URL must be set',
    );
    await expect(createAiProviders(loadEnv({ ASR_PROVIDER: 'sherpa-onnx' }))).rejects.toThrow(
      'ASR_MODEL_DIR must be set',
    );
    expect(() => loadEnv({ ASR_PROVIDER: 'whisper' })).toThrow(/ASR_PROVIDER/);
  });

  it('stops the start when the sherpa-onnx model folder lacks a file, naming it', async () => {
    const dir = modelDir(
      'no-tokens',
      COMPLETE.filter((f) => f !== 'tokens.txt'),
    );
    await expect(
      createAiProviders(loadEnv({ ASR_PROVIDER: 'sherpa-onnx', ASR_MODEL_DIR: dir })),
    ).rejects.toThrow(`ASR_MODEL_DIR ${dir} is missing tokens.txt`);
  });
});
