import { describe, expect, it } from 'vitest';
import { createUtteranceTracker, type SegmenterEvent, type TrackerConfig } from './utterances.ts';

const frame = (amplitude: number) => new Int16Array(512).map((_, i) => (i % 2 ? amplitude : -amplitude));
const FRAME_MS = 32;

/** A tracker fed `parts` in order: [frames, amplitude, the model's probability]. */
function track(parts: Array<[number, number, number]>, cfg: Partial<TrackerConfig> = {}) {
  const events: SegmenterEvent[] = [];
  let n = 0;
  const tracker = createUtteranceTracker(
    {
      rate: 16_000,
      gapFrames: 9,
      joinFrames: 9,
      minSpeechFrames: 9,
      preRollFrames: 5,
      pauseMs: 600,
      maxSamples: 480_000,
      newId: () => `u${++n}`,
      ...cfg,
    },
    (e) => events.push(e),
  );
  for (const [count, amplitude, p] of parts)
    for (let i = 0; i < count; i++) tracker.step(frame(amplitude), p);
  return events;
}

const speech = (frames: number): [number, number, number] => [frames, 3000, 0.95];
const silence = (frames: number): [number, number, number] => [frames, 23, 0.02];
/** One utterance cut once by a pause and resumed, then the pause setting passing. */
const CUT_ONCE = ['speechStart', 'speechEnd', 'resumed', 'speechEnd', 'pauseElapsed'];
const ends = (events: SegmenterEvent[]) => events.flatMap((e) => (e.type === 'speechEnd' ? [e] : []));

function run(tail: { amplitude: number; p: number }) {
  return track([speech(20), [12, tail.amplitude, tail.p]]).map((e) => e.type);
}

describe('the end of an utterance', () => {
  it('comes after the gap when the voice has gone quiet, whatever the model still says', () => {
    expect(run({ amplitude: 40, p: 0.45 })).toEqual(['speechStart', 'speechEnd']);
    // The model's confidence lingers above its speech threshold after the voice stopped: the frames are
    // far quieter than the speech, so the gap counts from the last loud frame.
    const events = track([speech(20), [10, 23, 0.9]], { gapFrames: 4 });
    expect(ends(events)).toMatchObject([{ atMs: 24 * FRAME_MS, endMs: 20 * FRAME_MS }]);
  });

  it('waits while the sound stays as loud as speech and the model is unsure', () => {
    expect(run({ amplitude: 2500, p: 0.45 })).toEqual(['speechStart']);
  });
});

describe('speech after a tentative end', () => {
  it('ends the utterance tentatively, and the next speech frame resumes it, a short word kept', () => {
    // A short last word (3 frames, fewer than minSpeechFrames) after a 192 ms pause.
    const events = track([speech(20), silence(6), speech(3), silence(25)], { gapFrames: 4 });
    expect(events.map((e) => e.type)).toEqual(CUT_ONCE);
    const [first, second] = ends(events);
    expect(first).toMatchObject({ atMs: 24 * FRAME_MS, utteranceId: 'u1' });
    expect(events[2]).toMatchObject({ atMs: 27 * FRAME_MS, startMs: 26 * FRAME_MS, utteranceId: 'u1' });
    expect(second).toMatchObject({ endMs: 29 * FRAME_MS, utteranceId: 'u2' });
    // The two pieces of audio follow each other without a gap or an overlap: 20 + 3 post-roll frames, then
    // the 3 frames of the pause not yet kept, the word and its post-roll.
    expect(first?.audio.length).toBe(23 * 512);
    expect(second?.audio.length).toBe(9 * 512);
  });

  it('asks more of sound after it: a short one is noise, longer speech resumes once minSpeech long', () => {
    const events = track([speech(20), silence(10), speech(3), silence(9), speech(12), silence(40)], {
      gapFrames: 4,
      pauseMs: 1000,
    });
    expect(events.map((e) => e.type)).toEqual(CUT_ONCE);
    // Resumed at the 9th speech frame of the 12: 20 + 10 + 3 + 9 + 9 frames in.
    expect(events[2]).toMatchObject({ type: 'resumed', atMs: 51 * FRAME_MS, startMs: 42 * FRAME_MS });
  });
});
