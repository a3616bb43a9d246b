import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CareerThread } from '@offerpilot/shared';
import type { Database } from '../src/db/client.ts';
import { sessionEvents, sessionReports } from '../src/db/schema.ts';
import { analyst, careerScreen, finishGuide, settledCareerReport } from './career-support.ts';
import { candidate } from './mock-support.ts';
import { until } from './socket-support.ts';
import { call, DB_KINDS, RELAXED_LIMITS, startTestServer, testDatabase, type TestServer } from './support.ts';

describe.each(DB_KINDS)('a career guide whose process stops, on %s', (kind) => {
  let database: Database | undefined;
  afterAll(() => database?.close());
  /** The user's calls to another server of the same database. */
  const on = (server: TestServer, headers: Record<string, string>) => ({
    send: (method: string, path: string) => call(server.url, path, { method, headers }),
  });

  it('goes on from the same statement on a new server, answers a stored reply, and makes a report a crash left', async () => {
    database = await testDatabase(kind);
    const a = await startTestServer({ database, env: RELAXED_LIMITS });
    const user = await candidate(a, `career-restart-${kind}@example.com`, 'zh');
    const thread = (await user.send('POST', '/api/career/threads')).json.result as CareerThread;
    const first = await careerScreen(a, user.token, thread.id);
    await first.first();
    for (const answer of ['喜欢', '非常喜欢', '不喜欢']) await first.reply(answer);
    first.close();
    await a.close();

    // A new process: the screen resumes, the runner rebuilds the chat and says nothing new.
    const b = await startTestServer({ database, env: RELAXED_LIMITS });
    const second = await careerScreen(b, user.token, thread.id);
    await until(() => (second.events.length === first.events.length ? true : undefined));
    await new Promise((r) => setTimeout(r, 300));
    expect(second.events).toEqual(first.events);
    const fourth = await second.reply('还行');
    expect(fourth).toMatchObject({ itemId: 'E1', step: 5 });
    second.close();
    await b.close();

    // As if a process died right after storing a reply, before the guide's answer: the next runner answers it.
    const seq = Math.max(...second.events.map((e) => e.seq)) + 1;
    const reply = { itemId: 'E1', text: '不太喜欢', answer: 'dislike' };
    await database.db
      .insert(sessionEvents)
      .values({ threadId: thread.id, seq, type: 'reply', payload: reply });
    const c = await startTestServer({ database, env: RELAXED_LIMITS });
    const third = await careerScreen(c, user.token, thread.id);
    const sixth = await until(() => third.guides().find((e) => e.seq > seq));
    expect(sixth).toMatchObject({ kind: 'statement', itemId: 'C1', step: 6 });
    const { summary } = await finishGuide(third, analyst);
    expect(summary.kind).toBe('summary');
    const { result } = await settledCareerReport(on(c, user.headers), thread.id);
    expect(result.status).toBe('ready');
    third.close();
    await c.close();

    // A report job that died with its process (still generating): the next start makes it.
    await database.db
      .update(sessionReports)
      .set({ status: 'generating', result: null })
      .where(eq(sessionReports.threadId, thread.id));
    const d = await startTestServer({ database, env: RELAXED_LIMITS });
    const { result: remade } = await settledCareerReport(on(d, user.headers), thread.id);
    expect(remade.status).toBe('ready');
    expect(remade.report?.families).toEqual(result.report?.families);
    expect(remade.report?.code).toBe(result.report?.code);
    await d.close();
  });
});
