/** Seconds before the first question plays, and between questions. */
export const FIRST_COUNTDOWN_MS = 5_000;
export const NEXT_COUNTDOWN_MS = 3_000;

/**
 * Where a MockMeeting stands: counting down to question `index`, answering it until `until`, or over (the
 * summary). `spent` holds the time taken on each question answered so far.
 */
export type MeetingState =
  | { kind: 'countdown'; index: number; until: number; spent: number[] }
  | { kind: 'answering'; index: number; from: number; until: number; spent: number[] }
  | { kind: 'summary'; spent: number[] };

export const startMeeting = (now: number): MeetingState => ({
  kind: 'countdown',
  index: 0,
  until: now + FIRST_COUNTDOWN_MS,
  spent: [],
});

/** The question after the one being answered (its time recorded), or the summary after the last. */
export function nextQuestion(state: MeetingState, now: number, total: number): MeetingState {
  if (state.kind === 'summary') return state;
  if (state.kind === 'countdown') return { ...state, until: now };
  const spent = [...state.spent, Math.max(0, Math.min(now, state.until) - state.from)];
  const index = state.index + 1;
  return index < total
    ? { kind: 'countdown', index, until: now + NEXT_COUNTDOWN_MS, spent }
    : { kind: 'summary', spent };
}

/** Time moves on: a countdown that ran out plays its question; an answer whose time is up moves on. */
export function tickMeeting(
  state: MeetingState,
  now: number,
  answerSeconds: readonly number[],
): MeetingState {
  if (state.kind === 'countdown' && now >= state.until) {
    const seconds = answerSeconds[state.index] ?? 0;
    return {
      kind: 'answering',
      index: state.index,
      from: now,
      until: now + seconds * 1000,
      spent: state.spent,
    };
  }
  if (state.kind === 'answering' && now >= state.until) return nextQuestion(state, now, answerSeconds.length);
  return state;
}

/** Leaving ends the meeting: the question being answered counts with the time it had. */
export function leaveMeeting(state: MeetingState, now: number): MeetingState {
  if (state.kind === 'summary') return state;
  const spent =
    state.kind === 'answering'
      ? [...state.spent, Math.max(0, Math.min(now, state.until) - state.from)]
      : state.spent;
  return { kind: 'summary', spent };
}
