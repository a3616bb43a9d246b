import { describe, expect, it } from 'vitest';
import type { Lang } from '@offerpilot/shared';
import { createSegmenter, FRAME_SAMPLES } from '../src/ai/live/segmenter.ts';
import { join16, silence, spoken16k, withNoiseFloor } from './audio.ts';
import { recordingPipeline } from './live-support.ts';

// The segmenter and the pipeline together on espeak speech, in audio time: what a speaker who pauses
// between the clauses of a question gets.

const RATE = 16_000;
const quiet = (ms: number) => silence(ms, RATE);

interface Clause {
  words: string[];
  from: number;
  to: number;
}

/**
 * Speaks `clauses` with `pauseMs` between them through the segmenter into the pipeline (offline coach, a
 * recogniser that answers at once with the words of the audio it gets, in proportion within each clause).
 * Returns what was sent and stored, and the audio time of each event sent.
 */
async function speakQuestion(lang: Lang, clauses: string[][], voice: string, pauseMs: number) {
  const parts: Clause[] = [];
  const pieces: Int16Array[] = [quiet(400)];
  let at = quiet(400).length;
  for (const [i, [text, spokenText]] of clauses.entries()) {
    if (i > 0) {
      pieces.push(quiet(pauseMs));
      at += quiet(pauseMs).length;
    }
    const audio = spoken16k(spokenText ?? text ?? '', voice);
    pieces.push(audio);
    parts.push({
      words: lang === 'zh' ? [...(text ?? '')] : (text ?? '').split(' '),
      from: at,
      to: at + audio.length,
    });
    at += audio.length;
  }
  const speechEnd = at;
  pieces.push(quiet(1500));
  const audio = withNoiseFloor(join16(...pieces), 11);

  const offsetOf = (piece: Int16Array) => {
    for (let f = 0; f + FRAME_SAMPLES <= audio.length; f += FRAME_SAMPLES)
      if (piece.subarray(0, FRAME_SAMPLES).every((v, i) => v === audio[f + i])) return f;
    return -1;
  };
  const asr = {
    id: 'clauses',
    async transcribe({ audio: piece }: { audio: Int16Array }) {
      const from = offsetOf(piece);
      const to = from + piece.length;
      const words = parts.flatMap((c) => {
        const share = (x: number) => Math.min(1, Math.max(0, (x - c.from) / (c.to - c.from)));
        return c.words.slice(
          Math.round(share(from) * c.words.length),
          Math.round(share(to) * c.words.length),
        );
      });
      return { text: from < 0 ? '' : words.join(lang === 'zh' ? '' : ' ') };
    },
  };

  let clock = 0;
  const { pipeline, sent, sentAt, stored } = recordingPipeline(asr, lang, () => clock);
  const segmenter = createSegmenter({ pause: 'short', onEvent: (e) => pipeline.onSpeech(e) });
  // Frame by frame, letting the pipeline's work run before the next frame, as live audio would.
  for (let f = 0; f < audio.length; f += FRAME_SAMPLES) {
    segmenter.push(audio.subarray(f, f + FRAME_SAMPLES));
    await segmenter.drained();
    clock = ((f + FRAME_SAMPLES) * 1000) / RATE;
    await new Promise((done) => setTimeout(done, 0));
  }
  await segmenter.flush();
  await new Promise((done) => setTimeout(done, 20));
  return { sent, sentAt, stored, speechEndMs: (speechEnd * 1000) / RATE };
}

describe('a question spoken with a pause between its clauses', () => {
  it.each([
    ['en', 150, [['Tell me about a project'], ['you are proud of.']], 'en'],
    ['en', 240, [['How do you prioritize tasks'], ['when everything is urgent?']], 'en'],
    [
      'zh',
      200,
      [
        ['你是如何处理', 'ni3 shi4 ru2 he2 chu3 li3'],
        ['团队冲突的', 'tuan2 dui4 chong1 tu1 de'],
      ],
      'cmn-latn-pinyin',
    ],
  ] as const)(
    '%s, %i ms apart: one confirmed question with one hint, drafted soon after the last word',
    async (lang, pauseMs, clauses, voice) => {
      const { sent, sentAt, stored, speechEndMs } = await speakQuestion(
        lang,
        clauses.map((c) => [...c]),
        voice,
        pauseMs,
      );
      const whole = clauses.map((c) => c[0]).join(lang === 'zh' ? '' : ' ');
      const questions = stored.filter((e) => e.type === 'question');
      expect(questions).toMatchObject([{ text: whole }]);
      const hints = stored.filter((e) => e.type === 'hint');
      expect(hints).toHaveLength(1);
      // Every other draft was withdrawn, and nothing of it stored.
      const drafts = sent.filter((e) => e.type === 'question');
      const retracted = sent.flatMap((e) => (e.type === 'retract' ? [e.questionId] : []));
      expect(drafts.filter((d) => !retracted.includes(d.id)).map((d) => d.id)).toEqual([questions[0]?.id]);
      // The final hint's first delta came in the frame that ended the last word's 128 ms gap.
      const hintId = hints[0]?.type === 'hint' ? hints[0].hintId : '';
      const first = sent.findIndex((e) => e.type === 'hint.delta' && e.hintId === hintId);
      expect((sentAt[first] ?? Infinity) - speechEndMs).toBeLessThanOrEqual(128 + 32);
    },
  );
});
