import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionState } from '@offerpilot/shared';
import { appendEvents, claimThread } from '../src/modules/sessions/sessions.repo.ts';
import { localLeases } from '../src/modules/sessions/session-leases.ts';
import {
  createKindRegistry,
  createSessionRuntime,
  type NumberedEvent,
} from '../src/modules/sessions/session-runtime.ts';
import { createSessionThreads } from '../src/modules/sessions/sessions.service.ts';
import { follow, handshake, until } from './socket-support.ts';
import { call, DB_KINDS, RELAXED_LIMITS, signIn, startTestServer, type TestServer } from './support.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DB_KINDS)('the sessions layer on %s', (kind) => {
  let t: TestServer;
  let n = 0;
  const IDLE_MS = 600;
  beforeAll(async () => {
    t = await startTestServer({
      kind,
      env: { ...RELAXED_LIMITS, SESSION_IDLE_MS: String(IDLE_MS), SESSION_IDLE_END_MS: String(IDLE_MS) },
    });
  });
  afterAll(() => t.close());

  /** A new live session of a new user, followed by a screen that records the session's states. */
  async function followedSession() {
    const me = await user();
    const thread = (await call(t.url, '/api/live/threads', { method: 'POST', body: {}, headers: me.headers }))
      .json.result;
    const screen = await handshake(t.url, { token: me.token, channel: 'chat', threadId: thread.id });
    const states: SessionState[] = [];
    screen.socket.on('session', (s: SessionState) => states.push(s));
    await follow(screen.socket);
    return { me, thread, socket: screen.socket, states };
  }

  async function user() {
    const { token } = await signIn(t, `sessions-${kind}-${++n}@example.com`);
    const headers = { authorization: token, lang: 'en' };
    const info = (await call(t.url, '/api/user/info', { headers })).json.result;
    return { token, headers, uid: info.userInfo.uid as number };
  }

  const threadValues = (uid: number, threadKind = 'assistant') => ({
    id: randomUUID(),
    uid,
    kind: threadKind,
    lang: 'en',
    pause: 'short',
    engine: 'offline',
    createdAt: new Date(),
  });

  it("runs a kind's start rules for one start of a user at a time, even when they wait in between", async () => {
    const me = await user();
    const threads = createSessionThreads(t.server.ctx, {
      kinds: createKindRegistry(),
      ended: async () => {},
    });
    const seen: number[] = [];
    // A cap of 2 counted in the rules, with a pause between the count and the commit as under load. Each start
    // is of another kind, so that none waits for another to end (one going session per kind).
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        threads.open(threadValues(me.uid, `kind-${i}`), async (tx) => {
          const counts = await Promise.all(
            Array.from({ length: 6 }, (__, k) =>
              threads.unchargedStartsSince(tx, me.uid, `kind-${k}`, new Date(0), 'none:'),
            ),
          );
          const counted = counts.reduce((a, b) => a + b, 0);
          seen.push(counted);
          await sleep(30);
          if (counted > 2) throw new Error('cap reached');
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    expect([...seen].sort()).toEqual([1, 2, 3, 3, 3, 3]);
  });

  it('starts a session of a kind only when none of that kind is going, and deletes only ended ones', async () => {
    const me = await user();
    const start = () => call(t.url, '/api/live/threads', { method: 'POST', body: {}, headers: me.headers });
    const first = (await start()).json.result;
    const again = await start();
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      error: 'session.inProgress',
      message: 'A session is still in progress. End it before starting a new one.',
      result: { threadId: first.id },
    });
    const path = `/api/live/threads/${first.id}`;
    const refused = await call(t.url, path, { method: 'DELETE', headers: me.headers });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('session.notEnded');
    expect((await call(t.url, `${path}/end`, { method: 'POST', headers: me.headers })).status).toBe(200);
    const second = await start();
    expect(second.status).toBe(200);
    expect((await call(t.url, path, { method: 'DELETE', headers: me.headers })).status).toBe(200);
    expect((await call(t.url, path, { headers: me.headers })).status).toBe(404);
    const listed = (await call(t.url, '/api/live/threads', { headers: me.headers })).json.result.items;
    expect(listed.map((row: { id: string }) => row.id)).toEqual([second.json.result.id]);
    // Another user's session is not found, let alone deleted.
    const other = await user();
    const theirs = await call(t.url, `/api/live/threads/${second.json.result.id}`, {
      method: 'DELETE',
      headers: other.headers,
    });
    expect(theirs.status).toBe(404);
  });

  it('lets only the runner that claimed a thread last append to it', async () => {
    const me = await user();
    const threads = createSessionThreads(t.server.ctx, {
      kinds: createKindRegistry(),
      ended: async () => {},
    });
    const row = await threads.open(threadValues(me.uid));
    const db = t.server.ctx.db;
    expect(await claimThread(db, row.id, 'first')).toBe(0);
    const event = (seq: number) => ({
      threadId: row.id,
      seq,
      type: 'transcript',
      payload: { id: 'x', text: 't' },
    });
    expect(await appendEvents(db, row.id, 'first', [event(1), event(2)])).toBe(true);
    // Another process takes the thread over: it continues from what is stored, the first can write no more.
    expect(await claimThread(db, row.id, 'second')).toBe(2);
    expect(await appendEvents(db, row.id, 'first', [event(3)])).toBe(false);
    expect(await appendEvents(db, row.id, 'second', [event(3)])).toBe(true);
    // An ended thread takes nothing.
    await threads.endById(row.id, 'user');
    expect(await appendEvents(db, row.id, 'second', [event(4)])).toBe(false);
    expect((await threads.replay(row.id, 'assistant', 0)).map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it("starts a thread's new runner only once the stopped one's events are stored, numbered above them", async () => {
    // A fake kind whose command emits a burst of events at once: the writer is still storing them in batches
    // when the runner is stopped and, at once, a new runner of the thread starts in the same process.
    const kinds = createKindRegistry();
    kinds.register({
      kind: 'burst',
      commands: {},
      activity: [],
      idle: false,
      record: (events) => events,
      start: async (_thread, out) => ({
        command: (_name, payload) => {
          for (let i = 0; i < 200; i++) {
            const line = { type: 'line', text: `${String(payload)} ${i}` };
            out.emit(line);
          }
        },
        close: () => {},
      }),
    });
    const sent: NumberedEvent[] = [];
    const runtime = createSessionRuntime({
      ctx: t.server.ctx,
      log: t.server.app.log,
      kinds,
      leases: localLeases(),
      broadcast: (_id, event) => sent.push(event),
    });
    const threads = createSessionThreads(t.server.ctx, { kinds, ended: async () => {} });
    const row = await threads.open(threadValues((await user()).uid, 'burst'));
    const burst = (payload: string) => runtime.runHere(row, { type: 'command', name: 'say', payload });
    await burst('first');
    await runtime.stop(row.id);
    await burst('second');
    await until(() => (sent.length === 400 ? true : undefined));
    await runtime.close();
    const stored = await threads.replay(row.id, 'burst', 0);
    expect(stored.map((e) => e.seq)).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
    expect(sent.map((e) => e.seq)).toEqual(stored.map((e) => e.seq));
  });

  it('asks whether the user is still there after a while without activity, then ends the session', async () => {
    const { me, thread, states } = await followedSession();
    const prompt = await until(() => states.find((s) => s.status === 'idle'), 5_000);
    expect(prompt.status === 'idle' && Date.parse(prompt.endsAt)).toBeGreaterThan(Date.now());
    const ended = await until(() => states.find((s) => s.status === 'ended'), 5_000);
    expect(ended).toEqual({ status: 'ended', reason: 'inactive' });
    const stored = (await call(t.url, `/api/live/threads/${thread.id}`, { headers: me.headers })).json.result;
    expect(stored.thread).toMatchObject({ status: 'ended', endReason: 'inactive' });
  });

  it('keeps a session going while the user answers the prompt or asks', async () => {
    const { me, thread, socket, states } = await followedSession();
    await until(() => states.find((s) => s.status === 'idle'), 5_000);
    await new Promise((done) => socket.emit('present', done));
    // Unanswered, the session would end IDLE_MS after the prompt; answered, the next prompt is IDLE_MS away.
    await sleep(IDLE_MS * 1.5);
    const now = (await call(t.url, `/api/live/threads/${thread.id}`, { headers: me.headers })).json.result;
    expect(now.thread.status).toBe('active');
    expect(states.some((s) => s.status === 'ended')).toBe(false);
    socket.close();
  });
});
