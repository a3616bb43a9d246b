import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resample } from '../src/ai/audio/resample.ts';

/** Audio for the voice-sample tests: real speech from espeak-ng, and signals made in code. */

export interface Pcm {
  rate: number;
  channels: number;
  samples: Int16Array;
}

/** A 16-bit PCM WAV file of interleaved samples. */
export function wavOf({ rate, channels, samples }: Pcm): Buffer {
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + samples.length * 2, 4);
  head.write('WAVEfmt ', 8, 'latin1');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(channels, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * channels * 2, 28);
  head.writeUInt16LE(channels * 2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([head, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

/** The PCM of a canonical 44-byte-header WAV (what espeak-ng writes). */
export function pcmOf(wav: Buffer): Pcm {
  const samples = new Int16Array(wav.subarray(44).length / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = wav.readInt16LE(44 + i * 2);
  return { rate: wav.readUInt32LE(24), channels: wav.readUInt16LE(22), samples };
}

/** A sentence spoken by espeak-ng (en, or Mandarin from pinyin with `cmn-latn-pinyin`), mono PCM. */
export function speak(text: string, voice = 'en'): Pcm {
  const file = join(mkdtempSync(join(tmpdir(), 'op-voice-')), 'speech.wav');
  execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-w', file, text]);
  return pcmOf(readFileSync(file));
}

/**
 * A sentence from espeak-ng as the live pipeline hears it (16 kHz mono), cut to its speech (espeak pads it
 * with about 400 ms of silence).
 */
export function spoken16k(text: string, voice = 'en'): Int16Array {
  const pcm = speak(text, voice);
  const float = Float32Array.from(pcm.samples, (s) => s / 32768);
  const samples = Int16Array.from(resample(float, pcm.rate, 16_000), (x) => Math.round(x * 32767));
  const loud = (v: number) => Math.abs(v) >= 300;
  return samples.slice(Math.max(0, samples.findIndex(loud)), samples.findLastIndex(loud) + 1);
}

/**
 * A microphone's noise floor (about −58 dBFS, seeded so runs agree) added to audio: loud enough that the
 * voice-activity model runs on the pauses. Multiplied in 32 bits: in doubles the generator falls into a
 * short cycle.
 */
export function withNoiseFloor(audio: Int16Array, seed = 7): Int16Array {
  let s = seed;
  return audio.map((sample) => {
    s = (Math.imul(s, 1_103_515_245) + 12_345) & 0x7fffffff;
    return Math.max(-32768, Math.min(32767, sample + Math.round((s / 0x7fffffff - 0.5) * 80)));
  });
}

/** Silence of some milliseconds at a rate. */
export const silence = (ms: number, rate: number): Int16Array =>
  new Int16Array(Math.round((rate * ms) / 1000));

/** A steady sine tone. */
export function tone(ms: number, hz: number, rate: number): Int16Array {
  const out = new Int16Array(Math.round((rate * ms) / 1000));
  for (let i = 0; i < out.length; i++) out[i] = Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 12_000);
  return out;
}

/** Mono pieces one after another. */
export function join16(...parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Mono audio taken to another rate (nearest sample) and duplicated into `channels`, as a recorder would. */
export function reshape(pcm: Pcm, rate: number, channels: number): Pcm {
  const frames = Math.floor((pcm.samples.length * rate) / pcm.rate);
  const samples = new Int16Array(frames * channels);
  for (let f = 0; f < frames; f++) {
    const v = pcm.samples[Math.min(pcm.samples.length - 1, Math.floor((f * pcm.rate) / rate))] ?? 0;
    for (let c = 0; c < channels; c++) samples[f * channels + c] = v;
  }
  return { rate, channels, samples };
}
