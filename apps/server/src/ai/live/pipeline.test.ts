import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@offerpilot/shared';
import { recordingPipeline } from '../../../test/live-support.ts';
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
async function speakOnAfterAPause(pipeline: ReturnType<typeof recordingPipeline>['pipeline']) {
  pipeline.onSpeech(end(1));
  pipeline.onSpeech({ type: 'resumed', atMs: 1300 } as SegmenterEvent);
  pipeline.onSpeech(end(2));
  await settle();
}

describe('the live pipeline with recognition slower than the speaker', () => {
  it('drafts nothing for a fragment the speaker already went on from, then the joined question', async () => {
    const slow = slowRecogniser();
    const { pipeline, sent, stored } = recordingPipeline(slow.asr);
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

  it('drafts the held question when the speaker stops after a remark, and the pause confirms it', async () => {
    const slow = slowRecogniser();
    const { pipeline, sent, stored } = recordingPipeline(slow.asr);
    await speakOnAfterAPause(pipeline);
    slow.answer('Why do you want to join our team?');
    await settle();
    expect(questions(sent)).toEqual([]);
    slow.answer('I ask everyone this.');
    await settle();
    // The speaker has not gone on since the remark: the question still asked is drafted now.
    expect(questions(sent)).toEqual(['Why do you want to join our team?']);
    pipeline.onSpeech({ type: 'pauseElapsed', atMs: 3000 } as SegmenterEvent);
    await settle();
    expect(questions(sent)).toEqual(['Why do you want to join our team?']);
    expect(sent.some((e) => e.type === 'retract')).toBe(false);
    expect(stored.filter((e) => e.type === 'hint')).toHaveLength(1);
  });
});

/** A recogniser that answers at once, each utterance with the next of `lines`. */
function quickRecogniser(lines: string[]) {
  return { id: 'quick', transcribe: async () => ({ text: lines.shift() ?? '' }) };
}

/** The segmenter's events for `count` utterances with short pauses between them, then the pause. */
async function speakPieces(
  pipeline: ReturnType<typeof recordingPipeline>['pipeline'],
  count: number,
): Promise<void> {
  pipeline.onSpeech(end(1));
  await settle();
  for (let n = 2; n <= count; n++) {
    pipeline.onSpeech({ type: 'resumed', atMs: n * 1000 - 700 } as SegmenterEvent);
    pipeline.onSpeech(end(n));
    await settle();
  }
  pipeline.onSpeech({ type: 'pauseElapsed', atMs: 9000 } as SegmenterEvent);
  await settle();
}

const kinds = (events: LiveEvent[]) => events.map((e) => e.type);

describe('the live pipeline on a question cut by pauses shorter than the pause setting', () => {
  it('a 150 ms pause between clauses of one question yields one confirmed question with one hint', async () => {
    const lines = ['Tell me about a project', 'you are proud of.'];
    const { pipeline, sent, stored } = recordingPipeline(quickRecogniser(lines));
    await speakPieces(pipeline, 2);
    // The first clause read as a question: drafted at its tentative end, then withdrawn when speech came back.
    expect(questions(sent)).toEqual(['Tell me about a project', 'Tell me about a project you are proud of.']);
    expect(kinds(sent).filter((k) => k === 'retract')).toHaveLength(1);
    expect(kinds(stored)).toEqual(['transcript', 'transcript', 'question', 'hint']);
    expect(stored[2]).toMatchObject({ text: 'Tell me about a project you are proud of.' });
  });

  it('drafts nothing while the words so far are an unfinished phrase', async () => {
    const lines = ['What is your', 'greatest strength?'];
    const { pipeline, sent, stored } = recordingPipeline(quickRecogniser(lines));
    await speakPieces(pipeline, 2);
    expect(questions(sent)).toEqual(['What is your greatest strength?']);
    expect(sent.some((e) => e.type === 'retract')).toBe(false);
    expect(kinds(stored)).toEqual(['transcript', 'transcript', 'question', 'hint']);
  });

  it('joins a sentence cut three times, Chinese without spaces', async () => {
    const lines = ['请解释一下', '进程和', '线程的区别'];
    const { pipeline, stored } = recordingPipeline(quickRecogniser(lines), 'zh');
    await speakPieces(pipeline, 3);
    expect(stored.filter((e) => e.type === 'question')).toMatchObject([
      { text: '请解释一下进程和线程的区别' },
    ]);
    expect(stored.filter((e) => e.type === 'hint')).toHaveLength(1);
  });

  it('keeps the question asked when a piece that continues it is only noise', async () => {
    const lines = ['How do you handle tight deadlines?', ''];
    const { pipeline, sent, stored } = recordingPipeline(quickRecogniser(lines));
    await speakPieces(pipeline, 2);
    // Drafted, withdrawn when the noise began, drafted again when it ended; the pause confirms that draft.
    expect(questions(sent)).toEqual([
      'How do you handle tight deadlines?',
      'How do you handle tight deadlines?',
    ]);
    expect(stored.filter((e) => e.type === 'question')).toHaveLength(1);
    expect(stored.filter((e) => e.type === 'hint')).toHaveLength(1);
  });

  it('keeps a statement before the question as its context, not as part of the question', async () => {
    const lines = ['We build payments.', 'How would you design idempotency?'];
    const { pipeline, sent, stored } = recordingPipeline(quickRecogniser(lines));
    await speakPieces(pipeline, 2);
    expect(questions(sent)).toEqual(['How would you design idempotency?']);
    expect(stored.filter((e) => e.type === 'question')).toMatchObject([
      { text: 'How would you design idempotency?' },
    ]);
  });
});

/** Waits `ms` of wall time. */
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** The pause setting of the phrase tests, in wall time (the short setting is 600 ms). */
const PAUSE = 200;
const storedQuestions = (events: LiveEvent[]) => questions(events.filter((e) => e.type === 'question'));

describe("the live pipeline on phrases of the browser's own recognition", () => {
  it('drafts a phrase that asks at once and confirms it when the pause passes with no phrase after it', async () => {
    const { pipeline, sent, stored } = recordingPipeline(null, 'en', () => 0, PAUSE);
    pipeline.phrase('Tell me about a project you are proud of.');
    await settle();
    expect(kinds(sent).slice(0, 3)).toEqual(['transcript', 'question', 'hint.delta']);
    expect(kinds(stored)).toEqual(['transcript']);
    await wait(PAUSE + 50);
    expect(kinds(stored)).toEqual(['transcript', 'question', 'hint']);
    expect(storedQuestions(stored)).toEqual(['Tell me about a project you are proud of.']);
  });

  it('joins the phrases within the pause: an unfinished one waits, a remark leaves the draft be', async () => {
    const { pipeline, sent, stored } = recordingPipeline(null, 'en', () => 0, PAUSE);
    pipeline.phrase('What is your');
    await settle();
    expect(questions(sent)).toEqual([]);
    pipeline.phrase('greatest strength?');
    await settle();
    pipeline.phrase('I ask everyone this.');
    await wait(PAUSE + 50);
    expect(questions(sent)).toEqual(['What is your greatest strength?']);
    expect(sent.some((e) => e.type === 'retract')).toBe(false);
    expect(kinds(stored)).toEqual(['transcript', 'transcript', 'transcript', 'question', 'hint']);
  });
});

describe('the live pipeline told to answer now', () => {
  it('makes a run-on question of statements the question at once, across a pause', async () => {
    const { pipeline, sent, stored } = recordingPipeline(null, 'en', () => 0, PAUSE);
    pipeline.phrase('We have a monolith of two million lines and deploys take a whole afternoon');
    await wait(PAUSE + 50);
    pipeline.phrase('and the team keeps stepping on each other so I would love to hear your approach');
    await settle();
    expect(questions(sent)).toEqual([]);
    expect(await pipeline.answerNow()).toBe(true);
    await settle();
    expect(storedQuestions(stored)).toEqual([
      'We have a monolith of two million lines and deploys take a whole afternoon and the team keeps stepping on each other so I would love to hear your approach',
    ]);
    expect(stored.filter((e) => e.type === 'hint')).toHaveLength(1);
    // Nothing said since: nothing to answer, and the pause after the last phrase confirms nothing more.
    expect(await pipeline.answerNow()).toBe(false);
    await wait(PAUSE + 50);
    expect(kinds(stored).filter((k) => k === 'question')).toHaveLength(1);
  });

  it('waits for the utterance being recognised and takes an unfinished question as it stands', async () => {
    const slow = slowRecogniser();
    const { pipeline, stored } = recordingPipeline(slow.asr);
    pipeline.onSpeech(end(1));
    const answered = pipeline.answerNow();
    await settle();
    slow.answer('So in your last project');
    expect(await answered).toBe(true);
    await settle();
    expect(storedQuestions(stored)).toEqual(['So in your last project']);
    // The pause that follows finds the question answered already.
    pipeline.onSpeech({ type: 'pauseElapsed', atMs: 3000 } as SegmenterEvent);
    await settle();
    expect(kinds(stored)).toEqual(['transcript', 'question', 'hint']);
  });

  it('confirms the draft on screen at once, without drafting it again', async () => {
    const { pipeline, sent, stored } = recordingPipeline(quickRecogniser(['Why do you want to join us?']));
    pipeline.onSpeech(end(1));
    await settle();
    expect(await pipeline.answerNow()).toBe(true);
    await settle();
    expect(questions(sent)).toEqual(['Why do you want to join us?']);
    expect(kinds(stored)).toEqual(['transcript', 'question', 'hint']);
    expect(stored[1]?.seq).toBe(sent.find((e) => e.type === 'question')?.seq);
  });
});
