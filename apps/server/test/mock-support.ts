// Helpers of the mock-interview tests: a signed-in candidate, a mock's screen on its chat socket, answers that
// cover a bank question's key points, and a report waited for.
import type { MockEvent, MockReportResult, MockTurnEvent } from '@offerpilot/shared';
import type { Socket } from 'socket.io-client';
import { grant } from '../src/modules/credits/credits.service.ts';
import { chatScreen, until } from './socket-support.ts';
import { call, signIn, type TestServer } from './support.ts';

/** A signed-in candidate: token, uid, and calls in the candidate's language. */
export async function candidate(t: TestServer, email: string, lang = 'en', items: { credit?: number } = {}) {
  const token = (await signIn(t, email)).token;
  const headers = { authorization: token, lang };
  const send = (method: string, path: string, body?: unknown) => call(t.url, path, { method, body, headers });
  const uid = (await send('GET', '/api/user/info')).json.result.userInfo.uid as number;
  if (items.credit) {
    const credit = items.credit;
    await t.database.db.transaction((tx) => grant(tx, uid, { credit }, 'test', `test-credit:${uid}`));
  }
  const balances = async () => (await send('GET', '/api/user/info')).json.result.userItem;
  return { token, uid, headers, send, balances };
}
export type Candidate = Awaited<ReturnType<typeof candidate>>;

/** A mock's screen: its chat socket following the thread, the events as they come, and its commands. */
export async function mockScreen(t: TestServer, token: string, threadId: string, afterSeq = 0) {
  const { socket, events, command } = await chatScreen<MockEvent>(t.url, token, threadId, afterSeq);
  const turns = () => events.filter((e): e is MockTurnEvent => e.type === 'turn');
  return {
    socket,
    events,
    turns,
    /** The `n`-th turn (1-based) once it has come. */
    turn: (n: number, ms?: number) => until(() => turns()[n - 1], ms),
    command,
    /** Answers the last turn by typing and waits for the interviewer's next turn. */
    async answer(text: string): Promise<MockTurnEvent> {
      const n = turns().length;
      const ack = await command('answer', { text, turnId: turns()[n - 1]?.id });
      if (!ack.ok) throw new Error(`answer refused: ${JSON.stringify(ack)}`);
      return until(() => turns()[n]);
    },
    close: () => socket.close(),
  };
}
export type MockScreen = Awaited<ReturnType<typeof mockScreen>>;

/** The disconnection of a socket (the server closes a thread's sockets when it ends). */
export const closed = (socket: Socket) => new Promise<string>((done) => socket.once('disconnect', done));

/** A report once it is no longer generating. */
export async function settledReport(
  me: Candidate,
  threadId: string,
  method = 'GET',
): Promise<MockReportResult> {
  const path = `/api/mock/threads/${threadId}/report`;
  let result = (await me.send(method, path)).json.result as MockReportResult;
  for (let i = 0; i < 200 && result.status === 'generating'; i++) {
    await new Promise((r) => setTimeout(r, 50));
    result = (await me.send('GET', path)).json.result as MockReportResult;
  }
  return result;
}

/** The key points of every bank question of a position, by its text in a language. */
export async function keyPointsByQuestion(me: Candidate, slug: string): Promise<Map<string, string[]>> {
  const items = (await me.send('GET', `/api/jobs/${slug}/questions`)).json.result.items as {
    text: string;
    keyPoints: string[];
  }[];
  return new Map(items.map((q) => [q.text, q.keyPoints]));
}

/**
 * A good spoken-style English answer: the situation, what I did (the question's key points when known), and a
 * measured result, so that the rules ask no follow-up.
 */
export function goodAnswer(turn: MockTurnEvent, keyPoints: Map<string, string[]>): string {
  const points = keyPoints.get(turn.question ?? '') ?? [];
  return [
    'In my last role at Shopify our checkout service was missing its latency target during peak sales.',
    'My task was to own the fix end to end.',
    `I ${points.length ? points.join('; ').toLowerCase() : 'profiled the hot path, added a Redis cache and load-tested the change'}.`,
    'First I measured the baseline, then I rolled the change out behind a flag and monitored the error rate.',
    'As a result P99 latency fell from 900 ms to 250 ms, conversion rose by 3 percent, and the team adopted the runbook.',
  ].join(' ');
}
