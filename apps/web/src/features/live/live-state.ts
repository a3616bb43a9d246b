import type { EngineKind, HintSources, LiveEvent } from '@offerpilot/shared';

/** A question on the session screen and its hint as it is written. */
export interface LiveQuestion {
  id: string;
  text: string;
  hint: {
    id: string;
    text: string;
    /** The final hint came: its text is whole and its grounding known. */
    done: boolean;
    engine: EngineKind | null;
    sources: HintSources | null;
  } | null;
}

export interface LiveState {
  transcript: { id: string; text: string }[];
  questions: LiveQuestion[];
}

export const emptyLiveState = (): LiveState => ({ transcript: [], questions: [] });

/**
 * The session screen's model from the thread's events, in order: transcript lines, questions, hints growing by
 * their deltas and replaced by the final text, and drafts withdrawn (their question and hint disappear).
 */
export function applyLiveEvent(state: LiveState, event: LiveEvent): LiveState {
  switch (event.type) {
    case 'transcript':
      return { ...state, transcript: [...state.transcript, { id: event.id, text: event.text }] };
    case 'question':
      return { ...state, questions: [...state.questions, { id: event.id, text: event.text, hint: null }] };
    case 'hint.delta': {
      // Deltas come for the newest question that has no other hint yet.
      const questions = [...state.questions];
      const at = questions.findLastIndex((q) => !q.hint || q.hint.id === event.hintId);
      const q = questions[at];
      if (!q) return state;
      const text = (q.hint?.id === event.hintId ? q.hint.text : '') + event.delta;
      questions[at] = { ...q, hint: { id: event.hintId, text, done: false, engine: null, sources: null } };
      return { ...state, questions };
    }
    case 'hint':
      return {
        ...state,
        questions: state.questions.map((q) =>
          q.id === event.questionId
            ? {
                ...q,
                hint: {
                  id: event.hintId,
                  text: event.text,
                  done: true,
                  engine: event.engine,
                  sources: event.sources,
                },
              }
            : q,
        ),
      };
    case 'retract':
      return {
        ...state,
        questions: state.questions.filter((q) => q.id !== event.questionId && q.hint?.id !== event.hintId),
      };
  }
}
