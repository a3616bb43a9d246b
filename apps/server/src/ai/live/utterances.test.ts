import { describe, expect, it } from 'vitest';
import { createUtteranceTracker, type SegmenterEvent } from './utterances.ts';

const frame = (amplitude: number) => new Int16Array(512).map((_, i) => (i % 2 ? amplitude : -amplitude));

function run(tail: { amplitude: number; p: number }) {
  const events: SegmenterEvent[] = [];
  const tracker = createUtteranceTracker(
    {
      rate: 16_000,
      gapFrames: 9,
      minSpeechFrames: 9,
      preRollFrames: 5,
      pauseMs: 600,
      maxSamples: 480_000,
      newId: () => 'u1',
    },
    (e) => events.push(e),
  );
  for (let i = 0; i < 20; i++) tracker.step(frame(3000), 0.95);
  // The model's confidence lingers between its two thresholds after the voice stopped.
  for (let i = 0; i < 12; i++) tracker.step(frame(tail.amplitude), tail.p);
  return events.map((e) => e.type);
}

describe('the end of an utterance', () => {
  it('comes after the gap when the voice has gone quiet, whatever the model still says', () => {
    expect(run({ amplitude: 40, p: 0.45 })).toEqual(['speechStart', 'speechEnd']);
  });

  it('waits while the sound stays as loud as speech and the model is unsure', () => {
    expect(run({ amplitude: 2500, p: 0.45 })).toEqual(['speechStart']);
  });
});
