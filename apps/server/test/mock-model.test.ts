import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MockThread } from '@offerpilot/shared';
import { candidate, mockScreen, settledReport } from './mock-support.ts';
import {
  startOpenAiFake,
  streamReply,
  type FakeReply,
  type FakeRequest,
  type OpenAiFake,
} from './openai-fake.ts';
import { RELAXED_LIMITS, startTestServer, type TestServer } from './support.ts';

const ANSWER =
  'In my last role I owned the order service. I traced a slow query with the slow-query log, added an index ' +
  'and a Redis cache, and load-tested the change. As a result P99 latency fell from 900 ms to 250 ms and ' +
  'errors dropped by 40 percent.';
const MP3 = Buffer.from('ID3\u0004fake mp3 frames', 'latin1');

/** The model's report of `count` answers, as JSON text. */
function modelReport(count: number): string {
  return JSON.stringify({
    answers: Array.from({ length: count }, (_, i) => ({
      index: i + 1,
      feedback: `Answer ${i + 1}: a clear result; name the trade-off you made.`,
      suggestions: ['Say why you chose a cache over a read replica.'],
    })),
    summary: 'A structured interview with measured results.',
    suggestions: ['Lead with the result, then the steps.'],
  });
}

const isReport = (req: FakeRequest) => {
  const messages = (req.json?.messages ?? []) as { content: string }[];
  return messages[0]?.content === translate('en', 'report:prompt.system');
};

describe('a mock interview with a model and a speech endpoint (faked at their HTTP boundary)', () => {
  let t: TestServer;
  let fake: OpenAiFake;
  /** What the report requests get, in order; turns are always phrased. */
  const reports: FakeReply[] = [];
  const speech: FakeReply[] = [];
  beforeAll(async () => {
    fake = await startOpenAiFake((req) => {
      if (req.path === '/audio/speech')
        return speech.shift() ?? { type: 'audio', bytes: MP3, mime: 'audio/mpeg' };
      if (isReport(req)) return reports.shift() ?? { type: 'error', status: 500 };
      return streamReply(['Thank you. ', 'Tell me about a hard bug you fixed.']);
    });
    t = await startTestServer({
      env: {
        ...RELAXED_LIMITS,
        LLM_BASE_URL: fake.baseUrl,
        LLM_MODEL: 'fake-model',
        LLM_MAX_ATTEMPTS: '1',
        TTS_BASE_URL: fake.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('phrases turns with the model, fails its report when the model fails, and makes it on retry', async () => {
    const user = await candidate(t, 'mock-model@example.com');
    await user.send('POST', '/api/goals/from-position/bytedance-backend-engineer');
    const quote = (await user.send('GET', '/api/mock/quote')).json.result;
    expect(quote).toMatchObject({ tts: true, serverAsr: false });
    const thread = (await user.send('POST', '/api/mock/threads', {})).json.result as MockThread;
    expect(thread.engine).toBe('llm');
    const screen = await mockScreen(t, user.token, thread.id);
    const first = await screen.turn(1);
    expect(first).toMatchObject({
      engine: 'llm',
      text: 'Thank you. Tell me about a hard bug you fixed.',
      index: 1,
    });
    for (let i = 0; i < 4; i++) await screen.answer(ANSWER);

    // The interviewer's voice: the turn's words from the speech endpoint; an unknown turn; a failing endpoint.
    const spoken = await fetch(`${t.url}/api/mock/threads/${thread.id}/turns/${first.id}/speech`, {
      headers: user.headers,
    });
    expect(spoken.status).toBe(200);
    expect(spoken.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await spoken.arrayBuffer())).toEqual(MP3);
    expect(fake.requests.find((r) => r.path === '/audio/speech')?.json).toMatchObject({ input: first.text });
    const unknown = await user.send(
      'GET',
      `/api/mock/threads/${thread.id}/turns/${crypto.randomUUID()}/speech`,
    );
    expect(unknown.json).toMatchObject({ code: 404, error: 'mock.turnNotFound' });
    // The provider tries 3 times before it gives up.
    speech.push(...Array.from({ length: 3 }, () => ({ type: 'error', status: 400 }) as const));
    const failed = await user.send('GET', `/api/mock/threads/${thread.id}/turns/${first.id}/speech`);
    expect(failed.json).toMatchObject({ code: 502, error: 'tts.failed' });
    speech.length = 0;

    await user.send('POST', `/api/mock/threads/${thread.id}/end`);
    expect((await settledReport(user, thread.id)).status).toBe('failed');
    expect((await user.send('GET', '/api/mock/threads')).json.result.items[0].report).toBe('failed');
    reports.push({ type: 'stream', chunks: [{ delta: modelReport(4) }] });
    const retried = await settledReport(user, thread.id, 'POST');
    expect(retried.status).toBe('ready');
    const report = retried.report;
    expect(report).toMatchObject({ engine: 'llm', summary: 'A structured interview with measured results.' });
    expect(report?.answers).toHaveLength(4);
    expect(report?.answers[0]?.feedback).toContain('Answer 1');
    expect(report?.overall).toBeGreaterThan(0);
    screen.close();
  });

  it('gives the offline report when the model fails again on the retry', async () => {
    const user = await candidate(t, 'mock-model-2@example.com');
    const thread = (await user.send('POST', '/api/mock/threads', { positionSlug: null })).json.result;
    const screen = await mockScreen(t, user.token, thread.id);
    await screen.turn(1);
    for (let i = 0; i < 4; i++) await screen.answer(ANSWER);
    await user.send('POST', `/api/mock/threads/${thread.id}/end`);
    expect((await settledReport(user, thread.id)).status).toBe('failed');
    const retried = await settledReport(user, thread.id, 'POST');
    expect(retried).toMatchObject({ status: 'ready', report: { engine: 'offline', position: null } });
    screen.close();
  });
});
