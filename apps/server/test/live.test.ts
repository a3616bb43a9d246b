import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@offerpilot/shared';
import { ask, chatScreen, follow, handshake, until } from './socket-support.ts';
import { call, DB_KINDS, RELAXED_LIMITS, signIn, startTestServer, type TestServer } from './support.ts';

describe.each(DB_KINDS)('the live assistant text path on %s', (kind) => {
  let t: TestServer;
  let n = 0;
  async function user(lang = 'en') {
    const token = (await signIn(t, `live-${kind}-${++n}@example.com`)).token;
    const headers = { authorization: token, lang };
    return {
      token,
      headers,
      send: (method: string, path: string, body?: unknown) => call(t.url, path, { method, body, headers }),
    };
  }
  beforeAll(async () => {
    t = await startTestServer({ kind, env: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  it('streams a grounded hint to the main screen and a companion, and stores the question and hint', async () => {
    const me = await user('en');
    await me.send('POST', '/api/goals/from-position/bytedance-backend-engineer');
    await me.send('POST', '/api/materials/resumes/text', {
      title: 'CV',
      text: 'Alex Chen\nExperience\nShopify, Backend Engineer, 2021-2024\n- Cut checkout P99 latency from 900 ms to 250 ms with Redis caching\nSkills: Go, Redis, Kafka, MySQL',
    });
    const opened = await me.send('POST', '/api/live/threads', { pause: 'short' });
    expect(opened.status).toBe(200);
    const thread = opened.json.result;
    expect(thread).toMatchObject({
      kind: 'assistant',
      lang: 'en',
      pause: 'short',
      engine: 'offline',
      status: 'active',
    });
    expect(thread.goalId).not.toBeNull();

    const main = await handshake(t.url, { token: me.token, channel: 'chat', threadId: thread.id });
    const companion = await handshake(t.url, { token: me.token, channel: 'chat', threadId: thread.id });
    expect(main.error ?? companion.error).toBeUndefined();
    const seenByCompanion = await follow(companion.socket);
    const question =
      'Tell me about a production incident you handled and how you prevented it from recurring';
    expect(await ask(main.socket, { text: question })).toEqual({ ok: true });

    const hint = await until(() => seenByCompanion.find((e) => e.type === 'hint'));
    const deltas = seenByCompanion.filter((e) => e.type === 'hint.delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((d) => (d.type === 'hint.delta' ? d.delta : '')).join('')).toBe(
      hint.type === 'hint' ? hint.text : '',
    );
    expect(hint).toMatchObject({
      engine: 'offline',
      sources: { bankQuestionId: 'bytedance-backend-engineer-q02' },
    });
    if (hint.type !== 'hint') throw new Error('not a hint');
    expect(hint.text).toContain('Key points');
    expect(hint.text).toMatch(/mitigation|rollback/i);
    expect(hint.text).toContain('Redis');
    const seqs = seenByCompanion.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

    const stored = await me.send('GET', `/api/live/threads/${thread.id}`);
    expect(stored.json.result.events.map((e: LiveEvent) => e.type)).toEqual(['question', 'hint']);

    // A companion that reconnects gets what was stored after its last sequence number.
    const later = await handshake(t.url, { token: me.token, channel: 'chat', threadId: thread.id });
    const replay = await follow(later.socket);
    expect(replay.filter((e) => e.type !== 'hint.delta').map((e) => e.type)).toEqual(['question', 'hint']);
    for (const s of [main.socket, companion.socket, later.socket]) s.close();
  });

  it('starts without a target position when the start says none, even with a current one', async () => {
    const me = await user('en');
    await me.send('POST', '/api/goals/from-position/bytedance-backend-engineer');
    const opened = await me.send('POST', '/api/live/threads', { goalId: null });
    expect(opened.status).toBe(200);
    expect(opened.json.result.goalId).toBeNull();
    await me.send('POST', `/api/live/threads/${opened.json.result.id}/end`);
  });

  it("takes the browser's phrases as heard speech, and 'answer now' ends a run-on question", async () => {
    const me = await user('en');
    const thread = (await me.send('POST', '/api/live/threads', { pause: 'short' })).json.result;
    const main = await chatScreen<LiveEvent>(t.url, me.token, thread.id);
    const hints = () => main.events.filter((e) => e.type === 'hint');
    const asked = (hint: LiveEvent | undefined) =>
      main.events.find((e) => e.type === 'question' && hint?.type === 'hint' && e.id === hint.questionId);

    const nothing = await main.command('answerNow', {});
    expect(nothing).toMatchObject({ ok: false, error: 'live.nothingToAnswer' });
    // In the screen's language: Chinese by default.
    expect(nothing.ok ? '' : nothing.message).toBe('还没有可回答的内容：上一个问题之后面试官还没有说话。');

    // Two phrases of one question: joined, drafted, and confirmed 600 ms (the short pause) after the last.
    expect(await main.command('phrase', { text: 'What is your greatest' })).toEqual({ ok: true });
    expect(await main.command('phrase', { text: 'strength?' })).toEqual({ ok: true });
    const first = await until(() => hints()[0]);
    expect(asked(first)).toMatchObject({ text: 'What is your greatest strength?' });

    // A run-on question that never reads as one: no hint until 'answer now'.
    const statements = [
      'We have a monolith of two million lines and deploys take a whole afternoon',
      'and the team keeps stepping on each other so I would love to hear your approach',
    ];
    for (const text of statements) await main.command('phrase', { text });
    await new Promise((r) => setTimeout(r, 800));
    expect(hints()).toHaveLength(1);
    expect(await main.command('answerNow', {})).toEqual({ ok: true });
    const second = await until(() => hints()[1]);
    expect(asked(second)).toMatchObject({ text: statements.join(' ') });

    const stored = (await me.send('GET', `/api/live/threads/${thread.id}`)).json.result.events as LiveEvent[];
    expect(stored.map((e) => e.type)).toEqual([
      ...['transcript', 'transcript', 'question', 'hint'],
      ...['transcript', 'transcript', 'question', 'hint'],
    ]);
    // A screen in English hears it in English, once more now that both questions were answered.
    const english = await handshake(t.url, {
      token: me.token,
      channel: 'chat',
      threadId: thread.id,
      lang: 'en',
    });
    const refused = await new Promise<{ message?: string }>((done) =>
      english.socket.emit('answerNow', {}, done),
    );
    expect(refused.message).toBe(
      'Nothing to answer yet: the interviewer has said nothing since the last question.',
    );
    for (const s of [main.socket, english.socket]) s.close();
    await me.send('POST', `/api/live/threads/${thread.id}/end`);
  });

  it("keeps other users out of a thread and names a bad question in the user's language", async () => {
    const me = await user('zh');
    const thread = (await me.send('POST', '/api/live/threads', {})).json.result;
    const other = await user('en');
    const foreign = await handshake(t.url, { token: other.token, channel: 'chat', threadId: thread.id });
    expect(foreign.error?.data?.error).toBe('realtime.threadForbidden');
    const mine = await handshake(t.url, {
      token: me.token,
      channel: 'chat',
      threadId: thread.id,
      lang: 'zh',
    });
    const bad = await ask(mine.socket, { text: '' });
    expect(bad).toMatchObject({ ok: false, error: 'validation.invalid' });
    expect(bad.message).toMatch(/[\u4e00-\u9fff]/);
    await me.send('POST', `/api/live/threads/${thread.id}/end`);
    const afterEnd = await handshake(t.url, { token: me.token, channel: 'chat', threadId: thread.id });
    expect(afterEnd.error?.data?.error).toBe('realtime.threadForbidden');
    expect((await other.send('GET', `/api/live/threads/${thread.id}`)).status).toBe(404);
    mine.socket.close();
  });
});
