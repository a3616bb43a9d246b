import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveReportResult } from '@offerpilot/shared';
import { ask, follow, handshake, until } from './socket-support.ts';
import { call, DB_KINDS, RELAXED_LIMITS, signIn, startTestServer, type TestServer } from './support.ts';

describe.each(DB_KINDS)('the review of a live session on %s', (kind) => {
  let t: TestServer;
  let n = 0;
  beforeAll(async () => {
    t = await startTestServer({ kind, env: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  async function session(lang = 'en') {
    const token = (await signIn(t, `review-${kind}-${++n}@example.com`)).token;
    const headers = { authorization: token, lang };
    const send = (method: string, path: string, body?: unknown) =>
      call(t.url, path, { method, body, headers });
    await send('POST', '/api/goals/from-position/bytedance-backend-engineer');
    await send('POST', '/api/materials/resumes/text', {
      title: 'CV',
      text: 'Alex Chen\nExperience\nShopify, Backend Engineer, 2021-2024\n- Cut checkout P99 latency from 900 ms to 250 ms with Redis caching\nSkills: Go, Redis, Kafka, MySQL',
    });
    const thread = (await send('POST', '/api/live/threads', { pause: 'short' })).json.result;
    const screen = await handshake(t.url, { token, channel: 'chat', threadId: thread.id });
    const seen = await follow(screen.socket);
    const asking = async (text: string) => {
      const before = seen.filter((e) => e.type === 'hint').length;
      expect(await ask(screen.socket, { text })).toEqual({ ok: true });
      await until(() => seen.filter((e) => e.type === 'hint')[before]);
    };
    const report = async (method = 'GET') =>
      (await send(method, `/api/live/threads/${thread.id}/report`)).json as {
        result: LiveReportResult;
        error?: string;
      };
    return { thread, send, asking, report, close: () => screen.socket.close() };
  }

  it('reviews each question with what grounded its hint, and names the least grounded to practise', async () => {
    const s = await session();
    expect((await s.report()).error).toBe('session.notEnded');
    await s.asking(
      'Describe a production incident you were part of: how did you stop the bleeding, find the root cause and stop it recurring?',
    );
    await s.asking('What is the difference between optimistic and pessimistic locking?');
    await s.send('POST', `/api/live/threads/${s.thread.id}/end`);
    s.close();
    let result: LiveReportResult | undefined;
    for (let i = 0; i < 100 && result?.status !== 'ready'; i++) {
      result = (await s.report()).result;
      if (result.status === 'generating') await new Promise((r) => setTimeout(r, 50));
    }
    expect(result?.status).toBe('ready');
    const review = result?.review;
    expect(review?.questions).toHaveLength(2);
    const [incident, design] = review?.questions ?? [];
    expect(incident).toMatchObject({
      bankQuestion: {
        id: 'bytedance-backend-engineer-q02',
        positionSlug: 'bytedance-backend-engineer',
        competency: 'Stability & incident handling',
      },
      engine: 'offline',
    });
    expect(incident?.keyPoints.length).toBeGreaterThan(0);
    expect(incident?.hint).toBeTruthy();
    expect(design).toMatchObject({ bankQuestion: null, keyPoints: [] });
    expect(design?.grounding).toBeLessThan(incident?.grounding ?? 0);
    // The question the bank does not hold comes first among what to practise, in the goal's position.
    expect(review?.practise[0]).toMatchObject({
      questionId: design?.questionId,
      reason: 'notInBank',
      positionSlug: 'bytedance-backend-engineer',
    });
    // One report however often it is asked for.
    expect((await s.report('POST')).result).toEqual(result);
  });

  it('has no report for a session without a question, and deletes the report with the session', async () => {
    const s = await session('zh');
    await s.send('POST', `/api/live/threads/${s.thread.id}/end`);
    s.close();
    let status = 'generating';
    for (let i = 0; i < 100 && status === 'generating'; i++) {
      status = (await s.report()).result.status;
      if (status === 'generating') await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe('none');
    expect((await s.send('DELETE', `/api/live/threads/${s.thread.id}`)).status).toBe(200);
    expect((await s.report()).error).toBe('live.notFound');
  });
});
