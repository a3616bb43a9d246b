import { describe, expect, it } from 'vitest';
import {
  FIRST_COUNTDOWN_MS,
  leaveMeeting,
  nextQuestion,
  NEXT_COUNTDOWN_MS,
  startMeeting,
  tickMeeting,
} from './meeting-rules.ts';

const seconds = [90, 60];

describe('the MockMeeting', () => {
  it('plays each question after its countdown and moves on when its time is up', () => {
    let state = startMeeting(0);
    expect(tickMeeting(state, FIRST_COUNTDOWN_MS - 1, seconds)).toBe(state);
    state = tickMeeting(state, FIRST_COUNTDOWN_MS, seconds);
    expect(state).toMatchObject({ kind: 'answering', index: 0, until: FIRST_COUNTDOWN_MS + 90_000 });
    state = tickMeeting(state, FIRST_COUNTDOWN_MS + 90_000, seconds);
    expect(state).toMatchObject({ kind: 'countdown', index: 1, spent: [90_000] });
    const at = FIRST_COUNTDOWN_MS + 90_000 + NEXT_COUNTDOWN_MS;
    state = tickMeeting(tickMeeting(state, at, seconds), at + 60_000, seconds);
    expect(state).toEqual({ kind: 'summary', spent: [90_000, 60_000] });
  });

  it('goes to the next question at once, skips a countdown, and leaves with the time taken', () => {
    const answering = tickMeeting(startMeeting(0), FIRST_COUNTDOWN_MS, seconds);
    const next = nextQuestion(answering, FIRST_COUNTDOWN_MS + 20_000, seconds.length);
    expect(next).toMatchObject({ kind: 'countdown', index: 1, spent: [20_000] });
    expect(nextQuestion(next, 100_000, seconds.length)).toMatchObject({ kind: 'countdown', until: 100_000 });
    expect(leaveMeeting(answering, FIRST_COUNTDOWN_MS + 7_000)).toEqual({ kind: 'summary', spent: [7_000] });
    expect(leaveMeeting(startMeeting(0), 1000)).toEqual({ kind: 'summary', spent: [] });
  });
});
