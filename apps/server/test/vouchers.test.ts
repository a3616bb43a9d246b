import { translate, type Grants } from '@offerpilot/shared';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { ledger, sessions, userItems, users, voucherRedemptions, vouchers } from '../src/db/schema.ts';
import { randomToken, sha256Hex } from '../src/lib/crypto.ts';
import { mintVouchers } from '../src/modules/vouchers/mint.ts';
import { hashVoucherCode } from '../src/modules/vouchers/voucher-code.ts';
import { cliTarget, runCli } from './cli-support.ts';
import { DB_KINDS, call, signIn, startTestServer, type DbKind, type TestServer } from './support.ts';

const DAY = 86_400_000;
const inAYear = () => new Date(Date.now() + 365 * DAY);

/** Accounts with balance rows and live sessions, made directly in the database; their tokens. */
async function makeUsers(db: Database['db'], prefix: string, n: number): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@example.com` })))
    .returning({ uid: users.uid });
  await db.insert(userItems).values(rows.map(({ uid }) => ({ uid })));
  const tokens = rows.map(() => randomToken());
  const expiresAt = new Date(Date.now() + DAY);
  await db
    .insert(sessions)
    .values(rows.map(({ uid }, i) => ({ uid, tokenHash: sha256Hex(tokens[i] ?? ''), expiresAt })));
  return tokens;
}

const redeem = (t: TestServer, token: string, code: string, headers: Record<string, string> = {}) =>
  call(t.url, '/api/vouchers/redeem', { body: { code }, headers: { authorization: token, ...headers } });

const mint = (db: Database['db'], grants: Grants, maxUses = 1, expiresAt = inAYear(), count = 1) =>
  mintVouchers(db, { count, grants, maxUses, expiresAt, batch: 'test' });

describe.each(DB_KINDS)('gift codes on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  it('grants what the code carries, answers it, and the credits card shows it at once', async () => {
    const grants: Grants = { credit: 300, vipDays: 30, vipLevel: 'premium', mocks: 2, assistants: 1 };
    const [code = ''] = await mint(t.database.db, grants);
    const [token = ''] = await makeUsers(t.database.db, `${kind}-grant`, 1);
    const before = await call(t.url, '/api/user/info', { headers: { authorization: token } });
    expect(before.json.result.userItem.credit).toBe(0);
    // Typed by hand: lower case, spaces instead of dashes.
    const r = await redeem(t, token, code.toLowerCase().replaceAll('-', ' '));
    expect(r.status).toBe(200);
    expect(r.json.result).toEqual({ grants });
    const after = await call(t.url, '/api/user/info', { headers: { authorization: token } });
    expect(after.json.result.userItem).toMatchObject({ credit: 300, mocks: 2, assistants: 1 });
    expect(after.json.result.userItem.vip.level).toBe(1);
    const expire = new Date(after.json.result.userItem.vip.expire as string).getTime();
    expect(Math.abs(expire - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
  });

  it('gives wrong, used-up, expired and already-redeemed codes their own message in en and zh', async () => {
    const db = t.database.db;
    const [usedUp = ''] = await mint(db, { credit: 10 }, 1);
    const [expired = ''] = await mint(db, { credit: 10 }, 5, new Date(Date.now() - 1000));
    const [a = '', b = ''] = await makeUsers(db, `${kind}-msg`, 2);
    expect((await redeem(t, a, usedUp)).status).toBe(200);
    const cases = [
      { token: b, code: 'ABCD-EFGH-JKLM-NPQR', key: 'voucher.notFound', status: 404 },
      { token: b, code: usedUp, key: 'voucher.usedUp', status: 409 },
      { token: b, code: expired, key: 'voucher.expired', status: 410 },
      { token: a, code: usedUp, key: 'voucher.alreadyRedeemed', status: 409 },
    ] as const;
    for (const c of cases) {
      for (const lang of ['en', 'zh'] as const) {
        const r = await redeem(t, c.token, c.code, { lang });
        expect(r.status).toBe(c.status);
        expect(r.json).toMatchObject({ success: false, error: c.key, message: translate(lang, c.key) });
      }
    }
    for (const lang of ['en', 'zh'] as const) {
      expect(new Set(cases.map((c) => translate(lang, c.key))).size).toBe(cases.length);
    }
  });

  it('lets exactly max_uses of 500 concurrent users redeem one code', async () => {
    const db = t.database.db;
    const credit = 120;
    const [code = ''] = await mint(db, { credit }, 10);
    const tokens = await makeUsers(db, `${kind}-crowd`, 500);
    const started = performance.now();
    const answers = await Promise.all(tokens.map((token) => redeem(t, token, code)));
    const ms = Math.round(performance.now() - started);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(490);
    expect(new Set(answers.filter((r) => r.status === 409).map((r) => r.json.error))).toEqual(
      new Set(['voucher.usedUp']),
    );
    const [voucher] = await db
      .select()
      .from(vouchers)
      .where(eq(vouchers.codeHash, hashVoucherCode(code)));
    expect(voucher?.used).toBe(10);
    const voucherId = voucher?.id ?? 0;
    const redeemed = await db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucherId));
    expect(redeemed).toHaveLength(10);
    const grants = await db
      .select()
      .from(ledger)
      .where(like(ledger.idempotencyKey, `voucher:${voucherId}:%`));
    expect(grants).toHaveLength(10);
    expect(grants.every((row) => row.item === 'credit' && row.change === credit)).toBe(true);
    const [total] = await db
      .select({ sum: sql<number>`sum(${userItems.credit})`.mapWith(Number) })
      .from(userItems)
      .innerJoin(users, eq(users.uid, userItems.uid))
      .where(like(users.email, `${kind}-crowd%`));
    expect(total?.sum).toBe(10 * credit);
    console.warn(`[vouchers] ${kind}: 500 concurrent redemptions of one code (max 10) in ${ms} ms`);
  }, 120_000);

  it('lets one user redeem a code once when sending it 500 times at once', async () => {
    const db = t.database.db;
    const [code = ''] = await mint(db, { credit: 70 }, 100);
    const [token = ''] = await makeUsers(db, `${kind}-twice`, 1);
    const answers = await Promise.all(Array.from({ length: 500 }, () => redeem(t, token, code)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json.error === 'voucher.alreadyRedeemed')).toHaveLength(499);
    const info = await call(t.url, '/api/user/info', { headers: { authorization: token } });
    expect(info.json.result.userItem.credit).toBe(70);
    const [voucher] = await db
      .select()
      .from(vouchers)
      .where(eq(vouchers.codeHash, hashVoucherCode(code)));
    expect(voucher?.used).toBe(1);
  }, 120_000);

  it('needs a signed-in user', async () => {
    const r = await call(t.url, '/api/vouchers/redeem', { body: { code: 'ABCD-EFGH-JKLM-NPQR' } });
    expect(r.status).toBe(401);
  });
});

describe.each(DB_KINDS)('wrong gift codes on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      kind,
      env: { VOUCHER_WRONG_PER_USER: '5', VOUCHER_WRONG_PER_IP: '8', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => t.close());
  const wrong = (i: number) => `WRNG-${String(i).padStart(4, '2')}-ZZZZ-ZZZZ`;
  const from = (ip: string, lang = 'en') => ({ 'x-forwarded-for': ip, lang });

  it('allows 5 wrong codes per user in 10 minutes, right codes not counted, then 429 with Retry-After', async () => {
    const db = t.database.db;
    const [first = '', second = '', third = ''] = await mint(db, { credit: 5 }, 10, inAYear(), 3);
    const [token = ''] = await makeUsers(db, `${kind}-guess`, 1);
    const ip = from('203.0.113.1');
    for (let i = 0; i < 4; i++) expect((await redeem(t, token, wrong(i), ip)).status).toBe(404);
    expect((await redeem(t, token, first, ip)).status).toBe(200);
    expect((await redeem(t, token, first, ip)).json.error).toBe('voucher.alreadyRedeemed');
    expect((await redeem(t, token, second, ip)).status).toBe(200);
    expect((await redeem(t, token, wrong(4), ip)).status).toBe(404);
    const blocked = await redeem(t, token, wrong(5), from('203.0.113.1', 'zh'));
    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(500);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(blocked.json).toMatchObject({
      error: 'voucher.tooManyAttempts',
      message: translate('zh', 'voucher.tooManyAttempts', { seconds }),
    });
    expect(blocked.json.message).toContain(String(seconds));
    // While blocked, a right code is refused too: the answer must not tell right guesses from wrong ones.
    expect((await redeem(t, token, third, ip)).status).toBe(429);
  });

  it('counts wrong codes per IP across users', async () => {
    const tokens = await makeUsers(t.database.db, `${kind}-ip`, 3);
    const ip = from('198.51.100.7');
    const statuses: number[] = [];
    for (const [i, token] of tokens.entries()) {
      for (let k = 0; k < 3; k++) statuses.push((await redeem(t, token, wrong(10 * i + k), ip)).status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 429]);
    // Another address is not held back by it.
    const [other = ''] = await makeUsers(t.database.db, `${kind}-ip-other`, 1);
    expect((await redeem(t, other, wrong(99), from('198.51.100.8'))).status).toBe(404);
  });

  it('never answers "wrong" more often than the limit, however many guesses are sent at once', async () => {
    const [token = ''] = await makeUsers(t.database.db, `${kind}-burst`, 1);
    const ip = from('192.0.2.44');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => redeem(t, token, wrong(100 + i), ip)),
    );
    expect(answers.filter((r) => r.status === 404)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(35);
  });
});

describe.each(DB_KINDS)('the vouchers command on %s', (kind: DbKind) => {
  it('mints codes that redeem over HTTP and lists their use', async () => {
    const target = await cliTarget(kind);
    try {
      const expires = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
      const minted = await runCli(
        'vouchers',
        [
          'mint',
          '--count',
          '3',
          '--credit',
          '200',
          '--vip-days',
          '7',
          '--vip-level',
          'advanced',
          '--mocks',
          '1',
          '--uses',
          '2',
          '--expires',
          expires,
          '--batch',
          'spring',
          '--json',
        ],
        target.env,
      );
      expect(minted.stderr).toBe('');
      expect(minted.code).toBe(0);
      const printed = JSON.parse(minted.stdout) as { codes: string[]; expiresAt: string; maxUses: number };
      expect(printed.codes).toHaveLength(3);
      for (const code of printed.codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
      expect(printed.expiresAt).toBe(`${expires}T23:59:59.999Z`);

      // Only hashes are stored.
      const database = await target.open();
      const rows = await database.db.select().from(vouchers).where(eq(vouchers.batch, 'spring'));
      expect(rows.map((r) => r.codeHash)).not.toContain(printed.codes[0]);
      const t = await startTestServer({ database });
      try {
        const { token } = await signIn(t, `cli-${kind}@example.com`);
        const r = await redeem(t, token, printed.codes[0] ?? '');
        expect(r.status).toBe(200);
        expect(r.json.result.grants).toEqual({ credit: 200, vipDays: 7, vipLevel: 'advanced', mocks: 1 });
      } finally {
        await t.close();
        await database.close();
      }

      const listed = await runCli('vouchers', ['list', '--batch', 'spring', '--json'], target.env);
      expect(listed.code).toBe(0);
      const { batches, redemptions } = JSON.parse(listed.stdout) as {
        batches: Array<{ batch: string; codes: number; used: number; maxUses: number }>;
        redemptions: unknown[];
      };
      expect(batches).toMatchObject([{ batch: 'spring', codes: 3, used: 1, maxUses: 6 }]);
      expect(redemptions).toHaveLength(1);
      const text = await runCli('vouchers', ['list'], target.env);
      expect(text.stdout).toMatch(/^spring: 3 codes, used 1\/6, grants/m);

      const refused = await runCli(
        'vouchers',
        ['mint', '--count', '1', '--uses', '1', '--expires', expires],
        target.env,
      );
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('a code must grant something');
    } finally {
      await target.drop();
    }
  }, 120_000);
});
