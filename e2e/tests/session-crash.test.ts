// A live session survives `kill -9` of the process running it (PRODUCT.md section 3): in the embedded mode the
// process restarts on the same data folder; in the scaled mode a second process (PostgreSQL and Redis shared)
// takes the thread over when the screen reconnects to it. Every event a screen received is stored, numbers go
// on upward, the screen resumes with nothing lost or repeated, the open question is answered, and the charge
// at the end of the free minutes is taken exactly once.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH, type LiveEvent } from '@offerpilot/shared';
import { io, type Socket } from 'socket.io-client';
import { signInByApi } from '../bench/http.bench.ts';
import { ROOT, startBuiltServer, type RunningServer } from '../support/server.ts';

/** What this test uses of the server tests' loopback OpenAI fake (its own types would bring DOM typings). */
interface FakeModule {
  startOpenAiFake(fallback: () => unknown): Promise<{ baseUrl: string; close(): Promise<void> }>;
  streamReply(deltas: string[], options: { delayMs?: number; firstDelayMs?: number }): unknown;
}

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The model writes a hint in 40 deltas, 60 ms apart: a kill lands in the middle of one. */
const DELTAS = Array.from({ length: 40 }, (_, i) => `point ${i + 1}. `);
/** The free minutes end this long after the start: after the kill, so the charge must survive it. */
const CHARGE_AFTER_MS = 9_000;

let fake: Awaited<ReturnType<FakeModule['startOpenAiFake']>>;
let env: Record<string, string>;
beforeAll(async () => {
  const mod = (await import(pathToFileURL(join(ROOT, 'apps/server/test/openai-fake.ts')).href)) as FakeModule;
  fake = await mod.startOpenAiFake(() => mod.streamReply(DELTAS, { delayMs: 60 }));
  env = {
    LLM_BASE_URL: fake.baseUrl,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'test-model',
    LIVE_CHARGE_AFTER_MS: String(CHARGE_AFTER_MS),
    LIVE_FREE_SESSIONS_PER_DAY: '3',
  };
});
afterAll(() => fake?.close());

interface Screen {
  socket: Socket;
  events: LiveEvent[];
}

/** A chat screen of a thread that follows it from `afterSeq`. */
async function screen(url: string, token: string, threadId: string, afterSeq = 0): Promise<Screen> {
  const socket = io(url, {
    path: SOCKET_PATH,
    auth: { token, channel: 'chat', threadId },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((done, fail) => {
    socket.once('connect', done);
    socket.once('connect_error', fail);
  });
  const events: LiveEvent[] = [];
  socket.on('event', (e: LiveEvent) => events.push(e));
  await new Promise((done) => socket.emit('resume', { afterSeq }, done));
  return { socket, events };
}

async function until<T>(read: () => T | undefined | false, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const send = (socket: Socket, event: string, ...args: unknown[]) =>
  new Promise<{ ok: boolean }>((done) => socket.emit(event, ...args, done));

async function api(url: string, token: string, path: string, body?: unknown) {
  const res = await fetch(url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: token, lang: 'en', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; error?: string; result: never };
}

/** Buys 300 credits through the sandbox checkout, as a browser's form post does. */
async function buyCredits(url: string, token: string): Promise<void> {
  const { result } = await api(url, token, '/api/orders', { packageId: 'credits-300', method: 'sandbox' });
  const paymentUrl = (result as { payment: { url: string } }).payment.url;
  const html = await (await fetch(new URL(paymentUrl, url))).text();
  const action = /<form[^>]* action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error('no checkout form');
  await fetch(new URL(action, new URL(paymentUrl, url)), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
}

async function credits(url: string, token: string): Promise<number> {
  const { result } = await api(url, token, '/api/user/info');
  return (result as { userItem: { credit: number } }).userItem.credit;
}

function kill(server: RunningServer): Promise<void> {
  return new Promise((done) => {
    server.process.once('exit', () => done());
    server.process.kill('SIGKILL');
  });
}

const hintDeltas = (events: LiveEvent[]) => events.filter((e) => e.type === 'hint.delta');
const seqsOf = (events: { seq: number }[]) => events.map((e) => e.seq);

/**
 * The part both modes share: a question answered whole, a second one killed mid-hint, the screen resumed on
 * `after()`'s process; checks the numbers and the answer, and gives back what the stores should hold.
 */
async function crashMidHint(
  before: RunningServer,
  token: string,
  after: () => Promise<RunningServer>,
): Promise<{
  threadId: string;
  seen: LiveEvent[];
  resumed: LiveEvent[];
  killedAt: number;
  startedAt: number;
}> {
  const { result } = await api(before.url, token, '/api/live/threads', { pause: 'short' });
  const thread = result as { id: string; createdAt: string };
  const startedAt = Date.parse(thread.createdAt);
  const main = await screen(before.url, token, thread.id);
  expect(await send(main.socket, 'ask', { text: 'Tell me about yourself' })).toEqual({ ok: true });
  await until(() => main.events.find((e) => e.type === 'hint'));
  const second = 'Why do you want to leave your current job?';
  expect(await send(main.socket, 'ask', { text: second })).toEqual({ ok: true });
  const secondQuestion = await until(() =>
    main.events.find((e) => e.type === 'question' && e.text === second),
  );
  await until(() => hintDeltas(main.events.filter((e) => e.seq > secondQuestion.seq)).length >= 8);
  await kill(before);
  const killedAt = Date.now();
  const seen = [...main.events];
  main.socket.close();
  expect(killedAt).toBeLessThan(startedAt + CHARGE_AFTER_MS);

  const server = await after();
  const last = Math.max(...seqsOf(seen));
  const asked = Date.now();
  // The screen only comes back: its resume wakes the thread, which answers the open question.
  const again = await screen(server.url, token, thread.id, last);
  await until(() => again.events[0]);
  const takeoverMs = Date.now() - asked;
  const finalHint = await until(() => again.events.find((e) => e.type === 'hint'));
  again.socket.close();

  const resumed = again.events;
  // The unfinished hint is withdrawn, the same question asked again and answered in full.
  const retract = resumed[0];
  if (retract?.type !== 'retract' || secondQuestion.type !== 'question') throw new Error('no retraction');
  expect(retract.questionId).toBe(secondQuestion.id);
  expect(resumed.find((e) => e.type === 'question')).toMatchObject({ text: secondQuestion.text });
  expect(finalHint.type === 'hint' && finalHint.text).toBe(DELTAS.join(''));
  // Numbers only grow, each once, across the crash.
  const all = seqsOf([...seen, ...resumed]);
  expect(all).toEqual([...all].sort((a, b) => a - b));
  expect(new Set(all).size).toBe(all.length);
  expect(Math.min(...seqsOf(resumed))).toBeGreaterThan(last);
  expect(takeoverMs).toBeLessThan(2_000);
  return { threadId: thread.id, seen, resumed, killedAt, startedAt };
}

/** The stored events of a thread, as rows of the database. */
type Rows = { seq: number; type: string; payload: Record<string, unknown> }[];

function expectStored(rows: Rows, events: LiveEvent[]): void {
  const bySeq = new Map(rows.map((r) => [r.seq, r]));
  for (const { seq, type, ...payload } of events) {
    expect(bySeq.get(seq), `event ${seq} (${type}) is stored`).toMatchObject({ type, payload });
  }
}

/** Waits past the charge's time: exactly one live charge of 200 credits, in the balance and the records. */
async function expectChargedOnce(
  url: string,
  token: string,
  threadId: string,
  startedAt: number,
  bought: number,
) {
  await new Promise((r) => setTimeout(r, Math.max(0, startedAt + CHARGE_AFTER_MS - Date.now()) + 3_000));
  expect(await credits(url, token)).toBe(bought - 200);
  const usage = (await api(url, token, '/api/billing/usage?page=1&size=50')).result as {
    items: { reference: string | null; change: number }[];
  };
  expect(usage.items.filter((r) => r.reference === `live:${threadId}`)).toEqual([
    expect.objectContaining({ change: -200 }),
  ]);
}

describe('a live session killed mid-hint', () => {
  it('in the embedded mode: restarts on the same data and loses nothing a screen saw', async () => {
    const first = await startBuiltServer(env);
    const token = await signInByApi(
      first.url,
      first.dataDir,
      `crash-${randomBytes(3).toString('hex')}@example.com`,
    );
    await buyCredits(first.url, token);
    const bought = await credits(first.url, token);
    expect(bought).toBeGreaterThanOrEqual(300);
    let second: RunningServer | undefined;
    try {
      const run = await crashMidHint(
        first,
        token,
        async () => (second = await startBuiltServer(env, { dataDir: first.dataDir })),
      );
      if (!second) throw new Error('not restarted');
      await expectChargedOnce(second.url, token, run.threadId, run.startedAt, bought);
      await second.stop();
      const db = new PGlite(join(first.dataDir, 'pgdata'));
      const rows = (
        await db.query<Rows[number]>('select seq, type, payload from session_events where thread_id = $1', [
          run.threadId,
        ])
      ).rows;
      await db.close();
      expectStored(rows, [...run.seen, ...run.resumed]);
    } finally {
      await second?.stop();
    }
  }, 90_000);
});

describe('two processes sharing PostgreSQL and Redis', () => {
  let admin: pg.Client;
  let databaseUrl: string;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    const database = `op_crash_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${database}`);
    const url = new URL(DATABASE_URL);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    const scaled = {
      ...env,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: `opcrash:${randomBytes(4).toString('hex')}:`,
    };
    [a, b] = await Promise.all([startBuiltServer(scaled), startBuiltServer(scaled)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const database = databaseUrl && new URL(databaseUrl).pathname.slice(1);
    if (database)
      await admin?.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin?.end();
  });

  it('stops free live starts sent together to both processes at the daily cap', async () => {
    const token = await signInByApi(a.url, a.dataDir, `cap-${randomBytes(3).toString('hex')}@example.com`);
    const burst = () =>
      Promise.all(
        Array.from({ length: 8 }, (_, i) => api(i % 2 ? b.url : a.url, token, '/api/live/threads', {})),
      );
    // One going session at a time: each burst starts one, which ends before the next burst.
    for (let round = 0; round < 3; round++) {
      const answers = await burst();
      const won = answers.filter((r) => r.success);
      expect(won).toHaveLength(1);
      expect(answers.filter((r) => !r.success).map((r) => r.error)).toEqual(
        Array(7).fill('session.inProgress'),
      );
      const id = (won[0]?.result as { id: string } | undefined)?.id;
      expect((await api(b.url, token, `/api/live/threads/${id}/end`, {})).success).toBe(true);
    }
    const refused = await burst();
    expect(refused.map((r) => r.error)).toEqual(Array(8).fill('credits.insufficient'));
  });

  it('a session killed mid-hint is taken over by the other process when the screen reconnects there', async () => {
    const token = await signInByApi(a.url, a.dataDir, `crash-${randomBytes(3).toString('hex')}@example.com`);
    await buyCredits(a.url, token);
    const bought = await credits(a.url, token);
    const run = await crashMidHint(a, token, async () => b);
    await expectChargedOnce(b.url, token, run.threadId, run.startedAt, bought);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const rows = (
      await db.query<Rows[number]>('select seq, type, payload from session_events where thread_id = $1', [
        run.threadId,
      ])
    ).rows;
    await db.end();
    expectStored(rows, [...run.seen, ...run.resumed]);
  }, 90_000);
});
