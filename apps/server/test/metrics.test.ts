import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsRegistry } from '../src/lib/metrics.ts';
import { ask, follow, handshake, until } from './socket-support.ts';
import { call, RELAXED_LIMITS, signIn, startTestServer, type TestServer } from './support.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one series in Prometheus' text format (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('Prometheus metrics', () => {
  let t: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    const env = { ...RELAXED_LIMITS, VERIFY_PER_IP_PER_MINUTE: '2' };
    open = await startTestServer();
    // Started last: the open-sessions and queue gauges read this one (one server per process in production).
    t = await startTestServer({ env: { ...env, METRICS_TOKEN: TOKEN, METRICS_PORT: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await open.close();
  });

  const scrape = async (token = TOKEN) => {
    const res = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, text: await res.text() };
  };
  /** Scrapes until `done` holds for the text (sockets and frames arrive a moment after they are sent). */
  const scrapeUntil = async (done: (text: string) => boolean) => {
    for (let i = 0; ; i++) {
      const { text } = await scrape();
      if (done(text)) return text;
      if (i > 200) throw new Error('metrics never got there');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('are never public: refused without the token or with a wrong one, and absent when nothing is set', async () => {
    const bare = await fetch(`${t.url}/metrics`);
    expect(bare.status).toBe(401);
    expect(await bare.text()).not.toContain('offerpilot_');
    expect((await scrape('metrics-token-for-tests-0123456780')).status).toBe(401);
    const unset = await fetch(`${open.url}/metrics`);
    expect(await unset.text()).not.toContain('offerpilot_');
    expect(open.server.metricsPort).toBeNull();
  });

  it('count what an operator watches after sign-ins, a live session, a refused callback and a limit', async () => {
    const before = (await scrape()).text;
    const { token } = await signIn(t, 'metrics@example.com');
    const headers = { authorization: token, lang: 'en' };
    // The second sign-in attempt of the minute from this address is refused (the limit is 2).
    const wrong = { channel: 'email', target: 'metrics@example.com', code: '000000', agree: true };
    await call(t.url, '/api/auth/verify', { body: wrong });
    expect((await call(t.url, '/api/auth/verify', { body: wrong })).status).toBe(429);
    const forged = await fetch(`${t.url}/api/payments/sandbox/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"orderId":"x"}',
    });
    expect(forged.status).toBe(400);

    const thread = (await call(t.url, '/api/live/threads', { body: {}, headers })).json.result;
    const chat = await handshake(t.url, { token, channel: 'chat', threadId: thread.id });
    const events = await follow(chat.socket);
    expect(await ask(chat.socket, { text: 'Why do you want to join our company?' })).toEqual({ ok: true });
    await until(() => events.find((e) => e.type === 'hint'), 20_000);
    const mic = await handshake(t.url, { token, channel: 'audio', threadId: thread.id });
    for (let i = 0; i < 10; i++) mic.socket.emit('audio', Buffer.alloc(1024));
    await call(t.url, `/api/live/threads/${thread.id}`, { headers });

    const frames = (text: string) =>
      valueOf(text, 'offerpilot_vad_frames_total') - valueOf(before, 'offerpilot_vad_frames_total');
    const text = await scrapeUntil((now) => frames(now) >= 10);
    expect(valueOf(text, 'offerpilot_sockets{channel="chat"}')).toBe(1);
    expect(valueOf(text, 'offerpilot_sockets{channel="audio"}')).toBe(1);
    expect(valueOf(text, 'offerpilot_sessions_open{kind="assistant"}')).toBe(1);
    // The charge at the end of the free minutes waits on the queue.
    expect(valueOf(text, 'offerpilot_queue_jobs{queue="live.charge",state="delayed"}')).toBe(1);
    expect(text).toContain('# TYPE offerpilot_queue_failures_total counter');
    expect(valueOf(text, 'offerpilot_question_to_first_hint_seconds_count')).toBe(1);
    expect(
      valueOf(text, 'offerpilot_ledger_operations_total{item="mocks",reason="newcomer"}'),
    ).toBeGreaterThan(0);
    expect(valueOf(text, 'offerpilot_payment_callbacks_refused_total{method="sandbox"}')).toBe(1);
    expect(valueOf(text, 'offerpilot_rate_limited_total{route="/api/auth/verify"}')).toBe(1);
    // Latency by route pattern: the thread's id never makes a series of its own.
    const route = 'route="/api/live/threads/:id",status="200"';
    expect(valueOf(text, `offerpilot_http_request_duration_seconds_count{method="GET",${route}}`)).toBe(1);
    expect(text).not.toContain(thread.id);

    chat.socket.close();
    mic.socket.close();
    await scrapeUntil((now) => valueOf(now, 'offerpilot_sockets{channel="chat"}') === 0);
    // The same metrics on the port of their own.
    const port = await fetch(`http://127.0.0.1:${t.server.metricsPort}/metrics`);
    expect(port.status).toBe(200);
    expect(await port.text()).toContain('offerpilot_question_to_first_hint_seconds_bucket');
  });

  it('feed every panel of the Grafana dashboard in deploy/', () => {
    const dashboard = readFileSync(
      resolve(import.meta.dirname, '../../../deploy/grafana/offerpilot.json'),
      'utf8',
    );
    const read = new Set(
      [...dashboard.matchAll(/\b(offerpilot_[a-z_]+?)(?:_bucket|_count|_sum)?\b/g)].map((m) => m[1]),
    );
    const exposed = new Set(metricsRegistry.getMetricsAsArray().map((m) => m.name));
    expect([...read].filter((name) => !exposed.has(name ?? ''))).toEqual([]);
    expect(read.size).toBe(10);
  });
});
