import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent, Presence } from '@offerpilot/shared';
import { ask, follow, handshake, until } from './socket-support.ts';
import { call, RELAXED_LIMITS, signIn, startTwoServers, type TestServer } from './support.ts';

const hintsOf = (events: LiveEvent[]) => events.filter((e) => e.type === 'hint');

describe('one live thread with sockets on two server processes (PostgreSQL and Redis shared)', () => {
  let a: TestServer;
  let b: TestServer;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ a, b, close } = await startTwoServers(RELAXED_LIMITS));
  });
  afterAll(() => close());

  it('runs one pipeline: questions asked on either process are numbered once and reach both screens', async () => {
    const { token } = await signIn(a, 'live-two@example.com');
    const headers = { authorization: token, lang: 'en' };
    const thread = (await call(a.url, '/api/live/threads', { method: 'POST', body: {}, headers })).json
      .result;
    const main = await handshake(a.url, { token, channel: 'chat', threadId: thread.id });
    const companion = await handshake(b.url, { token, channel: 'chat', threadId: thread.id });
    expect(main.error ?? companion.error).toBeUndefined();
    const onMain = await follow(main.socket);
    const onCompanion = await follow(companion.socket);

    expect(await ask(main.socket, { text: 'Why do you want to join our company?' })).toEqual({ ok: true });
    await until(() => hintsOf(onCompanion)[0]);
    // The companion's question goes to the process that runs the thread's pipeline.
    expect(
      await ask(companion.socket, { text: 'Tell me about a conflict with a teammate and how you solved it' }),
    ).toEqual({
      ok: true,
    });
    await until(() => hintsOf(onMain)[1]);
    await until(() => hintsOf(onCompanion)[1]);
    // 'Answer now' with nothing said since, from the process that does not run the thread: the runner's
    // refusal comes back across, in its words.
    const refused = await new Promise<{ ok: boolean; error?: string; message?: string }>((done) =>
      companion.socket.emit('answerNow', {}, done),
    );
    expect(refused).toMatchObject({ ok: false, error: 'live.nothingToAnswer' });
    expect(refused.message).toMatch(/还没有可回答的内容/);

    // Both screens saw the same events, each number once, in order.
    const seqs = onMain.map((e) => e.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(onCompanion.map((e) => e.seq)).toEqual(seqs);

    // The main screen leaves; the companion's next question starts the pipeline on its own process, numbered
    // above everything already sent.
    main.socket.close();
    await new Promise((r) => setTimeout(r, 200));
    const before = Math.max(...seqs);
    expect(await ask(companion.socket, { text: 'What is your greatest strength?' })).toEqual({ ok: true });
    const third = await until(() => hintsOf(onCompanion)[2]);
    expect(third.seq).toBeGreaterThan(before);

    const stored = (await call(b.url, `/api/live/threads/${thread.id}`, { headers })).json.result
      .events as LiveEvent[];
    expect(stored.map((e) => e.type)).toEqual(['question', 'hint', 'question', 'hint', 'question', 'hint']);
    const storedSeqs = stored.map((e) => e.seq);
    expect(storedSeqs).toEqual([...storedSeqs].sort((x, y) => x - y));

    // A screen that reconnects to the other process gets every stored event from the start.
    const later = await handshake(a.url, { token, channel: 'chat', threadId: thread.id });
    const replay = await follow(later.socket);
    expect(replay.filter((e) => e.type !== 'hint.delta').map((e) => e.seq)).toEqual(storedSeqs);
    later.socket.close();
    companion.socket.close();
  });

  it('pairs a phone on the other process: it reads the hints, hears the audio come and go, and is unpaired there', async () => {
    const { token } = await signIn(a, 'live-pair-two@example.com');
    const headers = { authorization: token, lang: 'en' };
    const thread = (await call(a.url, '/api/live/threads', { method: 'POST', body: {}, headers })).json
      .result;
    const pairing = (
      await call(a.url, `/api/live/threads/${thread.id}/pairings`, { method: 'POST', headers })
    ).json.result;
    const paired = (
      await call(b.url, '/api/companion/pair', { method: 'POST', body: { code: pairing.code } })
    ).json.result;
    const phone = await handshake(b.url, { token: paired.token, channel: 'chat', threadId: thread.id });
    expect(phone.error).toBeUndefined();
    const presence: Presence[] = [];
    phone.socket.on('presence', (p: Presence) => presence.push(p));
    const onPhone = await follow(phone.socket);
    const main = await handshake(a.url, { token, channel: 'chat', threadId: thread.id });
    const mic = await handshake(a.url, { token, channel: 'audio', threadId: thread.id });
    await until(() => presence.find((p) => p.audio && p.companions.includes(paired.companion.id)));
    expect(await ask(main.socket, { text: 'Why do you want to join our company?' })).toEqual({ ok: true });
    await until(() => hintsOf(onPhone)[0]);
    mic.socket.close();
    await until(() => presence.find((p, i) => i > 0 && !p.audio));
    const closed = new Promise((done) => phone.socket.once('disconnect', done));
    await call(a.url, `/api/live/threads/${thread.id}/companions/${paired.companion.id}`, {
      method: 'DELETE',
      headers,
    });
    await closed;
    main.socket.close();
  });
});

describe('free live starts at once on two processes (PostgreSQL shared)', () => {
  let pair: Awaited<ReturnType<typeof startTwoServers>>;
  beforeAll(async () => {
    pair = await startTwoServers({ ...RELAXED_LIMITS, LIVE_FREE_SESSIONS_PER_DAY: '3' });
  });
  afterAll(() => pair?.close());

  it('stops at the daily cap: starts sent together on both processes, round after round, 3 free in all', async () => {
    const { a, b } = pair;
    const { token } = await signIn(a, 'live-cap@example.com');
    const headers = { authorization: token, lang: 'en' };
    const burst = () =>
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call((i % 2 ? b : a).url, '/api/live/threads', { method: 'POST', body: {}, headers }),
        ),
      );
    // Each round: one start wins, the rest hear that a session is going; then it ends and the next round runs.
    for (let round = 0; round < 3; round++) {
      const answers = await burst();
      const won = answers.filter((r) => r.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((r) => r.status !== 200).map((r) => r.json.error)).toEqual(
        Array(9).fill('session.inProgress'),
      );
      const id = won[0]?.json.result.id as string;
      expect((await call(b.url, `/api/live/threads/${id}/end`, { method: 'POST', headers })).status).toBe(
        200,
      );
    }
    // The day's 3 free starts are used and there is nothing to pay with: every start of the next burst is refused.
    const last = await burst();
    expect(last.map((r) => r.json.error)).toEqual(Array(10).fill('credits.insufficient'));
    const listed = (await call(b.url, '/api/live/threads', { headers })).json.result.items;
    expect(listed).toHaveLength(3);
  });
});
