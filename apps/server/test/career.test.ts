import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareerEvent, CareerThread, SessionState } from '@offerpilot/shared';
import { grant } from '../src/modules/credits/credits.service.ts';
import { analyst, careerScreen, finishGuide, settledCareerReport } from './career-support.ts';
import { candidate, closed } from './mock-support.ts';
import { DB_KINDS, RELAXED_LIMITS, startTestServer, type TestServer } from './support.ts';

const han = /\p{Script=Han}/u;

describe.each(DB_KINDS)('the career guide on %s', (kind) => {
  let t: TestServer;
  let n = 0;
  const me = (lang = 'en') => candidate(t, `career-${kind}-${++n}@example.com`, lang);
  const give = (uid: number, items: { careers?: number; credit?: number }, key: string) =>
    t.database.db.transaction((tx) => grant(tx, uid, items, 'test', key));
  beforeAll(async () => {
    t = await startTestServer({ kind, env: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  it('runs a whole guide from the first statement to a ready report with families, answers and positions', async () => {
    const user = await me('en');
    expect((await user.send('GET', '/api/career/quote')).json.result).toEqual({
      price: 50,
      pays: 'careers',
      careers: 1,
      credit: 0,
      inProgress: null,
    });
    const opened = await user.send('POST', '/api/career/threads', {});
    expect(opened.status).toBe(200);
    const thread = opened.json.result as CareerThread;
    expect(thread).toMatchObject({
      kind: 'career',
      lang: 'en',
      status: 'active',
      engine: 'offline',
      progress: { answered: 0, total: 35 },
      paid: { item: 'careers', amount: 1 },
      report: null,
      code: null,
    });
    expect((await user.balances()).careers).toBe(0);
    expect((await user.send('GET', '/api/career/quote')).json.result).toMatchObject({
      pays: null,
      careers: 0,
      inProgress: thread.id,
    });

    const screen = await careerScreen(t, user.token, thread.id);
    const first = await screen.first();
    expect(screen.guides()[0]).toMatchObject({ kind: 'greeting' });
    expect(first).toMatchObject({ itemId: 'R1', step: 1, total: 35 });
    expect(first.options?.map((o) => o.value)).toEqual(['like', 'unsure', 'dislike']);
    // Own words count; words that say none of the answers get a retry and the same statement.
    const retry = await screen.reply('what is this about?');
    expect(retry).toMatchObject({ itemId: 'R1', step: 1 });
    expect(screen.guides().at(-2)).toMatchObject({ kind: 'retry' });
    expect(await screen.reply('nope, not for me')).toMatchObject({ itemId: 'I1', step: 2 });
    const replies = screen.events.filter((e) => e.type === 'reply');
    expect(replies).toMatchObject([
      { itemId: 'R1', text: 'what is this about?', answer: null },
      { itemId: 'R1', text: 'nope, not for me', answer: 'dislike' },
    ]);
    const midway = (await user.send('GET', `/api/career/threads/${thread.id}`)).json.result;
    expect(midway.thread.progress).toEqual({ answered: 1, total: 35 });

    const ended = closed(screen.socket);
    const told = new Promise<SessionState>((done) => screen.socket.once('session', done));
    const { items, summary, lastAt } = await finishGuide(screen, (id) =>
      id === 'I1' ? 'yes, I would' : analyst(id),
    );
    expect(items).toHaveLength(34);
    expect(summary.text).toMatch(/interest code is (IC|CI)/);
    expect(await told).toEqual({ status: 'ended', reason: 'completed' });
    await ended;

    // The report is a queue job: ready within 3 s of the last answer.
    const { result } = await settledCareerReport(user, thread.id);
    expect(Date.now() - lastAt).toBeLessThan(3_000);
    expect(result.status).toBe('ready');
    const report = result.report;
    if (!report) throw new Error('no report');
    expect(['IC', 'CI']).toContain(report.code.slice(0, 2));
    expect(report.engine).toBe('offline');
    expect(report.families.slice(0, 2).map((f) => f.field)).toEqual(['data', 'finance']);
    const data = report.families[0];
    expect(data?.reason).toMatch(/Investigative|Conventional/);
    // Why it fits, in the user's own answers: liked activities of its areas and the liked values.
    expect(data?.evidence.map((e) => e.itemId)).toEqual(expect.arrayContaining(['I1', 'C1', 'V3']));
    expect(data?.evidence.every((e) => e.text.length > 10)).toBe(true);
    expect(report.positions.length).toBeGreaterThan(2);
    expect(report.positions[0]).toMatchObject({ field: 'data', company: expect.any(String) });
    for (const p of report.positions)
      expect(['data', 'finance', 'software', 'operations']).toContain(p.field);

    // The records list it with its code; the same report when asked again; a suggestion becomes a goal.
    const list = (await user.send('GET', '/api/career/threads')).json.result.items as CareerThread[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: thread.id,
      status: 'ended',
      endReason: 'completed',
      report: 'ready',
      code: report.code,
      families: report.families.slice(0, 3).map((f) => f.name),
      progress: { answered: 35, total: 35 },
    });
    expect((await settledCareerReport(user, thread.id, 'POST')).result.report).toEqual(report);
    const goal = await user.send('POST', `/api/goals/from-position/${report.positions[0]?.slug}`);
    expect(goal.status).toBe(200);
    const detail = (await user.send('GET', `/api/career/threads/${thread.id}`)).json.result;
    expect((detail.events as CareerEvent[]).filter((e) => e.type === 'reply')).toHaveLength(36);
    // Nothing left: the next start is refused and leaves nothing behind.
    const refused = await user.send('POST', '/api/career/threads', {});
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ error: 'credits.insufficient' });
    expect((await user.send('GET', '/api/career/threads')).json.result.items).toHaveLength(1);
  });

  it('resets with the attempt taken, refuses a reset with none left, and takes credits without attempts', async () => {
    const user = await me('zh');
    await give(user.uid, { careers: 1 }, `career-test:${user.uid}`);
    const thread = (await user.send('POST', '/api/career/threads')).json.result as CareerThread;
    expect(thread).toMatchObject({ lang: 'zh', paid: { item: 'careers', amount: 1 } });
    const second = await user.send('POST', '/api/career/threads', {});
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ error: 'session.inProgress', result: { threadId: thread.id } });
    const screen = await careerScreen(t, user.token, thread.id);
    expect((await screen.first()).text).toMatch(han);
    await screen.reply('喜欢');
    await screen.reply('还行吧');
    await screen.reply('like');
    expect((await user.balances()).careers).toBe(1);

    // Reset: the guide ends (its screens hear it), a new one starts from the first statement, one attempt taken.
    const told = new Promise<SessionState>((done) => screen.socket.once('session', done));
    const reset = await user.send('POST', `/api/career/threads/${thread.id}/reset`, {});
    expect(reset.status).toBe(200);
    const fresh = reset.json.result as CareerThread;
    expect(fresh.id).not.toBe(thread.id);
    expect(fresh).toMatchObject({ status: 'active', progress: { answered: 0 }, paid: { item: 'careers' } });
    expect(await told).toEqual({ status: 'ended', reason: 'reset' });
    expect((await user.balances()).careers).toBe(0);
    const old = (await user.send('GET', `/api/career/threads/${thread.id}`)).json.result.thread;
    expect(old).toMatchObject({ status: 'ended', endReason: 'reset', progress: { answered: 3 } });
    expect((await settledCareerReport(user, thread.id)).result).toEqual({ status: 'none', report: null });
    const again = await careerScreen(t, user.token, fresh.id);
    expect(await again.first()).toMatchObject({ itemId: 'R1', step: 1 });

    // None left: the reset is refused in the user's language and the guide goes on.
    const refused = await user.send('POST', `/api/career/threads/${fresh.id}/reset`, {});
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ error: 'credits.insufficient', message: '次数不足，请充值。' });
    const kept = (await user.send('GET', `/api/career/threads/${fresh.id}`)).json.result.thread;
    expect(kept.status).toBe('active');
    expect(await again.reply('不喜欢')).toMatchObject({ itemId: 'I1' });

    // Without attempts, 50 credits pay for a reset.
    await give(user.uid, { credit: 60 }, `career-credit:${user.uid}`);
    expect((await user.send('GET', '/api/career/quote')).json.result).toMatchObject({ pays: 'credit' });
    const paid = (await user.send('POST', `/api/career/threads/${fresh.id}/reset`, {})).json.result;
    expect(paid.paid).toEqual({ item: 'credit', amount: 50 });
    expect(await user.balances()).toMatchObject({ careers: 0, credit: 10 });
    const usage = (await user.send('GET', '/api/billing/usage?page=1&size=5')).json.result.items as {
      reason: string;
      item: string;
      change: number;
    }[];
    expect(usage.filter((u) => u.reason === 'career.start').map((u) => [u.item, u.change])).toEqual([
      ['credit', -50],
      ['careers', -1],
      ['careers', -1],
    ]);
    screen.close();
    again.close();
  });

  it('goes on where it was after a reconnect, from any screen, each event once; others are kept out', async () => {
    const user = await me('en');
    const thread = (await user.send('POST', '/api/career/threads', {})).json.result as CareerThread;
    const first = await careerScreen(t, user.token, thread.id);
    await first.first();
    for (const answer of ['like', 'unsure', 'dislike', 'sure!']) await first.reply(answer);
    const seen = [...first.events];
    first.close();

    // Another device (or a reload): the whole chat replayed, then it goes on from the fifth statement.
    const second = await careerScreen(t, user.token, thread.id);
    await second.first();
    expect(second.asking()).toMatchObject({ itemId: 'E1', step: 5 });
    expect(second.events).toEqual(seen);
    // A screen that kept its chat resumes after its last number: nothing twice.
    const last = seen.at(-1)?.seq ?? 0;
    const third = await careerScreen(t, user.token, thread.id, last);
    await new Promise((r) => setTimeout(r, 200));
    expect(third.events).toEqual([]);
    // A reply to a statement already answered is dropped; the next one reaches both screens once.
    expect(await second.send('dislike', 'R1')).toEqual({ ok: true });
    const next = await second.reply('no');
    expect(next).toMatchObject({ itemId: 'C1', step: 6 });
    await new Promise((r) => setTimeout(r, 100));
    expect(third.events.map((e) => e.seq)).toEqual(
      second.events.filter((e) => e.seq > last).map((e) => e.seq),
    );
    expect(second.events.filter((e) => e.type === 'reply')).toHaveLength(5);
    const progress = (await user.send('GET', `/api/career/threads/${thread.id}`)).json.result.thread.progress;
    expect(progress).toEqual({ answered: 5, total: 35 });

    const other = await me('en');
    expect((await other.send('GET', `/api/career/threads/${thread.id}`)).status).toBe(404);
    expect((await other.send('POST', `/api/career/threads/${thread.id}/reset`, {})).status).toBe(404);
    await expect(careerScreen(t, other.token, thread.id)).rejects.toThrow();
    expect((await user.send('GET', `/api/career/threads/${thread.id}/report`)).json.error).toBe(
      'session.notEnded',
    );
    second.close();
    third.close();
  });
});
