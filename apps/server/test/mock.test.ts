import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockEvent, MockThread, MockTurnEvent } from '@offerpilot/shared';
import {
  candidate,
  closed,
  goodAnswer,
  keyPointsByQuestion,
  mockScreen,
  settledReport,
} from './mock-support.ts';
import { call, DB_KINDS, RELAXED_LIMITS, startTestServer, type TestServer } from './support.ts';

const SLUG = 'bytedance-backend-engineer';
const TITLE = 'Backend Engineer (Go), Douyin E-commerce Transactions';

describe.each(DB_KINDS)('mock interviews on %s', (kind) => {
  let t: TestServer;
  let n = 0;
  const me = (lang = 'en', items = {}) => candidate(t, `mock-${kind}-${++n}@example.com`, lang, items);
  beforeAll(async () => {
    t = await startTestServer({ kind, env: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  it('runs a whole 15-question typed interview to a ready report with measured scores; the job center counts it', async () => {
    const user = await me('en');
    await user.send('POST', `/api/goals/from-position/${SLUG}`);
    const before = (await user.send('GET', `/api/jobs/${SLUG}`)).json.result;
    // The newcomer's free mock: the quote says so before the start.
    expect((await user.send('GET', '/api/mock/quote')).json.result).toEqual({
      price: 100,
      pays: 'mocks',
      mocks: 1,
      credit: 0,
      newcomer: true,
      limitMs: 1_800_000,
      inProgress: null,
      tts: false,
      serverAsr: false,
    });
    const opened = await user.send('POST', '/api/mock/threads', {
      length: 15,
      answerBy: 'text',
      voice: false,
    });
    expect(opened.status).toBe(200);
    const thread = opened.json.result as MockThread;
    expect(thread).toMatchObject({
      kind: 'mock',
      lang: 'en',
      status: 'active',
      positionSlug: SLUG,
      positionTitle: TITLE,
      length: 15,
      answerBy: 'text',
      voice: false,
      progress: { index: 0, total: 15 },
      answered: 0,
      paid: { item: 'mocks', amount: 1 },
      limitMs: 1_800_000,
      report: null,
    });
    expect((await user.balances()).mocks).toBe(0);

    const keyPoints = await keyPointsByQuestion(user, SLUG);
    const screen = await mockScreen(t, user.token, thread.id);
    let turn: MockTurnEvent = await screen.turn(1);
    expect(turn).toMatchObject({ kind: 'question', index: 1, total: 15, engine: 'offline' });
    const asked = new Set<number>();
    const ended = closed(screen.socket);
    // One bank question is answered with a good answer to another bank question of the position.
    let swapped: { asked: string; told: string } | undefined;
    while (turn.kind !== 'end') {
      asked.add(turn.index);
      const question = turn.question ?? '';
      const other =
        !swapped && turn.kind === 'question' && turn.index >= 3 && keyPoints.has(question)
          ? [...keyPoints.keys()].find((q) => q !== question)
          : undefined;
      if (other) swapped = { asked: question, told: other };
      turn = await screen.answer(goodAnswer(other ? { ...turn, question: other } : turn, keyPoints));
    }
    if (!swapped) throw new Error('no bank question was asked');
    expect([...asked]).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(screen.turns().some((e) => e.kind === 'closing')).toBe(true);
    await ended;

    const detail = (await user.send('GET', `/api/mock/threads/${thread.id}`)).json.result;
    const answers = (detail.events as MockEvent[]).filter((e) => e.type === 'answer');
    expect(detail.thread).toMatchObject({ status: 'ended', endReason: 'completed', progress: { index: 15 } });
    expect(detail.thread.answered).toBe(answers.length);
    expect(answers.every((a) => a.type === 'answer' && a.by === 'text')).toBe(true);

    const result = await settledReport(user, thread.id);
    expect(result.status).toBe('ready');
    const report = result.report;
    if (!report) throw new Error('no report');
    expect(report.engine).toBe('offline');
    expect(report.answers).toHaveLength(answers.length);
    expect(report.overall).toBeGreaterThan(40);
    expect(report.passed).toBe((report.overall ?? 0) >= 60);
    // The answer told for another question is caught: its advice names that question first, and it scores
    // below every answer given to its own question.
    const elsewhere = report.answers.filter((a) =>
      a.suggestions.some((s) => s.key === 'report:suggestion.otherQuestion'),
    );
    expect(elsewhere.map((a) => a.question)).toEqual([swapped.asked]);
    expect(elsewhere[0]?.suggestions[0]).toMatchObject({
      key: 'report:suggestion.otherQuestion',
      params: { question: swapped.told },
    });
    const bank = report.answers.filter((a) => a.keyPoints.length > 0 && a !== elsewhere[0]);
    expect(Math.min(...bank.map((a) => a.score))).toBeGreaterThan(elsewhere[0]?.score ?? 100);
    expect(bank.length).toBeGreaterThan(8);
    // Answers that say the key points cover most of them; their frame is the bank question's own steps.
    expect(bank.every((a) => a.signals.coverage !== null && a.signals.coverage > 0.5)).toBe(true);
    expect(bank.every((a) => a.frame && a.frame.steps.length >= 3)).toBe(true);
    expect(report.answers[0]).toMatchObject({ kind: 'question', by: 'text' });
    expect(report.competencies.filter((c) => c.score !== null).length).toBeGreaterThan(2);
    expect(report.strengths.length).toBeGreaterThan(0);
    expect(report.position).toEqual({ slug: SLUG, title: TITLE });
    expect(report.trend).toEqual([{ at: expect.any(String), overall: report.overall, current: true }]);
    expect(report.predictedPassRate).toBeCloseTo(report.passed ? 2 / 3 : 1 / 3);

    // The job center's figures now count the session.
    const after = (await user.send('GET', `/api/jobs/${SLUG}`)).json.result;
    expect(after.practiceCount).toBe(before.practiceCount + 1);
    expect(after.mySimulationCount).toBe(1);
    expect(after.myAverageScore).toBe(report.overall);
    expect(after.predictedPassRate).toBeCloseTo(report.predictedPassRate);
    expect(after.passRate).not.toBeNull();
    // Asked again, the same report (one per session); the history shows it.
    expect((await settledReport(user, thread.id, 'POST')).report).toEqual(report);
    const list = (await user.send('GET', '/api/mock/threads')).json.result.items as MockThread[];
    expect(list[0]).toMatchObject({ id: thread.id, report: 'ready', overall: report.overall });
    expect((await user.send('GET', `/api/jobs/${SLUG}`)).json.result.practiceCount).toBe(after.practiceCount);
  }, 60_000);

  it('has no report after 3 rounds, refuses a second going mock and deleting a going one', async () => {
    const user = await me('zh', { credit: 250 });
    const thread = (await user.send('POST', '/api/mock/threads', { positionSlug: null })).json.result;
    expect(thread).toMatchObject({ positionSlug: null, lang: 'zh', paid: { item: 'mocks', amount: 1 } });
    const second = await user.send('POST', '/api/mock/threads', {});
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ error: 'session.inProgress', result: { threadId: thread.id } });
    expect((await user.send('DELETE', `/api/mock/threads/${thread.id}`)).json.error).toBe('session.notEnded');
    expect((await user.send('GET', `/api/mock/threads/${thread.id}/report`)).json.error).toBe(
      'session.notEnded',
    );

    const screen = await mockScreen(t, user.token, thread.id);
    let turn = await screen.turn(1);
    expect(turn.text).toMatch(/[\u4e00-\u9fff]/);
    for (let i = 0; i < 3; i++) {
      turn = await screen.answer(
        '我在上一家公司负责支付系统，带领三个人把接口延迟降低了百分之四十，并且建立了监控和复盘机制，效果很好。',
      );
    }
    const progress = (await user.send('GET', `/api/mock/threads/${thread.id}`)).json.result.thread;
    expect(progress).toMatchObject({ answered: 3, status: 'active' });
    const ended = await user.send('POST', `/api/mock/threads/${thread.id}/end`);
    expect(ended.json.result).toMatchObject({ status: 'ended', endReason: 'user' });
    expect((await settledReport(user, thread.id)).status).toBe('none');
    const list = (await user.send('GET', '/api/mock/threads')).json.result.items;
    expect(list[0]).toMatchObject({ id: thread.id, report: 'none', overall: null, answered: 3 });
    // The next start pays with credits: the newcomer's mock is used.
    const next = await user.send('POST', '/api/mock/threads', { length: 20 });
    expect(next.json.result).toMatchObject({
      paid: { item: 'credit', amount: 100 },
      limitMs: null,
      length: 20,
    });
    expect(next.json.result.progress.total).toBe(20);
    await user.send('POST', `/api/mock/threads/${next.json.result.id}/end`);
    expect((await user.send('DELETE', `/api/mock/threads/${thread.id}`)).status).toBe(200);
    expect((await user.send('GET', `/api/mock/threads/${thread.id}`)).json.error).toBe('live.notFound');
    screen.close();
  });

  it('drops an answer to a turn that is over, and keeps other users out', async () => {
    const user = await me('en');
    const thread = (await user.send('POST', '/api/mock/threads', { positionSlug: SLUG })).json.result;
    const screen = await mockScreen(t, user.token, thread.id);
    const first = await screen.turn(1);
    const second = await screen.answer('Hi, I am Alex.');
    // Too short: the rules ask for more on the opening.
    expect(second).toMatchObject({ kind: 'followup', index: 1, followupReason: 'tooShort' });
    // No speech endpoint here: the browser speaks the turn.
    const speech = await user.send('GET', `/api/mock/threads/${thread.id}/turns/${first.id}/speech`);
    expect(speech.json).toMatchObject({ code: 404, error: 'tts.unavailable' });
    expect(await screen.command('answer', { text: 'late', turnId: first.id })).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.events.filter((e) => e.type === 'answer')).toHaveLength(1);
    expect((await screen.command('answer', { text: '' })).ok).toBe(false);
    const other = await me('en');
    expect((await other.send('GET', `/api/mock/threads/${thread.id}`)).status).toBe(404);
    expect((await other.send('POST', `/api/mock/threads/${thread.id}/end`)).status).toBe(404);
    await user.send('POST', `/api/mock/threads/${thread.id}/end`);
    screen.close();
  });

  it("gives /MockMeeting the goal's questions when signed in, and the demo set to visitors", async () => {
    const visitor = await call(t.url, '/api/mock/meeting?lang=en');
    expect(visitor.json.result.source).toBe('demo');
    expect(visitor.json.result.questions[0]).toEqual({ text: 'Tell me about yourself.', answerSeconds: 90 });
    const zh = await call(t.url, '/api/mock/meeting', { headers: { lang: 'zh' } });
    expect(zh.json.result.questions[0].text).toBe('请先做一下自我介绍。');
    const user = await me('en');
    await user.send('POST', `/api/goals/from-position/${SLUG}`);
    const mine = (await user.send('GET', '/api/mock/meeting')).json.result;
    expect(mine).toMatchObject({ source: 'goal', positionTitle: TITLE });
    expect(mine.questions).toHaveLength(5);
    expect(mine.questions.every((q: { answerSeconds: number }) => q.answerSeconds >= 120)).toBe(true);
    const bad = await call(t.url, '/api/mock/meeting', { headers: { authorization: 'nope' } });
    expect(bad.json.result.source).toBe('demo');
  });
});
