import {
  careerReplyPayload,
  type CareerAnswer,
  type CareerEvent,
  type CareerState,
  type Lang,
} from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import { parseCareerAnswer, startCareerChat } from '../../ai/career/index.ts';
import type { KindRunner, NumberedEvent, ThreadOutput } from '../sessions/session-runtime.ts';
import type { ThreadRow } from '../sessions/sessions.service.ts';
import { answerReply, currentItem, guideEvents, replayGuide } from './career-chat.ts';

export interface CareerRunnerDeps {
  log: FastifyBaseLogger;
  /** The guide said its summary: the thread ends (`completed`) and its report is made. */
  complete(threadId: string): Promise<void>;
}

/**
 * The runner of one career guide: the guide asks the inventory's statements one at a time and reads each reply
 * (a quick reply's value or the user's own words) as like, unsure or dislike, asking again when it is none.
 * Everything it knows is rebuilt from the thread's events when it starts, so the chat goes on from the same
 * statement after a reload, on another device or another process; a message a stopped runner owed is said at
 * its start, and a guide whose summary was said is ended.
 */
export async function startCareerRunner(
  thread: ThreadRow,
  out: ThreadOutput<CareerEvent>,
  history: () => Promise<NumberedEvent[]>,
  deps: CareerRunnerDeps,
): Promise<KindRunner> {
  const lang = thread.lang as Lang;
  const progress = replayGuide(lang, (await history()) as CareerEvent[]);
  let state = progress.state;
  let closed = false;
  const onError = (err: unknown) => deps.log.warn({ err, threadId: thread.id }, 'career guide');
  const emit = (event: Parameters<ThreadOutput<CareerEvent>['emit']>[0]) => (closed ? null : out.emit(event));

  /** Ends the thread once the summary is stored. Not awaited: the end stops this runner. */
  function complete(): void {
    void (async () => {
      if ((await out.stored?.()) !== false) await deps.complete(thread.id);
    })().catch(onError);
  }

  /** Says the guide's answer to a reply; after the summary the guide ends. */
  function answer(before: CareerState, read: CareerAnswer | null): void {
    const step = answerReply(before, read);
    for (const event of guideEvents(step.messages)) emit(event);
    state = step.state;
    if (step.done) complete();
  }

  // What a stopped runner still owed: the greeting, or the answer to a stored reply; or the end.
  if (!progress.greeted) {
    for (const event of guideEvents(startCareerChat(lang).messages)) emit(event);
  } else if (progress.unanswered) answer(progress.unanswered.before, progress.unanswered.reply.answer);
  else if (progress.summarised) complete();

  return {
    command(name, payload) {
      if (name !== 'reply') return;
      const { text, itemId } = careerReplyPayload.parse(payload);
      const item = currentItem(state);
      if (!item || (itemId !== undefined && itemId !== item)) return;
      const read = parseCareerAnswer(text);
      const before = state;
      if (!emit({ type: 'reply', itemId: item, text, answer: read })) return;
      answer(before, read);
    },
    close() {
      closed = true;
    },
  };
}
