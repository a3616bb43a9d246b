import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes, paymentNotices } from '../src/db/schema.ts';
import { manualClock, type Clock } from '../src/lib/clock.ts';
import { FORGED_CALLBACKS_PER_MINUTE } from '../src/modules/billing/forged-callbacks.ts';
import { createSandboxPayments } from '../src/providers/payments/sandbox.ts';
import { notify } from './billing-support.ts';
import { postCaptchaForm, solveCaptcha } from './captcha-support.ts';
import { call, codeFromOutbox, signIn, startTestServer, testDatabase, type TestServer } from './support.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MODES = ['embedded', 'scaled'] as const;
type Mode = (typeof MODES)[number];

/**
 * The servers of a mode: embedded is one process on PGlite with counters in its memory; scaled is two
 * processes sharing PostgreSQL and Redis, and the requests of a burst alternate between them.
 */
async function startMode(mode: Mode, env: Record<string, string>, clock: Clock) {
  if (mode === 'embedded') {
    const a = await startTestServer({ kind: 'pglite', env: { ...env, TRUST_PROXY: 'true' }, clock });
    return { servers: [a], close: () => a.close() };
  }
  const database = await testDatabase('postgres');
  const shared = {
    ...env,
    TRUST_PROXY: 'true',
    REDIS_URL,
    REDIS_KEY_PREFIX: `optest:${randomBytes(4).toString('hex')}:`,
  };
  const a = await startTestServer({ database, env: shared, clock });
  const b = await startTestServer({ database, env: shared, clock });
  return {
    servers: [a, b],
    async close() {
      await a.close();
      await b.close();
      await database.close();
    },
  };
}

/**
 * Starts the servers of a mode around the tests of a block. `at(i)` is the server of the i-th request (they
 * alternate); `burst` sends `n` requests at once that way and answers them in order.
 */
function serversOf(mode: Mode, env: Record<string, string>, clock: Clock) {
  let started: Awaited<ReturnType<typeof startMode>> | undefined;
  beforeAll(async () => {
    started = await startMode(mode, env, clock);
  });
  afterAll(() => started?.close());
  const at = (i: number): TestServer => {
    const servers = started?.servers ?? [];
    return servers[i % servers.length] as TestServer;
  };
  const burst = <T>(n: number, send: (t: TestServer, i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => send(at(i), i)));
  return { at, burst };
}

const askCode = (t: TestServer, target: string, ip: string) =>
  call(t.url, '/api/auth/code', {
    body: { channel: 'email', target, agree: true },
    headers: { 'x-forwarded-for': ip },
  });

const tally = (answers: { status: number; json: { error?: string } | null }[]) => {
  const counts: Record<string, number> = {};
  for (const r of answers) {
    const key = r.status === 200 ? '200' : `${r.status} ${r.json?.error ?? ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe.each(MODES)('counted limits under 100 concurrent requests (%s)', (mode) => {
  const clock = manualClock(new Date('2026-06-01T09:00:00Z'));
  const { at, burst } = serversOf(
    mode,
    {
      CODE_IP_HOURLY_CAP: '30',
      CODE_TARGET_DAILY_CAP: '10',
      // Above the cap, so that the cap is what a burst from one address meets.
      CODE_REQUESTS_BEFORE_CAPTCHA: '1000',
      VERIFY_PER_IP_PER_MINUTE: '50',
      VOUCHER_WRONG_PER_USER: '5',
      VOUCHER_WRONG_PER_IP: '1000',
      PAYMENT_SANDBOX: 'true',
    },
    clock,
  );

  it('sends codes from one address to 100 targets only up to the hourly cap of 30', async () => {
    const answers = await burst(100, (t, i) => askCode(t, `cap${i}@example.com`, '203.0.113.10'));
    const counts = tally(answers);
    console.warn(`[limits ${mode}] 100 concurrent code requests, cap 30: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ '200': 30, '429 rate.limited': 70 });
    expect(Number(answers.find((r) => r.status === 429)?.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Refused requests took nothing: another address is not affected, this one stays at its cap.
    expect((await askCode(at(0), 'other@example.com', '203.0.113.11')).status).toBe(200);
    expect((await askCode(at(0), 'cap-late@example.com', '203.0.113.10')).status).toBe(429);
  });

  it('sends one target at most one code however many ask at once, and keeps its daily count exact', async () => {
    const target = 'one-target@example.com';
    const answers = await burst(100, (t, i) => askCode(t, target, `198.51.100.${i + 1}`));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    // The refused ones gave back what they took: the day still has 9 codes for this target.
    for (let i = 0; i < 9; i++) {
      clock.advance(61_000);
      expect((await askCode(at(i), target, `192.0.2.${i + 1}`)).status).toBe(200);
    }
    clock.advance(61_000);
    expect((await askCode(at(0), target, '192.0.2.99')).json.error).toBe('rate.limited');
  });

  it('stops 100 concurrent wrong codes for one code at the attempt cap of 5', async () => {
    clock.advance(61_000);
    const target = 'guessed@example.com';
    const t = at(0);
    expect((await askCode(t, target, '203.0.113.20')).status).toBe(200);
    const code = codeFromOutbox(t.dataDir, target);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // Each guess from its own address, so that the per-address verify limit stays out of the count.
    const answers = await burst(100, (s, i) =>
      call(s.url, '/api/auth/verify', {
        body: { channel: 'email', target, code: wrong, agree: true },
        headers: { 'x-forwarded-for': `10.1.${i}.1` },
      }),
    );
    const counts = tally(answers);
    console.warn(`[limits ${mode}] 100 concurrent wrong codes, cap 5: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ '400 auth.codeInvalid': 4, '400 auth.codeAttempts': 96 });
    const [row] = await t.database.db
      .select()
      .from(loginCodes)
      .where(and(eq(loginCodes.channel, 'email'), eq(loginCodes.target, target)));
    expect(row?.attempts).toBe(5);
    const right = await call(t.url, '/api/auth/verify', {
      body: { channel: 'email', target, code, agree: true },
      headers: { 'x-forwarded-for': '10.2.0.1' },
    });
    expect(right.json.error).toBe('auth.codeAttempts');
  });

  it('lets 50 of 100 concurrent verifications from one address through the per-address limit', async () => {
    const answers = await burst(100, (t, i) =>
      call(t.url, '/api/auth/verify', {
        body: { channel: 'email', target: `nobody${i}@example.com`, code: '123456', agree: true },
        headers: { 'x-forwarded-for': '203.0.113.30' },
      }),
    );
    expect(tally(answers)).toEqual({ '400 auth.codeExpired': 50, '429 rate.limited': 50 });
  });

  it('answers "wrong gift code" to 100 concurrent guesses of one user only 5 times', async () => {
    const t = at(0);
    const { token } = await signIn(t, `guesser-${mode}@example.com`, { 'x-forwarded-for': '203.0.113.40' });
    const answers = await burst(100, (s, i) =>
      call(s.url, '/api/vouchers/redeem', {
        body: { code: `WRNG-${String(1000 + i)}-ZZZZ-ZZZZ` },
        headers: { authorization: token, 'x-forwarded-for': `10.3.${i}.1` },
      }),
    );
    const counts = tally(answers);
    console.warn(`[limits ${mode}] 100 concurrent wrong gift codes, cap 5: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ '404 voucher.notFound': 5, '429 voucher.tooManyAttempts': 95 });
  });

  it('answers 500 forged payment callbacks from one address with 400 up to its limit, then 429, and no row', async () => {
    const forged = createSandboxPayments({ secret: 'not-the-server-key' }).signCallback({
      orderId: 'OP000000000NOSUCHORDR',
      status: 'paid',
      amountMinor: 100,
      currency: 'CNY',
      providerTxnId: 'FORGED',
    });
    const headers = { ...forged.headers, 'x-forwarded-for': '203.0.113.70' };
    const statuses = await burst(500, (t) =>
      notify(t, 'sandbox', forged.body, headers).then((r) => r.status),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(FORGED_CALLBACKS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(500 - FORGED_CALLBACKS_PER_MINUTE);
    expect(await at(0).database.db.select().from(paymentNotices)).toEqual([]);
  });
});

describe.each(MODES)('the captcha threshold and passes under concurrency (%s)', (mode) => {
  const clock = manualClock(new Date('2026-06-01T09:00:00Z'));
  const { at, burst } = serversOf(
    mode,
    {
      CODE_IP_HOURLY_CAP: '30',
      CODE_TARGET_DAILY_CAP: '10',
      CODE_REQUESTS_BEFORE_CAPTCHA: '10',
      CAPTCHA_PASS_CODES: '3',
      CAPTCHA_MAX_NUMBER: '2000',
    },
    clock,
  );

  it('sends 10 codes to 100 concurrent requests from one address, then wants a captcha', async () => {
    const answers = await burst(100, (t, i) => askCode(t, `th${i}@example.com`, '203.0.113.50'));
    const counts = tally(answers);
    console.warn(
      `[limits ${mode}] 100 concurrent code requests, captcha after 10: ${JSON.stringify(counts)}`,
    );
    expect(counts['200']).toBe(10);
    expect((counts['403 auth.captchaRequired'] ?? 0) + (counts['429 rate.limited'] ?? 0)).toBe(90);
  });

  it('gives at most 3 codes for one captcha pass, however many requests use it at once', async () => {
    const ip = '203.0.113.60';
    const target = 'passed@example.com';
    for (let i = 0; i < 10; i++) expect((await askCode(at(0), `pre${i}@example.com`, ip)).status).toBe(200);
    const altcha = await solveCaptcha(at(0).url);
    const form = { altcha, channel: 'email', target };
    expect((await postCaptchaForm(at(1).url, form, { 'x-forwarded-for': ip })).status).toBe(200);
    let codes = 0;
    for (let round = 0; round < 5; round++) {
      clock.advance(61_000);
      const answers = await burst(100, (t) => askCode(t, target, ip));
      codes += answers.filter((r) => r.status === 200).length;
    }
    console.warn(`[limits ${mode}] 5 bursts of 100 requests on one captcha pass of 3: ${codes} codes`);
    expect(codes).toBe(3);
  });
});
