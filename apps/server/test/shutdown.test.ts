// Two server processes in the scaled mode, as an operator runs them behind a load balancer: started together on
// an empty PostgreSQL database, then one is stopped with SIGTERM while a live thread streams on it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client.ts';
import { postgresCopy } from './cli-support.ts';
import { startOpenAiFake, streamReply, type OpenAiFake } from './openai-fake.ts';
import { spawnServer, type ServerProcess } from './process-support.ts';
import { ask, follow, handshake, until } from './socket-support.ts';
import { call, RELAXED_LIMITS, signIn } from './support.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The model writes a hint in 40 deltas, 60 ms apart: the stop lands in the middle of one. */
const DELTAS = Array.from({ length: 40 }, (_, i) => `point ${i + 1}. `);
const GRACE_MS = 5_000;

describe('two server processes (PostgreSQL and Redis) behind a load balancer', () => {
  let database: Awaited<ReturnType<typeof postgresCopy>>;
  let fake: OpenAiFake;
  let a: ServerProcess;
  let b: ServerProcess;
  const prefix = `optest:${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    database = await postgresCopy({ empty: true });
    fake = await startOpenAiFake(() => streamReply(DELTAS, { delayMs: 60 }));
    const env = {
      ...RELAXED_LIMITS,
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'test-model',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    };
    // At the same moment, on a database without a single table.
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await fake?.close();
    await database?.drop();
  }, 60_000);

  it('migrate an empty database once when started together, and both are ready', async () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ n: string; hashes: string }>(
      'select count(*) as n, count(distinct hash) as hashes from drizzle.__drizzle_migrations',
    );
    await client.end();
    expect(rows[0]).toEqual({ n: String(journal.entries.length), hashes: String(journal.entries.length) });
    for (const t of [a, b]) expect((await call(t.url, '/api/ready')).status).toBe(200);
  });

  it('hand a streaming live thread over on SIGTERM: 503 at once, leases given up, exit within the grace', async () => {
    // B has answered a question before (its question bank is loaded), as a process that served for a while.
    const other = await signIn(b, 'warm@example.com');
    const warm = (
      await call(b.url, '/api/live/threads', { body: {}, headers: { authorization: other.token } })
    ).json.result;
    const warmScreen = await handshake(b.url, { token: other.token, channel: 'chat', threadId: warm.id });
    const warmEvents = await follow(warmScreen.socket);
    await ask(warmScreen.socket, { text: 'What is your greatest strength?' });
    await until(() => warmEvents.find((e) => e.type === 'hint'), 20_000);
    warmScreen.socket.close();

    const { token } = await signIn(a, 'drain@example.com');
    const headers = { authorization: token, lang: 'en' };
    const thread = (await call(a.url, '/api/live/threads', { body: { pause: 'short' }, headers })).json
      .result;
    const main = await handshake(a.url, { token, channel: 'chat', threadId: thread.id });
    expect(main.error).toBeUndefined();
    const seen = await follow(main.socket);
    const reason = new Promise<string>((done) => main.socket.once('disconnect', done));
    expect(await ask(main.socket, { text: 'Tell me about yourself' })).toEqual({ ok: true });
    await until(() => seen.find((e) => e.type === 'hint'), 20_000);
    const second = 'Why do you want to leave your current job?';
    expect(await ask(main.socket, { text: second })).toEqual({ ok: true });
    const question = await until(() => seen.find((e) => e.type === 'question' && e.text === second));
    await until(() => seen.filter((e) => e.type === 'hint.delta' && e.seq > question.seq)[5], 20_000);

    const stoppedAt = Date.now();
    a.child.kill('SIGTERM');
    // Readiness from the moment of the signal until the process no longer answers.
    const answers: number[] = [];
    for (;;) {
      const status = await fetch(`${a.url}/api/ready`).then(
        (r) => r.status,
        () => null,
      );
      if (status === null) break;
      answers.push(status);
      await new Promise((r) => setTimeout(r, 10));
    }
    const code = await a.exited;
    const exitMs = Date.now() - stoppedAt;
    expect(answers.indexOf(503)).toBeGreaterThanOrEqual(0);
    expect(answers.slice(answers.indexOf(503))).not.toContain(200);
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(GRACE_MS);
    // The connection was closed, not the socket refused: a client (socket.io's reconnection) comes back.
    expect(await reason).toBe('transport close');
    const redis = new Redis(REDIS_URL);
    expect(await redis.get(`${prefix}session:lease:${thread.id}`)).toBeNull();
    redis.disconnect();

    // The screen comes back on the other process from the last event it had.
    const last = Math.max(...seen.map((e) => e.seq));
    const askedAt = Date.now();
    const again = await handshake(b.url, { token, channel: 'chat', threadId: thread.id });
    const resumed = await follow(again.socket, last);
    await until(() => resumed[0]);
    const takeoverMs = Date.now() - askedAt;
    const hint = await until(() => resumed.find((e) => e.type === 'hint'), 20_000);
    again.socket.close();
    // The unfinished hint is withdrawn, the question answered again in full; numbers only grow, each once.
    expect(resumed[0]).toMatchObject({
      type: 'retract',
      questionId: question.type === 'question' && question.id,
    });
    expect(hint.type === 'hint' && hint.text).toBe(DELTAS.join(''));
    const seqs = [...seen, ...resumed].map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(takeoverMs).toBeLessThan(2_000);
    // Every event the screen saw on the stopped process is stored, as it saw it.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ seq: number; type: string }>(
      'select seq, type from session_events where thread_id = $1',
      [thread.id],
    );
    await client.end();
    const stored = new Map(rows.map((row) => [row.seq, row.type]));
    for (const e of seen) expect(stored.get(e.seq), `event ${e.seq}`).toBe(e.type);
  }, 120_000);
});
