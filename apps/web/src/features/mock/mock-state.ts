import type { EngineKind, MockAnswerBy, MockEvent, MockTurnEvent } from '@offerpilot/shared';

/** One interviewer's turn on the screen, with the pieces of a voice answer heard so far and the final answer. */
export interface MockTurn {
  id: string;
  kind: MockTurnEvent['kind'];
  text: string;
  /** The planned question's place (a follow-up keeps its question's) of `total`. */
  index: number;
  total: number;
  engine: EngineKind;
  pieces: { id: string; text: string }[];
  answer: { text: string; by: MockAnswerBy; durationMs: number } | null;
}

/** The session screen's model: the turns in order, each with its answer. */
export interface MockState {
  turns: MockTurn[];
}

export const emptyMockState = (): MockState => ({ turns: [] });

const withTurn = (state: MockState, turnId: string, change: (turn: MockTurn) => MockTurn): MockState => ({
  turns: state.turns.map((turn) => (turn.id === turnId ? change(turn) : turn)),
});

/** The model after one event of the thread, in order: a turn, a piece of a voice answer, an answer. */
export function applyMockEvent(state: MockState, event: MockEvent): MockState {
  switch (event.type) {
    case 'turn': {
      const { id, kind, text, index, total, engine } = event;
      return { turns: [...state.turns, { id, kind, text, index, total, engine, pieces: [], answer: null }] };
    }
    case 'transcript':
      return withTurn(state, event.turnId, (turn) =>
        turn.pieces.some((p) => p.id === event.id)
          ? turn
          : { ...turn, pieces: [...turn.pieces, { id: event.id, text: event.text }] },
      );
    case 'answer':
      return withTurn(state, event.turnId, (turn) => ({
        ...turn,
        answer: { text: event.text, by: event.by, durationMs: event.durationMs },
      }));
  }
}

/** The interviewer's latest turn, if any. */
export const latestTurn = (state: MockState): MockTurn | null => state.turns.at(-1) ?? null;

/** The turn waiting for the candidate's answer: the latest, unless it is answered or the end. */
export function waitingTurn(state: MockState): MockTurn | null {
  const turn = latestTurn(state);
  return turn && turn.kind !== 'end' && !turn.answer ? turn : null;
}

/** The candidate answered and the interviewer has not replied yet. */
export const interviewerThinking = (state: MockState): boolean => !!latestTurn(state)?.answer;

/** How many answers were given (a report needs more than 3). */
export const answeredCount = (state: MockState): number => state.turns.filter((t) => t.answer).length;

/** A voice answer's pieces as one text, the way the session's language writes them. */
export const joinPieces = (pieces: readonly { text: string }[], lang: 'en' | 'zh'): string =>
  pieces.map((p) => p.text).join(lang === 'zh' ? '' : ' ');
