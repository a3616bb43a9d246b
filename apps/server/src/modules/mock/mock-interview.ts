import type { InterviewState, InterviewTurn, MockAnswer, MockEvent, MockTurnEvent } from '@offerpilot/shared';
import { nextTurn, startInterview } from '../../ai/interviewer/index.ts';
import type { Unnumbered } from '../sessions/session-runtime.ts';
import type { StoredPlan } from './mock-state.ts';

type AnswerEvent = Extract<MockEvent, { type: 'answer' }>;
type TranscriptEvent = Extract<MockEvent, { type: 'transcript' }>;

/** Where an interview stands after its stored events. */
export interface InterviewProgress {
  /** The interviewer's state; null before the first turn. */
  state: InterviewState | null;
  /** The last turn said, the one an answer now answers. */
  turn: MockTurnEvent | null;
  /** An answer stored after the last turn whose reply is still to be said (a runner stopped in between). */
  unanswered: { before: InterviewState; answer: MockAnswer } | null;
  /** The pieces of the voice answer to `turn` heard so far. */
  pieces: TranscriptEvent[];
  /** Answers given. */
  answered: number;
}

/** A turn's fields the interviewer and its event share; the optional ones only when set. */
function turnFields(t: InterviewTurn | MockTurnEvent): InterviewTurn {
  const { kind, text, engine, question, competency, followupReason, index, total } = t;
  const optional = { question, competency, followupReason };
  const set = Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined));
  return { kind, text, engine, index, total, ...set };
}

/** A stored turn as the interviewer's own (its words stay those said, a model's included). */
export const toInterviewTurn = (e: MockTurnEvent): InterviewTurn => turnFields(e);

/** The event of a turn the interviewer decided on. */
export const turnEvent = (id: string, turn: InterviewTurn): Unnumbered<MockTurnEvent> => ({
  type: 'turn',
  id,
  ...turnFields(turn),
});

/** What the interviewer reads of an answer: its words, and its speaking time for a voice answer (pace). */
export const interviewAnswer = (e: Pick<AnswerEvent, 'text' | 'durationMs' | 'by'>): MockAnswer =>
  e.by === 'voice' ? { text: e.text, durationMs: e.durationMs } : { text: e.text };

/**
 * Rebuilds an interview from its plan and stored events, so that a runner started anywhere (after a crash, on
 * another process, days later) goes on from the same turn: each answer moves the offline rules on, which decide
 * alone (the model only phrases), and each stored turn puts back the words that were said.
 */
export function replayInterview(plan: StoredPlan, events: MockEvent[]): InterviewProgress {
  const progress: InterviewProgress = { state: null, turn: null, unanswered: null, pieces: [], answered: 0 };
  for (const e of events) {
    if (e.type === 'turn') {
      const base = progress.unanswered?.before ?? progress.state ?? startInterview(plan).state;
      const state = progress.unanswered ? nextTurn(base, progress.unanswered.answer).state : base;
      progress.state = { ...state, lastTurn: toInterviewTurn(e) };
      progress.turn = e;
      progress.unanswered = null;
      progress.pieces = [];
    } else if (e.type === 'transcript' && e.turnId === progress.turn?.id) {
      progress.pieces.push(e);
    } else if (
      e.type === 'answer' &&
      progress.state &&
      !progress.unanswered &&
      e.turnId === progress.turn?.id
    ) {
      progress.unanswered = { before: progress.state, answer: interviewAnswer(e) };
      progress.answered++;
    }
  }
  return progress;
}
