import type { CareerAnswer, CareerEvent, CareerGuideEvent } from '@offerpilot/shared';

/** One line of the chat: the guide's message or the user's reply. */
export type ChatLine =
  | { id: string; from: 'guide'; kind: CareerGuideEvent['kind']; text: string }
  | { id: string; from: 'me'; text: string; answer: CareerAnswer | null };

/** The career guide's chat as the page shows it, built from the thread's events in order. */
export interface GuideState {
  lines: ChatLine[];
  /** The statement asked last (its quick replies and place), or null (none yet, or done). */
  asking: CareerGuideEvent | null;
  /** A reply was read as an answer and the next statement is on its way: nothing to answer meanwhile. */
  awaiting: boolean;
  /** Statements answered of `total`. */
  answered: number;
  total: number;
  /** The guide said its summary: the report is being made. */
  done: boolean;
  /** The highest sequence number applied. */
  lastSeq: number;
}

export const emptyGuideState = (total = 35): GuideState => ({
  lines: [],
  asking: null,
  awaiting: false,
  answered: 0,
  total,
  done: false,
  lastSeq: 0,
});

/** Applies one event (an event already applied changes nothing). */
export function applyCareerEvent(state: GuideState, event: CareerEvent): GuideState {
  if (event.seq <= state.lastSeq) return state;
  const next = { ...state, lastSeq: event.seq };
  if (event.type === 'reply') {
    const line: ChatLine = { id: `r${event.seq}`, from: 'me', text: event.text, answer: event.answer };
    return { ...next, lines: [...state.lines, line], awaiting: event.answer !== null };
  }
  const line: ChatLine = { id: event.id, from: 'guide', kind: event.kind, text: event.text };
  const lines = [...state.lines, line];
  if (event.kind === 'summary') {
    return { ...next, lines, asking: null, awaiting: false, done: true, answered: state.total };
  }
  if (event.kind !== 'statement') return { ...next, lines };
  const total = event.total ?? state.total;
  return { ...next, lines, asking: event, awaiting: false, total, answered: (event.step ?? 1) - 1 };
}
