// Helpers of the career-guide tests: a guide's screen on its chat socket, the guide run to its end with chosen
// answers, and a report waited for.
import type { CareerEvent, CareerGuideEvent, CareerReportResult } from '@offerpilot/shared';
import type { Candidate } from './mock-support.ts';
import { chatScreen, until } from './socket-support.ts';
import type { TestServer } from './support.ts';

/** A guide's screen: its chat socket following the thread, the events as they come, and its replies. */
export async function careerScreen(t: TestServer, token: string, threadId: string, afterSeq = 0) {
  const { socket, events, command } = await chatScreen<CareerEvent>(t.url, token, threadId, afterSeq);
  const guides = () => events.filter((e): e is CareerGuideEvent => e.type === 'guide');
  /** The guide's last statement or summary (what a reply answers, or the end). */
  const asking = () => guides().findLast((e) => e.kind === 'statement' || e.kind === 'summary');
  const send = (text: string, itemId?: string) => command('reply', { text, itemId });
  return {
    socket,
    events,
    guides,
    asking,
    send,
    /** Waits for the guide's first statement. */
    first: () => until(() => guides().find((e) => e.kind === 'statement')),
    /** Replies to the statement asked now and waits for the guide's next statement or its summary. */
    async reply(text: string): Promise<CareerGuideEvent> {
      const n = guides().length;
      const ack = await send(text, asking()?.itemId);
      if (!ack.ok) throw new Error(`reply refused: ${JSON.stringify(ack)}`);
      return until(() =>
        guides()
          .slice(n)
          .find((e) => e.kind === 'statement' || e.kind === 'summary'),
      );
    },
    close: () => socket.close(),
  };
}
export type CareerScreen = Awaited<ReturnType<typeof careerScreen>>;

/**
 * Answers every statement left with `answer(itemId)` (a quick reply's value or words) until the summary; the
 * statements asked, in order, and when the last reply was sent.
 */
export async function finishGuide(screen: CareerScreen, answer: (itemId: string) => string) {
  let asked = await until(() => screen.asking());
  const items: string[] = [];
  let lastAt = Date.now();
  while (asked.kind === 'statement') {
    items.push(asked.itemId ?? '');
    lastAt = Date.now();
    asked = await screen.reply(answer(asked.itemId ?? ''));
  }
  return { items, summary: asked, lastAt };
}

/** Likes the statements of the Investigative and Conventional areas and the values V1 and V3. */
export const analyst = (itemId: string): string =>
  /^[IC]\d$|^V[13]$/.test(itemId) ? 'like' : itemId.startsWith('E') ? 'unsure' : 'dislike';

/** A report once it is no longer generating, and how long that took. */
export async function settledCareerReport(me: Pick<Candidate, 'send'>, threadId: string, method = 'GET') {
  const path = `/api/career/threads/${threadId}/report`;
  const started = Date.now();
  let result = (await me.send(method, path)).json.result as CareerReportResult;
  for (let i = 0; i < 300 && result.status === 'generating'; i++) {
    await new Promise((r) => setTimeout(r, 20));
    result = (await me.send('GET', path)).json.result as CareerReportResult;
  }
  return { result, ms: Date.now() - started };
}
