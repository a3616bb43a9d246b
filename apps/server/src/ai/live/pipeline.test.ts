import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@offerpilot/shared';
import { QuestionJoiner } from '../detect/joiner.ts';
import { createLivePipeline, type UnnumberedEvent } from './pipeline.ts';
import type { SegmenterEvent } from './segmenter.ts';

/** A recogniser whose answers the test releases one by one, as a slow vendor would give them. */
function slowRecogniser() {
  const waiting: Array<(text: string) => void> = [];
  return {
    asr: {
      id: 'slow',
      transcribe: () => new Promise<{ text: string }>((done) => waiting.push((text) => done({ text }))),
    },
    answer(text: string) {
      const next = waiting.shift();
      if (!next) throw new Error('no recognition is waiting');
      next(text);
    },
  };
}

function pipelineWith(asr: ReturnType<typeof slowRecogniser>['asr']) {
  const sent: LiveEvent[] = [];
  const stored: LiveEvent[] = [];
  let seq = 0;
  const pipeline = createLivePipeline({
    lang: 'en',
    asr,
    llm: null,
    tracker: new QuestionJoiner(),
    ground: () => ({ question: null, resumeFacts: [], requirements: [] }),
    sink: {
      emit(event: UnnumberedEvent) {
        const numbered = { ...event, seq: ++seq } as LiveEvent;
        sent.push(numbered);
        return numbered;
      },
      store: (event) => void stored.push(event),
    },
    onError: (err) => {
      throw err;
    },
  });
  return { pipeline, sent, stored };
}

const end = (n: number): SegmenterEvent => ({
  type: 'speechEnd',
  atMs: n * 1000,
  startMs: n * 1000 - 800,
  endMs: n * 1000,
  audio: new Int16Array(16),
  utteranceId: `u${n}`,
  cut: false,
});
const settle = () => new Promise((r) => setTimeout(r, 20));
const questions = (events: LiveEvent[]) => events.flatMap((e) => (e.type === 'question' ? [e.text] : []));

/** Two utterances with the speaker going on between them, before either has been recognised. */
async function speakOnAfterAPause(pipeline: ReturnType<typeof pipelineWith>['pipeline']) {
  pipeline.onSpeech(end(1));
  pipeline.onSpeech({ type: 'resumed', atMs: 1300 } as SegmenterEvent);
  pipeline.onSpeech(end(2));
  await settle();
}

describe('the live pipeline with recognition slower than the speaker', () => {
  it('drafts nothing for a fragment the speaker already went on from, then the joined question', async () => {
    const slow = slowRecogniser();
    const { pipeline, sent, stored } = pipelineWith(slow.asr);
    await speakOnAfterAPause(pipeline);
    slow.answer('Tell me about a production incident you handled');
    await settle();
    expect(questions(sent)).toEqual([]);
    slow.answer('and how you prevented it from recurring');
    await settle();
    pipeline.onSpeech({ type: 'pauseElapsed', atMs: 3000 } as SegmenterEvent);
    await settle();
    const joined = 'Tell me about a production incident you handled and how you prevented it from recurring';
    expect(questions(sent)).toEqual([joined]);
    expect(sent.some((e) => e.type === 'retract')).toBe(false);
    expect(stored.map((e) => e.type)).toEqual(['transcript', 'transcript', 'question', 'hint']);
  });

  it('still answers the held question at the pause when what followed was no question', async () => {
    const slow = slowRecogniser();
    const { pipeline, sent, stored } = pipelineWith(slow.asr);
    await speakOnAfterAPause(pipeline);
    slow.answer('Why do you want to join our team?');
    await settle();
    slow.answer('Take your time.');
    await settle();
    expect(questions(sent)).toEqual([]);
    pipeline.onSpeech({ type: 'pauseElapsed', atMs: 3000 } as SegmenterEvent);
    await settle();
    expect(questions(sent)).toEqual(['Why do you want to join our team?']);
    expect(stored.filter((e) => e.type === 'hint')).toHaveLength(1);
  });
});
