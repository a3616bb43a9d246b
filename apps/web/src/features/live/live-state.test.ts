import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@offerpilot/shared';
import { applyLiveEvent, emptyLiveState } from './live-state.ts';

const play = (events: LiveEvent[]) => events.reduce(applyLiveEvent, emptyLiveState());
const sources = {
  bankQuestionId: null,
  questionType: 'other',
  company: null,
  resumeFacts: [],
  requirements: [],
};

describe('the session screen built from its events', () => {
  it('grows a hint by its deltas, then shows the final text with its grounding', () => {
    const state = play([
      { seq: 1, type: 'transcript', id: 't1', text: 'so tell me about yourself' },
      { seq: 2, type: 'question', id: 'q1', text: 'tell me about yourself' },
      { seq: 3, type: 'hint.delta', hintId: 'h1', index: 0, delta: 'Start ' },
      { seq: 4, type: 'hint.delta', hintId: 'h1', index: 1, delta: 'with now' },
    ]);
    expect(state.transcript).toEqual([{ id: 't1', text: 'so tell me about yourself' }]);
    expect(state.questions[0]?.hint).toMatchObject({ text: 'Start with now', done: false });
    const done = applyLiveEvent(state, {
      seq: 5,
      type: 'hint',
      hintId: 'h1',
      questionId: 'q1',
      text: 'Start with now, then the past.',
      engine: 'offline',
      sources,
    });
    expect(done.questions[0]?.hint).toMatchObject({
      text: 'Start with now, then the past.',
      done: true,
      engine: 'offline',
    });
  });

  it('drops a withdrawn draft, question and hint, and keeps the rest', () => {
    const state = play([
      { seq: 1, type: 'question', id: 'q1', text: 'why us' },
      { seq: 2, type: 'hint', hintId: 'h1', questionId: 'q1', text: 'Because…', engine: 'offline', sources },
      { seq: 3, type: 'question', id: 'q2', text: 'what about' },
      { seq: 4, type: 'hint.delta', hintId: 'h2', index: 0, delta: 'Think' },
      { seq: 5, type: 'retract', hintId: 'h2', questionId: 'q2' },
      { seq: 6, type: 'question', id: 'q3', text: 'what about your weaknesses' },
    ]);
    expect(state.questions.map((q) => q.id)).toEqual(['q1', 'q3']);
    expect(state.questions[0]?.hint?.done).toBe(true);
  });
});
