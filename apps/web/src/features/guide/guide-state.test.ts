import { describe, expect, it } from 'vitest';
import type { CareerEvent } from '@offerpilot/shared';
import { applyCareerEvent, emptyGuideState } from './guide-state.ts';

const options = [
  { value: 'like' as const, label: 'Like' },
  { value: 'unsure' as const, label: 'Unsure' },
  { value: 'dislike' as const, label: 'Dislike' },
];
const statement = (seq: number, step: number, itemId: string): CareerEvent => ({
  seq,
  type: 'guide',
  id: `g${seq}`,
  kind: 'statement',
  text: `(${step}/35) Would you enjoy ${itemId}?`,
  itemId,
  step,
  total: 35,
  options,
});

describe('the guide chat state', () => {
  it('follows the guide and the replies: the statement asked, progress, a retry, the summary', () => {
    const events: CareerEvent[] = [
      { seq: 1, type: 'guide', id: 'g1', kind: 'greeting', text: 'Hi!' },
      statement(2, 1, 'R1'),
      { seq: 3, type: 'reply', itemId: 'R1', text: 'what?', answer: null },
      { seq: 4, type: 'guide', id: 'g4', kind: 'retry', text: 'Sorry?' },
      statement(5, 1, 'R1'),
      { seq: 6, type: 'reply', itemId: 'R1', text: 'yes', answer: 'like' },
    ];
    const state = events.reduce(applyCareerEvent, emptyGuideState());
    expect(state.lines.map((l) => l.from)).toEqual(['guide', 'guide', 'me', 'guide', 'guide', 'me']);
    // A read reply waits for the next statement: nothing to answer meanwhile.
    expect(state).toMatchObject({ awaiting: true, answered: 0, total: 35, done: false, lastSeq: 6 });
    expect(state.asking?.itemId).toBe('R1');
    const next = applyCareerEvent(state, statement(7, 2, 'I1'));
    expect(next).toMatchObject({ awaiting: false, answered: 1 });
    expect(next.asking?.itemId).toBe('I1');
    // A repeated event is applied once.
    expect(applyCareerEvent(next, statement(7, 2, 'I1'))).toBe(next);
    const done = applyCareerEvent(next, { seq: 8, type: 'guide', id: 'g8', kind: 'summary', text: 'Done' });
    expect(done).toMatchObject({ asking: null, answered: 35, done: true });
  });

  it('keeps asking the same statement after an unreadable reply until the retry comes', () => {
    const asked = [statement(1, 3, 'A1')].reduce(applyCareerEvent, emptyGuideState());
    const after = applyCareerEvent(asked, { seq: 2, type: 'reply', itemId: 'A1', text: '42', answer: null });
    expect(after).toMatchObject({ awaiting: false, answered: 2 });
    expect(after.asking?.itemId).toBe('A1');
  });
});
