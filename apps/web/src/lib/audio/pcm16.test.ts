import { describe, expect, it } from 'vitest';
import { createDownsampler, FRAME_SAMPLES, levelDb } from './pcm16.ts';

const sine = (rate: number, hz: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate),
  );

function framesOf(input: Float32Array, rate: number, blocks: number[]): Int16Array[] {
  const frames: Int16Array[] = [];
  const d = createDownsampler(rate, (f) => frames.push(f));
  let at = 0;
  for (let i = 0; at < input.length; i++) {
    const n = blocks[i % blocks.length] ?? 128;
    d.push(input.subarray(at, at + n));
    at += n;
  }
  return frames;
}

describe('capture audio turned into the server format', () => {
  it('gives 16 kHz frames of 512 samples from 48 kHz and from 44.1 kHz, speech tones kept', () => {
    for (const rate of [48_000, 44_100]) {
      const frames = framesOf(sine(rate, 440, 1.03), rate, [128]);
      expect(frames).toHaveLength(Math.floor(16_480 / FRAME_SAMPLES));
      const peak = Math.max(...frames.flatMap((f) => [...f].map(Math.abs)));
      expect(peak).toBeGreaterThan(0.45 * 0x7fff);
      expect(peak).toBeLessThanOrEqual(0.5 * 0x7fff + 1);
    }
  });

  it('gives the same frames however the blocks are cut', () => {
    const input = sine(48_000, 300, 0.5);
    const whole = framesOf(input, 48_000, [input.length]);
    const cut = framesOf(input, 48_000, [128, 7, 300, 1]);
    expect(cut).toEqual(whole);
  });

  it('clamps what clips and refuses a capture rate below 16 kHz', () => {
    const [frame] = framesOf(new Float32Array(48_000).fill(2), 48_000, [128]);
    expect(frame?.[0]).toBe(0x7fff);
    expect(() => createDownsampler(8_000, () => {})).toThrow(/below/);
  });

  it('measures a level the meter can show', () => {
    expect(levelDb(new Float32Array(128))).toBe(-100);
    expect(levelDb(sine(48_000, 440, 0.1, 1))).toBeCloseTo(-3, 0);
  });
});
