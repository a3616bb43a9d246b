import { describe, expect, it } from 'vitest';
import type { MockEvent } from '@offerpilot/shared';
import {
  answeredCount,
  applyMockEvent,
  emptyMockState,
  interviewerThinking,
  joinPieces,
  waitingTurn,
} from './mock-state.ts';

const turn = (seq: number, id: string, kind: 'question' | 'followup' | 'closing' | 'end' = 'question') =>
  ({ seq, type: 'turn', id, kind, text: `Q ${id}`, index: seq, total: 15, engine: 'offline' }) as const;

const play = (events: MockEvent[]) => events.reduce(applyMockEvent, emptyMockState());

describe('the mock session model', () => {
  it('waits for an answer to the latest turn, then for the interviewer', () => {
    const asked = play([turn(1, 'a')]);
    expect(waitingTurn(asked)?.id).toBe('a');
    expect(interviewerThinking(asked)).toBe(false);
    const answered = applyMockEvent(asked, {
      seq: 2,
      type: 'answer',
      turnId: 'a',
      text: 'I led a team.',
      durationMs: 5000,
      by: 'text',
    });
    expect(waitingTurn(answered)).toBeNull();
    expect(interviewerThinking(answered)).toBe(true);
    expect(answeredCount(answered)).toBe(1);
    expect(waitingTurn(applyMockEvent(answered, turn(3, 'b', 'followup')))?.kind).toBe('followup');
  });

  it('grows a voice answer by its pieces, each once, and never waits on the end', () => {
    const piece = { seq: 2, type: 'transcript', id: 'p1', turnId: 'a', text: '我负责' } as const;
    const state = play([turn(1, 'a'), piece, piece, { ...piece, seq: 3, id: 'p2', text: '后端' }]);
    expect(state.turns[0]?.pieces.map((p) => p.text)).toEqual(['我负责', '后端']);
    expect(joinPieces(state.turns[0]?.pieces ?? [], 'zh')).toBe('我负责后端');
    expect(joinPieces([{ text: 'I led' }, { text: 'the team' }], 'en')).toBe('I led the team');
    expect(waitingTurn(play([turn(1, 'z', 'end')]))).toBeNull();
  });
});
