import type { Lang } from '@offerpilot/shared';
import { joinFrames } from '../../ai/live/pcm.ts';
import { createSegmenter, type Segmenter, type SegmenterEvent } from '../../ai/live/segmenter.ts';
import type { UtteranceRecognizer } from '../../providers/asr/types.ts';

/** A recognised piece of a voice answer. */
export interface VoicePiece {
  id: string;
  text: string;
}

export interface VoiceAnswerOptions {
  lang: Lang;
  /** The server's speech recognition; without it audio is heard (the pause) but not written down. */
  asr: UtteranceRecognizer | null;
  /** Silence after speech that ends the answer, in audio time. */
  pauseMs: number;
  /** A piece was recognised (in the order spoken), with the answer it belongs to. */
  onPiece(piece: VoicePiece, answer: number): void;
  /** The answer's speech was followed by `pauseMs` of silence. */
  onPause(answer: number): void;
  onError(err: unknown): void;
}

/** What the candidate said into the microphone for one turn, as far as it is known. */
export interface VoiceSpan {
  /** From the first speech to the end of the last, in audio time (0 when nothing was heard). */
  speakingMs: number;
}

/**
 * The candidate's voice on the audio socket: the streaming segmenter (Silero, audio time) cuts utterances;
 * those it joins into a phrase (speech that comes back within its short pause) are transcribed together, in
 * the order spoken, and a long silence after speech ends the answer. Answers are numbered (`next()` starts
 * one): a piece or pause of an answer that is over is told with its old number, so the runner can drop it.
 */
export function createVoiceAnswer(opts: VoiceAnswerOptions) {
  let segmenter: Segmenter | null = null;
  let answer = 0;
  let speaking = false;
  let firstStartMs: number | null = null;
  let lastEndMs: number | null = null;
  let paused = false;
  /** Transcriptions in flight, told in the order spoken. */
  let told: Promise<void> = Promise.resolve();

  /** The phrase being heard: its utterances' audio (a phrase ends at a pause of the segmenter's setting). */
  let phrase: { id: string; audio: Int16Array[] } | null = null;

  /** Transcribes the phrase heard, told in the order spoken. */
  function transcribe(): void {
    if (!phrase?.audio.length) return;
    const { id, audio } = phrase;
    phrase = null;
    const mine = answer;
    const text = opts.asr
      ? opts.asr.transcribe({ audio: joinFrames(audio), lang: opts.lang }).then(
          (t) => t.text.trim(),
          (err: unknown) => {
            opts.onError(err);
            return '';
          },
        )
      : Promise.resolve('');
    told = told.then(async () => {
      const said = await text;
      if (said) opts.onPiece({ id, text: said }, mine);
    });
  }

  function onEvent(e: SegmenterEvent): void {
    if (e.type === 'speechStart' || e.type === 'resumed') {
      speaking = true;
      paused = false;
      firstStartMs ??= e.startMs;
      phrase ??= { id: e.utteranceId, audio: [] };
    } else if (e.type === 'speechEnd') {
      speaking = e.cut;
      lastEndMs = e.endMs;
      (phrase ??= { id: e.utteranceId, audio: [] }).audio.push(e.audio);
    } else transcribe();
  }

  /** After the frames pushed so far are processed: the long pause, once per stretch of silence. */
  function checkPause(): void {
    if (!segmenter || speaking || paused || lastEndMs === null) return;
    if (segmenter.stats().audioMs - lastEndMs < opts.pauseMs) return;
    paused = true;
    const mine = answer;
    void told.then(() => opts.onPause(mine));
  }

  return {
    /** The number of the answer being heard. */
    current: () => answer,

    /** One frame of PCM16 from the audio socket. */
    push(frame: Uint8Array): void {
      // A phrase ends at the short pause (600 ms): one transcription per phrase, not per breath.
      segmenter ??= createSegmenter({ pause: 'short', onEvent, onError: opts.onError });
      segmenter.push(frame);
      void segmenter.drained().then(checkPause);
    },

    /** "I'm done" or the audio stopped: what was said is cut and written down; then its span. */
    async settle(): Promise<VoiceSpan> {
      await segmenter?.flush();
      await told;
      const speakingMs = firstStartMs !== null && lastEndMs !== null ? lastEndMs - firstStartMs : 0;
      return { speakingMs: Math.max(0, speakingMs) };
    },

    /** The next turn's answer begins: what is heard from now on belongs to it. */
    next(): void {
      answer++;
      firstStartMs = null;
      lastEndMs = null;
      paused = false;
      phrase = null;
    },

    close(): void {
      segmenter?.close();
    },
  };
}
export type VoiceAnswer = ReturnType<typeof createVoiceAnswer>;
