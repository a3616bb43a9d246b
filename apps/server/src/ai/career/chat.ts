import {
  translate,
  type CareerAnswer,
  type CareerMessage,
  type CareerState,
  type Lang,
} from '@offerpilot/shared';
import { INVENTORY } from './inventory.ts';
import { parseCareerAnswer } from './parse-answer.ts';
import { summaryParams } from './texts.ts';

const OPTIONS: CareerAnswer[] = ['like', 'unsure', 'dislike'];

/** A result of the chat: the state to store, the guide's new messages, and whether the inventory is done. */
export interface CareerChatStep {
  state: CareerState;
  messages: CareerMessage[];
  done: boolean;
}

/** The message asking inventory item `i`, with its answer buttons. */
function statementMessage(lang: Lang, i: number): CareerMessage {
  const item = INVENTORY[i];
  if (!item) throw new Error(`No inventory item ${i}.`);
  const statement =
    item.type === 'statement'
      ? translate(lang, `career:statements.${item.id}`)
      : translate(lang, `career:values.${item.id}.text`);
  const total = INVENTORY.length;
  const key = item.type === 'statement' ? 'career:chat.statement' : 'career:chat.value';
  return {
    kind: 'statement',
    text: translate(lang, key, { step: i + 1, total, statement }),
    itemId: item.id,
    step: i + 1,
    total,
    options: OPTIONS.map((value) => ({ value, label: translate(lang, `career:chat.options.${value}`) })),
  };
}

/** The closing message: the interest code, its areas and the best three families. */
function summaryMessage(state: CareerState): CareerMessage {
  return {
    kind: 'summary',
    text: translate(state.lang, 'career:chat.summary', summaryParams(state.lang, state.answers)),
  };
}

/** Opens the career chat: the greeting and the first statement. */
export function startCareerChat(lang: Lang): CareerChatStep {
  const state: CareerState = { version: 1, lang, answers: [], done: false };
  const greeting: CareerMessage = {
    kind: 'greeting',
    text: translate(lang, 'career:chat.greeting', { total: INVENTORY.length }),
  };
  return { state, messages: [greeting, statementMessage(lang, 0)], done: false };
}

/** Takes the user's reply to the current statement: the next statement, the summary after the last one,
 * or a retry (and the same statement again) when the reply is none of like / unsure / dislike. */
export function answerCareerChat(state: CareerState, reply: string): CareerChatStep {
  if (state.done) return { state, messages: [], done: true };
  const { lang } = state;
  const current = state.answers.length;
  const answer = parseCareerAnswer(reply);
  if (!answer) {
    const retry: CareerMessage = { kind: 'retry', text: translate(lang, 'career:chat.retry') };
    return { state, messages: [retry, statementMessage(lang, current)], done: false };
  }
  const answers = [...state.answers, answer];
  if (answers.length < INVENTORY.length) {
    return { state: { ...state, answers }, messages: [statementMessage(lang, answers.length)], done: false };
  }
  const finished: CareerState = { ...state, answers, done: true };
  return { state: finished, messages: [summaryMessage(finished)], done: true };
}
