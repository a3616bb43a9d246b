import { randomUUID } from 'node:crypto';
import type {
  CareerAnswer,
  CareerEvent,
  CareerGuideEvent,
  CareerMessage,
  CareerState,
  Lang,
} from '@offerpilot/shared';
import { answerCareerChat, INVENTORY, startCareerChat, type CareerChatStep } from '../../ai/career/index.ts';
import type { Unnumbered } from '../sessions/session-runtime.ts';

type ReplyEvent = Extract<CareerEvent, { type: 'reply' }>;

/** Where a guide stands after its stored events. */
export interface GuideProgress {
  /** The inventory's state: the answers read so far. */
  state: CareerState;
  /** Whether the guide has spoken at all (a new thread's runner greets first). */
  greeted: boolean;
  /** A reply stored after the guide's last message, still to be answered (a runner stopped in between). */
  unanswered: { before: CareerState; reply: ReplyEvent } | null;
  /** Whether the closing summary was said (the thread then ends). */
  summarised: boolean;
}

/** The statement waiting for its answer, or null once the inventory is done. */
export const currentItem = (state: CareerState): string | null =>
  state.done ? null : (INVENTORY[state.answers.length]?.id ?? null);

/** The events of the guide's messages. */
export const guideEvents = (messages: CareerMessage[]): Unnumbered<CareerGuideEvent>[] =>
  messages.map((message) => ({ ...message, type: 'guide', id: randomUUID() }));

/**
 * The guide's answer to a reply read as `answer` (null: none of the answers), against the state before it: the
 * next statement, the summary after the last one, or a retry and the same statement again.
 */
export const answerReply = (before: CareerState, answer: CareerAnswer | null): CareerChatStep =>
  answerCareerChat(before, answer ?? '');

/**
 * Rebuilds a guide from its stored events, so that a runner started anywhere (after a reload, a crash, on
 * another device) goes on from the same statement: each reply read as an answer moves the inventory on, by
 * the answer stored with it (a later change of the free-text reader does not move an old chat).
 */
export function replayGuide(lang: Lang, events: CareerEvent[]): GuideProgress {
  const progress: GuideProgress = {
    state: startCareerChat(lang).state,
    greeted: false,
    unanswered: null,
    summarised: false,
  };
  for (const e of events) {
    if (e.type === 'guide') {
      progress.greeted = true;
      progress.unanswered = null;
      if (e.kind === 'summary') progress.summarised = true;
    } else {
      const before = progress.state;
      progress.unanswered = { before, reply: e };
      progress.state = answerReply(before, e.answer).state;
    }
  }
  return progress;
}
