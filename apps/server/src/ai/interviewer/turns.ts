import {
  translate,
  type InterviewState,
  type InterviewTurn,
  type Lang,
  type MockAnswer,
} from '@offerpilot/shared';
import { decideFollowup } from './follow-up.ts';
import type { InterviewPlan } from './plan.ts';

const TRANSITIONS = ['t1', 't2', 't3', 't4', 't5'];

/** Sentences joined as the language writes them (Chinese needs no space after its full stops). */
function say(lang: Lang, ...parts: string[]): string {
  return parts.filter(Boolean).join(lang === 'zh' ? '' : ' ');
}

/** The turn asking `plan[cursor]`: the greeting before the first, a transition before the others. */
function askTurn(state: Pick<InterviewState, 'lang' | 'plan' | 'positionName'>, cursor: number) {
  const { lang, plan } = state;
  const item = plan[cursor];
  if (!item) throw new Error(`No planned question at ${cursor}.`);
  const lead =
    cursor === 0
      ? state.positionName
        ? translate(lang, 'interviewer:greeting.withPosition', { position: state.positionName })
        : translate(lang, 'interviewer:greeting.general')
      : translate(lang, `interviewer:transitions.${TRANSITIONS[cursor % TRANSITIONS.length] ?? 't1'}`);
  const turn: InterviewTurn = {
    kind: item.source === 'closing' ? 'closing' : 'question',
    text: say(lang, lead, item.text),
    engine: 'offline',
    question: item.text,
    index: cursor + 1,
    total: plan.length,
  };
  if (item.bankQuestionId) turn.bankQuestionId = item.bankQuestionId;
  if (item.competency) turn.competency = item.competency;
  return turn;
}

/** Starts an interview from its plan: the state to store and the first turn (greeting and opening). */
export function startInterview(plan: InterviewPlan): { state: InterviewState; turn: InterviewTurn } {
  const base = {
    lang: plan.lang,
    plan: plan.items,
    ...(plan.positionName ? { positionName: plan.positionName } : {}),
  };
  const turn = askTurn(base, 0);
  const state: InterviewState = {
    version: 1,
    ...base,
    cursor: 0,
    followupAsked: false,
    done: false,
    lastTurn: turn,
    exchanges: [],
  };
  return { state, turn };
}

/** The interviewer's answer to the candidate's answer: at most one follow-up per question when the rules
 * call for one, else the next planned question; after the closing, the end. A finished state stays finished. */
export function nextTurn(
  state: InterviewState,
  answer: MockAnswer,
): { state: InterviewState; turn: InterviewTurn } {
  if (state.done) return { state, turn: state.lastTurn };
  const { lang, plan, cursor, lastTurn } = state;
  const exchange = {
    index: lastTurn.index,
    kind: lastTurn.kind === 'followup' || lastTurn.kind === 'closing' ? lastTurn.kind : 'question',
    question: lastTurn.question ?? lastTurn.text,
    answer: answer.text,
    ...(answer.durationMs === undefined ? {} : { durationMs: answer.durationMs }),
  } satisfies InterviewState['exchanges'][number];
  const exchanges = [...state.exchanges, exchange];
  const item = plan[cursor];
  const followup = item && !state.followupAsked ? decideFollowup(lang, item, answer.text) : null;
  if (followup) {
    const turn: InterviewTurn = {
      kind: 'followup',
      text: followup.text,
      engine: 'offline',
      question: followup.text,
      followupReason: followup.reason,
      index: cursor + 1,
      total: plan.length,
    };
    if (item?.bankQuestionId) turn.bankQuestionId = item.bankQuestionId;
    if (item?.competency) turn.competency = item.competency;
    return { state: { ...state, followupAsked: true, lastTurn: turn, exchanges }, turn };
  }
  if (cursor + 1 >= plan.length) {
    const turn: InterviewTurn = {
      kind: 'end',
      text: translate(lang, 'interviewer:end'),
      engine: 'offline',
      index: plan.length,
      total: plan.length,
    };
    return { state: { ...state, done: true, followupAsked: false, lastTurn: turn, exchanges }, turn };
  }
  const turn = askTurn(state, cursor + 1);
  const next = { ...state, cursor: cursor + 1, followupAsked: false, lastTurn: turn, exchanges };
  return { state: next, turn };
}
