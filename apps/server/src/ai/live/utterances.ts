import { joinFrames } from './pcm.ts';

/**
 * What the segmenter tells the live pipeline. Every `atMs` is the audio time (from the stream's first
 * sample) at which the event was decided; `startMs`/`endMs` say where the speech itself lies. A question
 * begins with speechStart, may go on through resumed, and ends with pauseElapsed.
 */
export type SegmenterEvent =
  /** Speech confirmed (enough of it to not be noise): a new question begins. */
  | { type: 'speechStart'; atMs: number; startMs: number; utteranceId: string }
  /**
   * A short silence ended the utterance: the tentative end, where drafting starts. `audio` holds the
   * utterance with its pre-roll. `cut` when it reached the length cap and speech goes on.
   */
  | {
      type: 'speechEnd';
      atMs: number;
      startMs: number;
      endMs: number;
      audio: Int16Array;
      utteranceId: string;
      cut: boolean;
    }
  /**
   * Speech came back before the pause setting passed (`startMs` within it; confirmed at `atMs`, perhaps
   * after it): `utteranceId`'s draft is to be retracted; the next speechEnd carries the continuation.
   * Within the join gap one speech frame is enough (a pause between words: the short word after it is
   * kept); later, new speech must first prove itself speech (minSpeechFrames).
   */
  | { type: 'resumed'; atMs: number; startMs: number; utteranceId: string }
  /**
   * The silence since `utteranceId`'s last speech frame reached the pause setting: the question has ended.
   * Sound that began within the pause holds this back until it proves to be noise (then `atMs` is later).
   */
  | { type: 'pauseElapsed'; atMs: number; utteranceId: string };

/** Silero's own thresholds, with hysteresis: a frame between the two is neither speech nor silence. */
const SPEECH = 0.5;
const SILENCE = 0.35;
/**
 * A frame below this share of the utterance's speech level (RMS, about −20 dB) is silence whatever the model
 * says: Silero's confidence outlasts a voice by up to six frames (0.5 to 0.99 over a quiet floor after espeak
 * stopped); counted as speech, they put the end 32-224 ms late (96 ms at the median of the bench's questions).
 */
const QUIET_RATIO = 0.1;

/** Root mean square of a frame's samples. */
function rmsOf(frame: Int16Array): number {
  let sum = 0;
  for (const x of frame) sum += x * x;
  return Math.sqrt(sum / Math.max(1, frame.length));
}
/**
 * A candidate that neither confirms nor dies in this many frames (a steady hum near the threshold) is noise.
 * It bounds how long a candidate that began within the pause can hold pauseElapsed back, and how long the
 * join gap can last.
 */
const CANDIDATE_MAX_FRAMES = 32;

export interface TrackerConfig {
  rate: number;
  /** Silent frames after speech that end an utterance tentatively (drafting starts there). */
  gapFrames: number;
  /**
   * Silent frames after speech within which speech that comes back resumes at its first speech frame;
   * later speech must first be minSpeechFrames long. At least gapFrames (less counts as gapFrames).
   */
  joinFrames: number;
  minSpeechFrames: number;
  preRollFrames: number;
  pauseMs: number;
  maxSamples: number;
  newId(): string;
}

/** Speech heard but not yet long enough to be an utterance. */
interface Candidate {
  startAt: number;
  frames: Int16Array[];
  speech: number;
  silence: number;
  lastSpeechAt: number;
  /** Running RMS of its speech frames (undefined before the first one counted). */
  level?: number;
}

/** A confirmed utterance still going on; `keep` is the frame count up to its last speech frame. */
interface Open extends Candidate {
  id: string;
  samples: number;
  keep: number;
}

/** The join gap after a tentative end: the frames since the utterance's audio, and its speech level. */
interface Joinable {
  frames: Int16Array[];
  silence: number;
  level?: number;
}

/** Frames kept after the last speech frame, so a word's fading end is not clipped. */
const POST_ROLL_FRAMES = 3;

/**
 * Turns per-frame speech probabilities into utterance events. Pure and synchronous: the clock is the
 * count of samples stepped, so the same audio always gives the same events.
 */
export function createUtteranceTracker(cfg: TrackerConfig, emit: (event: SegmenterEvent) => void) {
  const ms = (samples: number) => Math.round((samples * 1000) / cfg.rate);
  const pauseSamples = (cfg.pauseMs * cfg.rate) / 1000;
  const joinGap = Math.max(cfg.gapFrames, cfg.joinFrames);
  let clock = 0;
  let preRoll: Int16Array[] = [];
  let candidate: Candidate | null = null;
  let open: Open | null = null;
  let ended: { id: string; endAt: number } | null = null;
  let joinable: Joinable | null = null;

  /** Whether a frame is speech, silence or neither: far quieter than `level` is silence. */
  function kind(frame: Int16Array, p: number, level: number | undefined) {
    const rms = rmsOf(frame);
    if (level && rms < level * QUIET_RATIO) return { rms, speech: false, silence: true };
    return { rms, speech: p >= SPEECH, silence: p < SILENCE };
  }

  /** Counts one frame into `u`; true when it is speech. */
  function tally(u: Candidate, frame: Int16Array, p: number): boolean {
    const { rms, speech, silence } = kind(frame, p, u.level);
    u.frames.push(frame);
    if (speech) {
      u.level = u.level ? u.level * 0.9 + rms * 0.1 : rms;
      u.speech++;
      u.silence = 0;
      u.lastSpeechAt = clock;
    } else if (silence) u.silence++;
    return speech;
  }

  function confirm(c: Candidate): Open {
    candidate = null;
    joinable = null;
    const samples = c.frames.reduce((n, f) => n + f.length, 0);
    const u: Open = { ...c, id: cfg.newId(), samples, keep: c.frames.length };
    open = u;
    const at = { atMs: ms(clock), startMs: ms(c.startAt) };
    if (ended) emit({ type: 'resumed', ...at, utteranceId: ended.id });
    else emit({ type: 'speechStart', ...at, utteranceId: u.id });
    ended = null;
    return u;
  }

  function checkPause(): void {
    if (!ended || clock - ended.endAt < pauseSamples) return;
    emit({ type: 'pauseElapsed', atMs: ms(clock), utteranceId: ended.id });
    ended = null;
    joinable = null;
  }

  function close(u: Open, cut: boolean): void {
    open = null;
    const endAt = cut ? clock : u.lastSpeechAt;
    const keep = cut ? u.frames.length : Math.min(u.frames.length, u.keep + POST_ROLL_FRAMES);
    const audio = joinFrames(u.frames.slice(0, keep));
    const times = { atMs: ms(clock), startMs: ms(u.startAt), endMs: ms(endAt) };
    emit({ type: 'speechEnd', ...times, audio, utteranceId: u.id, cut });
    const rest = u.frames.slice(keep);
    preRoll = cut ? [] : rest.slice(-cfg.preRollFrames);
    joinable = !cut && u.silence < joinGap ? { frames: rest, silence: u.silence, level: u.level } : null;
    ended = { id: u.id, endAt };
    if (!cut) checkPause();
  }

  function stepOpen(u: Open, frame: Int16Array, p: number): void {
    if (tally(u, frame, p)) u.keep = u.frames.length;
    u.samples += frame.length;
    if (u.silence >= cfg.gapFrames) return close(u, false);
    if (u.samples < cfg.maxSamples) return;
    // Nonstop speech past the cap: end this utterance and go on with the next at once.
    close(u, true);
    confirm({ startAt: clock, frames: [], speech: 0, silence: 0, lastSpeechAt: clock, level: u.level });
  }

  /** Within the join gap: one speech frame resumes, with the frames since the last utterance's audio. */
  function stepJoinable(j: Joinable, frame: Int16Array, p: number): void {
    const { speech, silence } = kind(frame, p, j.level);
    if (speech) {
      const start = clock - frame.length;
      const lead = { startAt: start, frames: j.frames, speech: 0, silence: 0, lastSpeechAt: start };
      return stepOpen(confirm({ ...lead, level: j.level }), frame, p);
    }
    j.frames.push(frame);
    preRoll.push(frame);
    if (preRoll.length > cfg.preRollFrames) preRoll.shift();
    if (silence) j.silence++;
    if (j.silence >= joinGap || j.frames.length > CANDIDATE_MAX_FRAMES) joinable = null;
    checkPause();
  }

  function stepQuiet(frame: Int16Array, p: number): void {
    if (!candidate && p < SPEECH) {
      preRoll.push(frame);
      if (preRoll.length > cfg.preRollFrames) preRoll.shift();
      return;
    }
    const start = clock - frame.length;
    candidate ??= { startAt: start, frames: preRoll, speech: 0, silence: 0, lastSpeechAt: clock };
    preRoll = [];
    tally(candidate, frame, p);
    if (candidate.speech >= cfg.minSpeechFrames) {
      confirm(candidate);
      return;
    }
    if (candidate.silence < joinGap && candidate.frames.length < CANDIDATE_MAX_FRAMES) return;
    preRoll = candidate.frames.slice(-cfg.preRollFrames);
    candidate = null;
  }

  return {
    /** One frame and the model's speech probability for it. */
    step(frame: Int16Array, p: number): void {
      clock += frame.length;
      if (open) return stepOpen(open, frame, p);
      if (joinable) return stepJoinable(joinable, frame, p);
      // Speech that began within the pause holds it until it is confirmed (resumed) or found to be noise.
      if (!candidate) checkPause();
      stepQuiet(frame, p);
      if (!candidate && !open) checkPause();
    },
    /** End of stream: the open utterance ends, and so does the question. Time goes on from here. */
    end(): void {
      if (open) close(open, false);
      if (ended) emit({ type: 'pauseElapsed', atMs: ms(clock), utteranceId: ended.id });
      ended = null;
      joinable = null;
      candidate = null;
      preRoll = [];
    },
  };
}
