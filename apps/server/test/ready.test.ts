import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, startTwoServers, type TestServer } from './support.ts';

describe('readiness on the embedded defaults', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('is ready with the database, its queue and every migration; Redis is off', async () => {
    const r = await call(t.url, '/api/ready');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      success: true,
      result: { status: 'ready', checks: { database: 'ok', redis: 'off', queue: 'ok', migrations: 'ok' } },
    });
  });

  it('is not ready on a database behind this build (the newest migration missing), while still alive', async () => {
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const r = await call(t.url, '/api/ready', { headers: { lang: 'en' } });
    expect(r.status).toBe(503);
    expect(r.json).toMatchObject({
      success: false,
      code: 503,
      error: 'server.notReady',
      message: 'The service is not ready yet. Please try again in a moment.',
      result: { status: 'notReady', checks: { database: 'ok', migrations: 'failed' } },
    });
    expect((await call(t.url, '/api/health')).status).toBe(200);
  });
});

describe('readiness in the scaled mode (PostgreSQL and Redis)', () => {
  let a: TestServer;
  let b: TestServer;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ a, b, close } = await startTwoServers());
  });
  afterAll(() => close());

  it('checks Redis too, and says 503 when this process lost it', async () => {
    const ready = await call(a.url, '/api/ready');
    expect(ready.json.result).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok', queue: 'ok', migrations: 'ok' },
    });
    b.server.ctx.redis?.disconnect();
    const lost = await call(b.url, '/api/ready');
    expect(lost.status).toBe(503);
    expect(lost.json.result).toMatchObject({
      status: 'notReady',
      checks: { redis: 'failed', database: 'ok' },
    });
    expect((await call(a.url, '/api/ready')).status).toBe(200);
  });

  it('says 503 at once while draining and takes no new work, but still answers liveness', async () => {
    a.server.ctx.lifecycle.draining = true;
    const ready = await call(a.url, '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ error: 'server.shuttingDown', result: { status: 'shuttingDown' } });
    const work = await call(a.url, '/api/auth/code', {
      body: { channel: 'email', target: 'drain@example.com', agree: true },
      headers: { lang: 'en' },
    });
    expect(work.status).toBe(503);
    expect(work.headers.get('connection')).toBe('close');
    expect(work.json).toMatchObject({ error: 'server.shuttingDown' });
    expect((await call(a.url, '/api/health')).status).toBe(200);
    a.server.ctx.lifecycle.draining = false;
  });
});
