import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type CareerReportResult, type CareerThread } from '@offerpilot/shared';
import { analyst, careerScreen, finishGuide, settledCareerReport } from './career-support.ts';
import { candidate } from './mock-support.ts';
import {
  startOpenAiFake,
  streamReply,
  type FakeReply,
  type FakeRequest,
  type OpenAiFake,
} from './openai-fake.ts';
import { RELAXED_LIMITS, startTestServer, type TestServer } from './support.ts';

const isCareer = (req: FakeRequest) => {
  const messages = (req.json?.messages ?? []) as { content: string }[];
  return (['en', 'zh'] as const).some(
    (lang) => messages[0]?.content === translate(lang, 'career:prompt.system'),
  );
};

describe('a career report written by a model (faked at its HTTP boundary)', () => {
  let t: TestServer;
  let fake: OpenAiFake;
  /** What the career report requests get, in order; an error when none is queued. */
  const replies: FakeReply[] = [];
  let n = 0;
  beforeAll(async () => {
    fake = await startOpenAiFake((req) =>
      isCareer(req) ? (replies.shift() ?? { type: 'error', status: 500 }) : { type: 'error', status: 500 },
    );
    t = await startTestServer({
      env: { ...RELAXED_LIMITS, LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_MAX_ATTEMPTS: '1' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A new user's whole guide as an analyst; its report once settled. */
  async function guide(lang: string): Promise<CareerReportResult> {
    const user = await candidate(t, `career-model-${++n}@example.com`, lang);
    const thread = (await user.send('POST', '/api/career/threads')).json.result as CareerThread;
    expect(thread.engine).toBe('llm');
    const screen = await careerScreen(t, user.token, thread.id);
    await finishGuide(screen, analyst);
    screen.close();
    return (await settledCareerReport(user, thread.id)).result;
  }

  it('takes the summary and reasons from the model, among the positions the scoring chose only', async () => {
    const listed: string[] = [];
    fake.requests.length = 0;
    replies.push({ type: 'error', status: 500 });
    // The first guide's request fails: its report is the offline one. Then the model's own words.
    const offline = await guide('en');
    expect(offline.status).toBe('ready');
    expect(offline.report?.engine).toBe('offline');
    expect(fake.requests.filter(isCareer)).toHaveLength(1);
    for (const p of offline.report?.positions ?? []) listed.push(p.slug);
    const [first, second] = listed;
    const text = JSON.stringify({
      summary: 'You love evidence and order: data work suits you.',
      positions: [
        { slug: second, reason: 'You like finding patterns in numbers.' },
        { slug: 'openai-chief-vibes-officer', reason: 'Invented.' },
        { slug: first, reason: 'Clear procedures and analysis.' },
      ],
    });
    replies.push(streamReply([text.slice(0, 40), text.slice(40)]));
    const written = await guide('en');
    expect(written.status).toBe('ready');
    const report = written.report;
    expect(report).toMatchObject({
      engine: 'llm',
      summary: 'You love evidence and order: data work suits you.',
      code: offline.report?.code,
      families: offline.report?.families,
    });
    expect(report?.positions.map((p) => [p.slug, p.reason])).toEqual([
      [second, 'You like finding patterns in numbers.'],
      [first, 'Clear procedures and analysis.'],
    ]);
    expect(report?.positions[0]?.company).toEqual(expect.any(String));
    const user = fake.requests.filter(isCareer).at(-1)?.json?.messages as { content: string }[];
    for (const slug of listed) expect(user[1]?.content).toContain(slug);
  });
});
