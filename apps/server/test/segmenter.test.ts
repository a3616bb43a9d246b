import { PAUSE_MS } from '@offerpilot/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFramer } from '../src/ai/live/pcm.ts';
import { createSegmenter, type SegmenterEvent, type SegmenterOptions } from '../src/ai/live/segmenter.ts';
import { join16, silence, spoken16k, tone, withNoiseFloor } from './audio.ts';

const RATE = 16_000;
const quiet = (ms: number) => silence(ms, RATE);

const ms = (samples: Int16Array) => (samples.length * 1000) / RATE;

/** Every event a segmenter emits for the audio, pushed in chunks of `chunk` samples (or as given). */
async function segment(
  audio: Int16Array | Array<Int16Array | Uint8Array>,
  pause: SegmenterOptions['pause'],
  more: Partial<SegmenterOptions> = {},
): Promise<SegmenterEvent[]> {
  const events: SegmenterEvent[] = [];
  const seg = createSegmenter({ pause, onEvent: (e) => events.push(e), ...more });
  for (const chunk of audio instanceof Int16Array ? [audio] : audio) {
    seg.push(chunk);
    await seg.drained();
  }
  await seg.flush();
  return events;
}

const types = (events: SegmenterEvent[]) => events.map((e) => e.type);
type SpeechEnd = Extract<SegmenterEvent, { type: 'speechEnd' }>;
const ends = (events: SegmenterEvent[]) => events.filter((e): e is SpeechEnd => e.type === 'speechEnd');

/** The first two speech ends, which the test expects to be there. */
function twoEnds(events: SegmenterEvent[]): [SpeechEnd, SpeechEnd] {
  const found = ends(events);
  expect(found.length).toBeGreaterThanOrEqual(2);
  return found as [SpeechEnd, SpeechEnd];
}

function chunks(audio: Int16Array, size: number): Int16Array[] {
  const out: Int16Array[] = [];
  for (let at = 0; at < audio.length; at += size) out.push(audio.subarray(at, at + size));
  return out;
}

/** The audio as little-endian bytes cut into pieces of `size` bytes, each at an odd offset of its buffer. */
function oddByteChunks(audio: Int16Array, size: number): Uint8Array[] {
  const bytes = Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength);
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) {
    const piece = bytes.subarray(at, at + size);
    const holder = Buffer.alloc(piece.length + 1);
    piece.copy(holder, 1);
    out.push(holder.subarray(1));
  }
  return out;
}

/** Events without their random ids, for comparing runs; ids are compared by their relations instead. */
const comparable = (events: SegmenterEvent[]) =>
  events.map(({ utteranceId: _id, ...rest }) =>
    'audio' in rest ? { ...rest, audio: Buffer.from(rest.audio.buffer).toString('base64') } : rest,
  );

let en: Int16Array;
let en2: Int16Array;
let zh: Int16Array;

beforeAll(() => {
  en = spoken16k('Tell me about a project you are proud of.', 'en');
  en2 = spoken16k('What was the hardest part of it?', 'en');
  zh = spoken16k('qing3 jie4 shao4 yi2 xia4 ni3 zi4 ji3', 'cmn-latn-pinyin');
});

describe('createSegmenter on spoken questions', () => {
  it.each([
    ['en', () => en, (a: Int16Array) => a],
    ['zh', () => zh, (a: Int16Array) => a],
    ['en over a noise floor', () => en, withNoiseFloor],
    ['zh over a noise floor', () => zh, withNoiseFloor],
  ])(
    'one %s sentence then 1.5 s of silence: its speech ends 128 ms after the voice, then the pause',
    async (_lang, sentence, room) => {
      const speech = sentence();
      const events = await segment(room(join16(quiet(500), speech, quiet(1500))), 'medium');
      // The sentence may be cut at a pause between its words (espeak leaves up to 256 ms of silence): each
      // piece ends tentatively and the next resumes within the join gap.
      expect(types(events).join()).toMatch(/^speechStart,speechEnd,(resumed,speechEnd,)*pauseElapsed$/);
      const start = events[0] as Extract<SegmenterEvent, { type: 'speechStart' }>;
      const pause = events.at(-1) as Extract<SegmenterEvent, { type: 'pauseElapsed' }>;
      const pieces = ends(events);
      const [first, end] = [pieces[0] as SpeechEnd, pieces.at(-1) as SpeechEnd];
      events.forEach((e, i) => {
        const before = events[i - 1];
        if (e.type === 'resumed' && before?.type === 'speechEnd')
          expect(e.startMs - before.endMs).toBeLessThanOrEqual(288);
      });
      const spokenEnd = 500 + ms(speech);
      expect(start.startMs).toBeGreaterThanOrEqual(450);
      expect(start.startMs).toBeLessThan(700);
      expect(Math.abs(end.endMs - spokenEnd)).toBeLessThan(200);
      // The tentative end comes after a short gap, the question's end after the pause setting.
      expect(end.atMs - end.endMs).toBeGreaterThanOrEqual(128);
      expect(end.atMs - end.endMs).toBeLessThanOrEqual(160);
      expect(pause.atMs - end.endMs).toBeGreaterThanOrEqual(PAUSE_MS.medium);
      expect(pause.atMs - end.endMs).toBeLessThan(PAUSE_MS.medium + 40);
      expect(pause.utteranceId).toBe(end.utteranceId);
      expect(start.utteranceId).toBe(first.utteranceId);
      // The first piece's audio begins 100-300 ms before its first speech frame; the pieces follow one
      // another and hold the whole sentence.
      const preRoll = ms(first.audio) - (first.endMs - first.startMs);
      expect(preRoll).toBeGreaterThanOrEqual(100);
      expect(preRoll).toBeLessThanOrEqual(300);
      expect(pieces.reduce((sum, e) => sum + ms(e.audio), 0)).toBeGreaterThan(ms(speech));
    },
  );

  it.each([
    ['', (a: Int16Array) => a],
    [' over a noise floor', withNoiseFloor],
  ])('two sentences 400 ms apart with the medium pause%s: the second resumes the first', async (_, room) => {
    const events = await segment(room(join16(quiet(300), en, quiet(400), zh, quiet(1500))), 'medium');
    expect(types(events)).toEqual(['speechStart', 'speechEnd', 'resumed', 'speechEnd', 'pauseElapsed']);
    const [first, second] = twoEnds(events);
    expect(events[2]).toMatchObject({ type: 'resumed', utteranceId: first.utteranceId });
    expect(second.utteranceId).not.toBe(first.utteranceId);
    expect(events[4]).toMatchObject({ type: 'pauseElapsed', utteranceId: second.utteranceId });
    expect(second.startMs).toBeGreaterThan(first.endMs);
  });

  it.each([
    ['', (a: Int16Array) => a],
    [' over a noise floor', withNoiseFloor],
  ])('two sentences 1.2 s apart with the short pause%s: two separate questions', async (_, room) => {
    const events = await segment(room(join16(quiet(300), en, quiet(1200), en2, quiet(1500))), 'short');
    // Each question: speechStart, its pieces (cut between words, resumed), then the pause.
    const questions = types(events).filter((t) => t === 'speechStart' || t === 'pauseElapsed');
    expect(questions).toEqual(['speechStart', 'pauseElapsed', 'speechStart', 'pauseElapsed']);
    const pauses = events.flatMap((e, i) => (e.type === 'pauseElapsed' ? [i] : []));
    for (const at of pauses) {
      const last = events[at - 1] as SpeechEnd;
      expect(last.type).toBe('speechEnd');
      expect(events[at]).toMatchObject({ utteranceId: last.utteranceId });
      expect((events[at]?.atMs ?? 0) - last.endMs).toBeGreaterThanOrEqual(PAUSE_MS.short);
    }
  });

  it('counts speech that starts within the pause as resumed, though it is confirmed after the pause', async () => {
    const events = await segment(join16(quiet(300), en, quiet(450), en2, quiet(1500)), 'short');
    expect(types(events)).toEqual(['speechStart', 'speechEnd', 'resumed', 'speechEnd', 'pauseElapsed']);
    const [first] = twoEnds(events);
    const resumed = events[2];
    expect(resumed?.type === 'resumed' && resumed.startMs - first.endMs).toBeLessThan(PAUSE_MS.short);
    expect((resumed?.atMs ?? 0) - first.endMs).toBeGreaterThan(PAUSE_MS.short);
  });

  it('gives the same events whatever the chunk sizes, odd byte counts and offsets included', async () => {
    const audio = join16(quiet(300), en, quiet(400), zh, quiet(1300));
    const reference = comparable(await segment(chunks(audio, 512), 'medium'));
    expect(reference).toHaveLength(5);
    for (const size of [100, 333, 1000]) {
      expect(comparable(await segment(chunks(audio, size), 'medium'))).toEqual(reference);
    }
    for (const bytes of [777, 1, 4097]) {
      expect(comparable(await segment(oddByteChunks(audio, bytes), 'medium'))).toEqual(reference);
    }
  });
});

describe('createSegmenter on what is not speech', () => {
  it('gives no event on silence, whether the model runs on it or not', async () => {
    expect(await segment(quiet(5000), 'short')).toEqual([]);
    expect(await segment(quiet(3000), 'short', { silenceGatePeak: -1 })).toEqual([]);
  });

  it('gives no utterance for clicks, bursts and scraps of speech shorter than 200 ms', async () => {
    const click = new Int16Array(80).map((_, i) => (i % 2 ? 20_000 : -20_000));
    const noise = new Int16Array(150 * 16).map((_, i) => ((i * 7919) % 16_001) - 8000);
    const parts = [quiet(500), click, quiet(700), noise, quiet(700), tone(120, 440, RATE), quiet(700)];
    // 120 ms scraps cut across each sentence: syllables, not utterances.
    for (const sentence of [en, en2, zh]) {
      for (let at = 4000; at + 2000 < sentence.length; at += 2720)
        parts.push(sentence.slice(at, at + 1920), quiet(800));
    }
    const audio = withNoiseFloor(join16(...parts));
    expect(await segment(audio, 'short')).toEqual([]);
    // The scraps are speech to the model: with no minimum they would have been utterances.
    expect(ends(await segment(audio, 'short', { minSpeechMs: 32 })).length).toBeGreaterThan(3);
  });
});

describe('createSegmenter limits and ends', () => {
  it('cuts nonstop speech at the length cap and goes on with the next utterance at once', async () => {
    const events = await segment(join16(quiet(300), en, quiet(1000)), 'short', { maxUtteranceMs: 800 });
    const [first] = twoEnds(events);
    const pieces = ends(events);
    expect(pieces.map((e) => e.cut)).toEqual([...pieces.slice(1).map(() => true), false]);
    for (const piece of pieces) expect(ms(piece.audio)).toBeLessThanOrEqual(800 + 32);
    // After a cut the speaker is still talking: the pipeline hears `resumed` right away.
    expect(events[events.indexOf(first) + 1]).toMatchObject({
      type: 'resumed',
      atMs: first.atMs,
      utteranceId: first.utteranceId,
    });
    expect(types(events).at(-1)).toBe('pauseElapsed');
  });

  it('ends the utterance and the question when the stream ends mid-sentence', async () => {
    const events = await segment(join16(quiet(300), en.subarray(0, 20_000)), 'long');
    expect(types(events)).toEqual(['speechStart', 'speechEnd', 'pauseElapsed']);
  });

  it('skips the model on digital silence without changing where utterances begin', async () => {
    const audio = join16(quiet(300), en, quiet(400), zh, quiet(1500));
    const gated = await segment(audio, 'medium');
    const ungated = await segment(audio, 'medium', { silenceGatePeak: -1 });
    expect(types(gated)).toEqual(types(ungated));
    gated.forEach((e, i) => {
      const other = ungated[i];
      if ('startMs' in e && other && 'startMs' in other) expect(e.startMs).toBe(other.startMs);
      // Without the gate the model's memory of speech fades over a few frames, so ends come a little later.
      const later = (other?.atMs ?? NaN) - e.atMs;
      expect(later).toBeGreaterThanOrEqual(0);
      expect(later).toBeLessThanOrEqual(200);
    });
  });

  it('keeps at most maxQueuedMs of audio waiting for the model and counts what it drops', async () => {
    const seg = createSegmenter({ pause: 'short', onEvent: () => {}, maxQueuedMs: 2000 });
    seg.push(quiet(4992)); // 156 frames, 63 of which fit in 2 s
    await seg.flush();
    expect(seg.stats()).toMatchObject({ audioMs: 2016, droppedFrames: 93 });
  });

  it('emits nothing once closed', async () => {
    const events: SegmenterEvent[] = [];
    const seg = createSegmenter({ pause: 'short', onEvent: (e) => events.push(e) });
    seg.push(join16(quiet(300), en));
    seg.close();
    seg.push(quiet(2000));
    await seg.flush();
    expect(events).toEqual([]);
  });
});

describe('createFramer', () => {
  it('reads little-endian samples split across odd byte boundaries', () => {
    const samples = Int16Array.from([1, -1, 32767, -32768, 258, -258, 7]);
    const bytes = Buffer.from(samples.buffer);
    const framer = createFramer(3);
    const frames = [
      bytes.subarray(0, 3),
      bytes.subarray(3, 4),
      bytes.subarray(4, 11),
      bytes.subarray(11),
    ].flatMap((piece) => framer.push(piece));
    expect(frames.map((f) => [...f])).toEqual([
      [1, -1, 32767],
      [-32768, 258, -258],
    ]);
    expect([...framer.drain()]).toEqual([7]);
  });
});
