import { afterAll, describe, expect, it } from 'vitest';
import type { MockThread } from '@offerpilot/shared';
import type { Database } from '../src/db/client.ts';
import { sessionEvents } from '../src/db/schema.ts';
import { mockScreen, candidate } from './mock-support.ts';
import { until } from './socket-support.ts';
import { call, DB_KINDS, RELAXED_LIMITS, startTestServer, testDatabase } from './support.ts';

const ANSWER =
  'At my last company I owned the payment service and its latency target. I profiled the hot path, added a ' +
  'Redis cache, rolled it out behind a flag and watched the dashboards. As a result P99 latency fell from 900 ms ' +
  'to 250 ms and checkout conversion rose by 3 percent, so we wrote it into our runbook.';

// Three server starts in one test: a loaded machine needs more than the default 30 s.
describe.each(DB_KINDS)('a mock interview whose runner stops, on %s', (kind) => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it('goes on from the same turn on a new server, and says the reply a stopped runner owed', async () => {
    database = await testDatabase(kind);
    const a = await startTestServer({ database, env: RELAXED_LIMITS });
    const user = await candidate(a, `mock-restart-${kind}@example.com`);
    await user.send('POST', '/api/goals/from-position/bytedance-backend-engineer');
    const thread = (await user.send('POST', '/api/mock/threads', {})).json.result as MockThread;
    const first = await mockScreen(a, user.token, thread.id);
    await first.turn(1);
    await first.answer(ANSWER);
    const third = await first.answer(ANSWER);
    first.close();
    await a.close();

    // A new process: the screen resumes, the runner rebuilds the interview and says nothing new.
    const b = await startTestServer({ database, env: RELAXED_LIMITS });
    const second = await mockScreen(b, user.token, thread.id);
    await until(() => (second.turns().length === 3 ? true : undefined));
    await new Promise((r) => setTimeout(r, 300));
    expect(second.turns().map((e) => e.id)).toEqual(first.turns().map((e) => e.id));
    expect(second.turns()[2]).toEqual(third);
    const fourth = await second.answer(ANSWER);
    expect(fourth.seq).toBeGreaterThan(third.seq);
    second.close();
    await b.close();

    // As if a process died right after storing an answer, before its reply: the next runner says the reply.
    const seq = Math.max(...second.events.map((e) => e.seq)) + 1;
    const payload = { turnId: fourth.id, text: ANSWER, durationMs: 30_000, by: 'text' };
    await database.db.insert(sessionEvents).values({ threadId: thread.id, seq, type: 'answer', payload });
    const c = await startTestServer({ database, env: RELAXED_LIMITS });
    const last = await mockScreen(c, user.token, thread.id);
    const fifth = await last.turn(5);
    expect(fifth.seq).toBeGreaterThan(seq);
    expect(fifth.kind === 'followup' ? fifth.index : fifth.index - 1).toBe(fourth.index);
    const detail = (
      await call(c.url, `/api/mock/threads/${thread.id}`, { headers: { authorization: user.token } })
    ).json.result;
    expect(detail.thread).toMatchObject({ answered: 4, progress: { index: fifth.index }, status: 'active' });
    last.close();
    await c.close();
  }, 90_000);
});
