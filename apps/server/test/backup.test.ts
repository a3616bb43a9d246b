import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../src/db/client.ts';
import { checkout, newUser } from './billing-support.ts';
import { cliTarget, runCli } from './cli-support.ts';
import { ask, follow, handshake } from './socket-support.ts';
import { call, RELAXED_LIMITS, startTestServer, type TestServer } from './support.ts';

/** Every account's balances and every ledger row, as the money state a backup must keep. */
async function moneyOf(database: Database) {
  const read = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    balances: await read(sql`select * from user_items order by uid`),
    ledger: await read(sql`select * from ledger order by id`),
  };
}

describe('backup and restore of the embedded database (npm run backup / restore)', () => {
  let t: TestServer | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it('keeps every balance and ledger row: backup while a session streams, wipe, restore', async () => {
    const target = await cliTarget('pglite');
    const dataDir = target.env.DATA_DIR ?? '';
    database = await target.open();
    t = await startTestServer({ database, env: { ...RELAXED_LIMITS, DATA_DIR: dataDir } });
    const server = t;
    const buyers = [await newUser(server, 'en'), await newUser(server, 'zh')];
    for (const [i, buyer] of buyers.entries()) {
      const { payment } = await buyer.order(i === 0 ? 'credits-300' : 'credits-500');
      expect((await checkout(payment.url, 'pay')).status).toBe(200);
    }
    const thread = (await call(server.url, '/api/live/threads', { body: {}, headers: buyers[0]?.headers }))
      .json.result;
    const token = buyers[0]?.headers.authorization;
    const chat = await handshake(server.url, { token, channel: 'chat', threadId: thread.id });
    const events = await follow(chat.socket);
    // Questions keep coming while the backup is made.
    let streaming = true;
    const questions = (async () => {
      for (let i = 0; streaming; i++) await ask(chat.socket, { text: `Question ${i}: why this role?` });
    })();
    const file = join(dataDir, '..', `backup-${Date.now()}.tar.gz`);
    const backup = await runCli('backup', [file], target.env);
    streaming = false;
    await questions;
    chat.socket.close();
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain('made by the running server');
    expect(events.length).toBeGreaterThan(0);
    // A restore is refused while the server runs.
    const refused = await runCli('restore', [file], target.env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('stop it first');

    // What the backup holds: the money state once the server stopped (nothing changes it after the backup).
    const before = await moneyOf(database);
    expect(before.ledger.length).toBeGreaterThan(2);
    await server.close();
    await database.close();
    database = undefined;
    rmSync(join(dataDir, 'pgdata'), { recursive: true, force: true });

    const restored = await runCli('restore', [file], target.env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    database = await openPglite({ dataDir });
    expect(await moneyOf(database)).toEqual(before);
    // The server starts on it and the buyers' balances are there.
    t = await startTestServer({ database, env: { ...RELAXED_LIMITS, DATA_DIR: dataDir } });
    const info = await call(t.url, '/api/user/info', { headers: buyers[1]?.headers });
    expect(info.json.result.userItem.credit).toBe(500);
  });
});
