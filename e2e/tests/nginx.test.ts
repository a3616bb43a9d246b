// Issue 17's proof: Debian's nginx, configured from deploy/nginx/offerpilot.conf, in front of two server
// processes sharing PostgreSQL and Redis (TRUST_PROXY=true; e2e/support/nginx-pair.ts), in real Chromium. The
// laptop's main screen (zh) speaks WebSocket through nginx's /engine.io/ upgrade; the paired phone's browser has
// no WebSocket (a network that strips upgrades), so it stays on Socket.IO's long-polling, which nginx's hash
// keeps on one process. Typed questions are answered while the process holding the thread is killed (SIGKILL)
// in the middle of a hint, and then while each process in turn is stopped with SIGTERM and started again (a
// rolling restart): both screens go on through nginx with every hint whole and nothing twice, readiness answers
// 503 while a process stops, the trial's charge is taken once, and the per-address limit on sign-in codes holds
// across both processes. Then a mock interview's report (en) is in flight, its model request held, when the
// process writing it is killed: the other process's BullMQ worker takes the stalled job over, asks its model
// again and the report page shows the report; the killed process started again writes nothing twice.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { LiveReportResult, MockReportResult } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { newContext } from '../support/browser.ts';
import {
  apiAs,
  ask,
  hintWords,
  openLiveSession,
  pairingFromQr,
  phoneContext,
  readWhileWritten,
} from '../support/live.ts';
import {
  ANSWERS_EN,
  answerTyped,
  callApi,
  endMock,
  isReportRequest,
  isTurnRequest,
  modelReport,
  startTypedMock,
} from '../support/mock.ts';
import { getFrom } from '../support/nginx.ts';
import { useNginxPair } from '../support/nginx-pair.ts';
import { tokenOf } from '../support/page-checks.ts';
import { ROOT } from '../support/server.ts';
import { newEmail, signInThroughPage, useBrowser } from '../support/session.ts';

const run = promisify(execFile);
const QUESTIONS = [
  '你为什么想加入我们公司？',
  '你最大的缺点是什么？',
  '你未来五年的规划是什么？',
  '你为什么离开上一家公司？',
];
/** The model writes each question's own hint in 40 deltas, 100 ms apart: a stop lands in the middle of one. */
const deltasFor = (n: number) => Array.from({ length: 40 }, (_, i) => `问${n + 1}第${i + 1}点。`);
const whole = (n: number) => deltasFor(n).join('');
/** Sign-in codes one address may ask for in an hour. */
const IP_CAP = 4;
/** The free trial: its charge falls due while the processes are killed and restarted. */
const TRIAL_MS = 30_000;
const PRICE = 200;
/** The mock interview's position. */
const SLUG = 'bytedance-backend-engineer';
/** The interviewer's words, as the faked model phrases every turn. */
const TURN = 'Thank you. Tell me about a hard problem you solved at work.';
/** Answers given: one more than the 3 rounds a report needs. */
const ANSWERED = 4;
/** What the faked model writes as the mock report's summary. */
const SUMMARY = 'A structured interview with measured results; lead with the outcome next time.';
/**
 * A killed process's job goes to another once its lock (15 s, renewed every 7.5 s) has lapsed and the next
 * stalled check (every 5 s) finds it: lib/queue/bullmq.ts. The bound asked of it here, with room for a busy
 * machine; and the time in which every process's stalled check has run once.
 */
const TAKEOVER_MS = 30_000;
const STALLED_CHECK_MS = 5_000;

describe('nginx in front of two processes sharing PostgreSQL and Redis', () => {
  const browser = useBrowser();
  /** The first report request the model gets after this is set is held unanswered (its job in flight). */
  let holdReport = false;
  const pair = useNginxPair({
    env: {
      CODE_IP_HOURLY_CAP: String(IP_CAP),
      LIVE_CHARGE_AFTER_MS: String(TRIAL_MS),
      SHUTDOWN_GRACE_MS: '5000',
    },
    model:
      ({ streamReply }) =>
      ({ body, json }) => {
        if (isTurnRequest(json)) return streamReply([TURN], {});
        if (isReportRequest(json)) {
          if (!holdReport) return { type: 'stream', chunks: [{ delta: modelReport(json, SUMMARY) }] };
          holdReport = false;
          return { type: 'hang' };
        }
        // A hint: the newest question the prompt holds is the one to answer.
        const n = QUESTIONS.findLastIndex((q) => String(body).includes(q));
        return streamReply(deltasFor(Math.max(n, 0)), { delayMs: 100 });
      },
  });
  const { ports, servers, start, processFor } = pair;
  const dataDirs = () => servers.map((server) => server.dataDir);
  const codeFrom = (address: string, forwardedFor?: string) =>
    getFrom(`${pair.nginx.url}/api/auth/code`, address, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        lang: 'zh',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ channel: 'email', target: newEmail('cap'), agree: true }),
    });

  it('serves the built app precompressed itself and keeps the metrics private', async () => {
    const index = await fetch(`${pair.nginx.url}/Auth`, { headers: { accept: 'text/html' } }).then((r) =>
      r.text(),
    );
    const asset = index.match(/\/assets\/[^"]+\.js/)?.[0] ?? '';
    expect(asset, index.slice(0, 400)).not.toBe('');
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${pair.nginx.url}${asset}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(res.headers.get('x-upstream')).toBeNull();
    }
    expect((await fetch(`${pair.nginx.url}/metrics`)).status).toBe(404);
  });

  it('keeps a WebSocket screen and a polling screen whole through a kill -9 and a rolling restart', async () => {
    const home = await processFor('127.0.0.1');
    const capped = await processFor('127.0.0.2');
    expect([home, capped].every((i) => i === 0 || i === 1)).toBe(true);
    // The first codes from 127.0.0.2 reach its process; the cap is met on the other one later.
    for (let i = 0; i < IP_CAP - 2; i++) {
      const sent = await codeFrom('127.0.0.2');
      expect([sent.status, sent.upstream]).toEqual([200, `127.0.0.1:${ports[capped]}`]);
    }

    const main = await newContext(browser(), { lang: 'zh', baseURL: pair.nginx.url });
    const page = await main.newPage();
    const mainSockets: string[] = [];
    page.on('websocket', (ws) => mainSockets.push(ws.url()));
    // The code comes from the process nginx sent the request to: 127.0.0.1's, unless nginx set it aside for a
    // moment after a failure.
    await signInThroughPage(page, newEmail('nginx'), dataDirs());
    const { userInfo } = await apiAs<{ userInfo: { uid: number } }>(page, 'GET', '/user/info');
    // 300 credits from a gift code the operator mints into the shared database.
    const expires = `${new Date().getUTCFullYear() + 1}-12-31`;
    const { stdout } = await run(
      process.execPath,
      [
        join(ROOT, 'apps/server/src/cli/vouchers.ts'),
        'mint',
        '--count',
        '1',
        '--credit',
        '300',
        '--uses',
        '1',
        '--expires',
        expires,
        '--json',
      ],
      { env: { ...process.env, ...pair.env } },
    );
    const code = (JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { codes: string[] }).codes[0];
    await apiAs(page, 'POST', '/vouchers/redeem', { code });
    const threadId = await openLiveSession(page, 'zh');
    const { address } = await pairingFromQr(page);

    // The phone's browser has no WebSocket: Socket.IO stays on long-polling.
    const phone = await phoneContext(browser());
    await phone.addInitScript(() => {
      window.WebSocket = function blocked() {
        throw new DOMException('WebSocket blocked by the network', 'SecurityError');
      } as unknown as typeof WebSocket;
    });
    const glance = await phone.newPage();
    const phoneSockets: string[] = [];
    const phonePolls: string[] = [];
    glance.on('websocket', (ws) => phoneSockets.push(ws.url()));
    glance.on('request', (r) => {
      if (r.url().includes('/engine.io/') && r.url().includes('transport=polling')) phonePolls.push(r.url());
    });
    await glance.goto(address);
    await glance.getByTestId('companion-empty').waitFor();

    // The big card on each screen: the newest question's.
    const mainHint = page.locator('.live-card[data-current] [data-testid=live-hint-text]');
    /** The whole hint of question `n` on each screen (not the one before, big while a draft is replaced). */
    const mainDone = (n: number) =>
      page
        .getByTestId('live-question')
        .filter({ hasText: QUESTIONS[n] })
        .locator('[data-testid=live-hint][data-done]');
    const phoneDone = (n: number) =>
      glance
        .getByTestId('companion-current')
        .filter({ hasText: QUESTIONS[n] })
        .getByTestId('companion-grounding');
    const phoneHint = glance.getByTestId('companion-hint');
    const phoneQuestion = glance.getByTestId('companion-question');
    /** The phone's new Socket.IO sessions: polling handshakes (no `sid` yet). */
    const handshakes = () => phonePolls.filter((url) => !url.includes('sid=')).length;
    // A first question answered on both screens.
    await ask(page, QUESTIONS[0] ?? '');
    await expect.poll(() => hintWords(phoneHint).catch(() => '')).toBe(whole(0));
    expect(await phoneQuestion.innerText()).toBe(QUESTIONS[0]);

    /**
     * Asks the next question and, once its hint is under way, stops a process: the laptop's (its WebSocket stays
     * where it was opened); `phoneThere` when it is the phone's too (polling follows 127.0.0.1's hash, so the
     * phone goes back to its own process once nginx tries that again, 5 s after it failed).
     */
    const stopMidHint = async (n: number, phoneThere: boolean, stop: () => Promise<void>) => {
      await page.getByTestId('live-ask-input').fill(QUESTIONS[n] ?? '');
      await page.getByTestId('live-ask-submit').click();
      await expect
        .poll(() => phoneQuestion.innerText().catch(() => ''), { timeout: 30_000 })
        .toBe(QUESTIONS[n]);
      await expect
        .poll(() => hintWords(mainHint).catch(() => ''), { timeout: 30_000 })
        .toContain(`问${n + 1}第8点`);
      const readings = Promise.all([
        readWhileWritten(mainHint, mainDone(n)),
        readWhileWritten(phoneHint, phoneDone(n)),
      ]);
      const [mainSockets0, handshakes0] = [mainSockets.length, handshakes()];
      await stop();
      const [mainSeen, phoneSeen] = await readings;
      // Each reading on the way began the hint: nothing of it lost or twice. Between the withdrawal of the
      // stopped process's draft and the taking process's same question, the screens' newest question is the
      // one before (the web app's currentAndEarlier), so its whole hint may be the big card for a moment.
      const astray = (seen: string[]) =>
        seen.filter((reading) => !whole(n).startsWith(reading) && reading !== whole(n - 1));
      expect(astray(mainSeen)).toEqual([]);
      expect(astray(phoneSeen)).toEqual([]);
      await expect.poll(() => hintWords(mainHint), { timeout: 30_000 }).toBe(whole(n));
      await expect.poll(() => hintWords(phoneHint), { timeout: 30_000 }).toBe(whole(n));
      // The laptop came back on a new WebSocket, the phone with a new polling session and never a WebSocket.
      expect(mainSockets.length).toBeGreaterThan(mainSockets0);
      expect(mainSockets.every((url) => url.includes('/engine.io/'))).toBe(true);
      if (phoneThere) expect(handshakes()).toBeGreaterThan(handshakes0);
      expect(phoneSockets).toEqual([]);
    };

    // 1. The process both screens reached (127.0.0.1's) is killed in the middle of a hint.
    await stopMidHint(1, true, async () => {
      const exited = new Promise((done) => servers[home]?.process.once('exit', done));
      servers[home]?.process.kill('SIGKILL');
      await exited;
    });
    await start(home);

    // 2. A rolling restart: each process in turn stopped with SIGTERM in the middle of a hint, then started.
    const other = 1 - home;
    for (const [step, stopped] of [other, home].entries()) {
      const server = servers[stopped];
      if (!server) throw new Error('no server');
      await stopMidHint(2 + step, stopped === home, async () => {
        const exited = new Promise<number | null>((done) => server.process.once('exit', done));
        server.process.kill('SIGTERM');
        const answers: number[] = [];
        for (;;) {
          const status = await fetch(`${server.url}/api/ready`).then(
            (r) => r.status,
            () => null,
          );
          if (status === null) break;
          answers.push(status);
          await new Promise((r) => setTimeout(r, 10));
        }
        expect(answers).toContain(503);
        expect(answers.slice(answers.indexOf(503))).not.toContain(200);
        expect(await exited).toBe(0);
      });
      if (stopped === capped) {
        // While 127.0.0.2's process is away, nginx sends it to the other one, which knows its earlier codes.
        for (let i = IP_CAP - 2; i < IP_CAP; i++) {
          const sent = await codeFrom('127.0.0.2');
          expect([sent.status, sent.upstream]).toEqual([200, `127.0.0.1:${ports[1 - capped]}`]);
        }
        expect((await codeFrom('127.0.0.2')).status).toBe(429);
      }
      await start(stopped);
    }
    // Back on its own process: still refused, and a forged X-Forwarded-For does not help (nginx sets it).
    // nginx tries a process again 5 s (fail_timeout) after it failed.
    await expect.poll(() => processFor('127.0.0.2'), { timeout: 15_000 }).toBe(capped);
    const again = await codeFrom('127.0.0.2', '10.1.2.3');
    expect([again.status, again.upstream]).toEqual([429, `127.0.0.1:${ports[capped]}`]);
    expect((await codeFrom('127.0.0.3')).status).toBe(200);

    // Every question on both screens once, each with its whole hint; the record holds each event once.
    await page.getByTestId('socket-overlay').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('live-question').count()).toBe(QUESTIONS.length);
    const asked = await page.getByTestId('live-question-text').allInnerTexts();
    expect([...asked].sort()).toEqual([...QUESTIONS].sort());
    const hints = await Promise.all((await page.getByTestId('live-hint-text').all()).map(hintWords));
    expect(hints).toEqual(QUESTIONS.map((_, n) => whole(n)).reverse());
    expect(asked).toEqual([...QUESTIONS].reverse());
    expect(await phoneQuestion.innerText()).toBe(QUESTIONS.at(-1));
    const record = async () =>
      (await apiAs<{ events: { type: string }[]; thread: { charge: { takenAt: string | null } } }>(
        page,
        'GET',
        `/live/threads/${threadId}`,
      )) as { events: { type: string }[]; thread: { charge: { takenAt: string | null; amount?: number } } };
    const { events } = await record();
    const count = (type: string) => events.filter((e) => e.type === type).length;
    expect([count('question'), count('hint')]).toEqual([QUESTIONS.length, QUESTIONS.length]);

    // The trial's end fell among the kills and restarts: the price was taken once.
    await expect
      .poll(async () => (await record()).thread.charge.takenAt, { timeout: TRIAL_MS + 30_000 })
      .not.toBeNull();
    expect((await record()).thread.charge.amount).toBe(PRICE);
    const credit = async () =>
      (await apiAs<{ userItem: { credit: number } }>(page, 'GET', '/user/info')).userItem.credit;
    expect(await credit()).toBe(300 - PRICE);
    const charges = await pair.query<{ change: string }>(
      "select change from ledger where uid = $1 and item = 'credit' and change < 0",
      [userInfo.uid],
    );
    expect(charges.map((r) => Number(r.change))).toEqual([-PRICE]);
    // Ended through nginx, the session's review (a queue job on either process) holds each question once.
    await apiAs(page, 'POST', `/live/threads/${threadId}/end`, {});
    const report = () => apiAs<LiveReportResult>(page, 'GET', `/live/threads/${threadId}/report`);
    await expect.poll(async () => (await report()).status, { timeout: 30_000 }).toBe('ready');
    const review = (await report()).review?.questions ?? [];
    expect(review.map((q) => [q.text, q.hint?.replace(/\s+/g, '')])).toEqual(
      QUESTIONS.map((q, n) => [q, whole(n)]),
    );
    await Promise.all([main.close(), phone.close()]);
  }, 600_000);

  it('finishes a mock report whose process is killed while the model writes it on the other process, once', async ({
    annotate,
  }) => {
    const home = await processFor('127.0.0.1');
    const context = await newContext(browser(), { lang: 'en', baseURL: pair.nginx.url });
    const page = await context.newPage();
    await signInThroughPage(page, newEmail('report'), dataDirs());
    const id = await startTypedMock(page, SLUG);
    await expect.poll(() => page.getByTestId('mock-turn').textContent()).toContain(TURN);
    for (let i = 0; i < ANSWERED; i++) expect(await answerTyped(page, ANSWERS_EN[i] ?? '')).toBe(true);

    // Ended through nginx: the report job is queued, and the process whose worker takes it asks its model, which
    // holds the request. That process is killed while the report is being written.
    holdReport = true;
    await endMock(page, id);
    await page.getByTestId('mock-report-generating').waitFor();
    const reportRequests = () => pair.fakes.map((f) => f.requests.filter((r) => isReportRequest(r.json)));
    await expect.poll(() => reportRequests().flat().length, { timeout: 30_000 }).toBe(1);
    const holder = reportRequests().findIndex((requests) => requests.length === 1);
    const held = reportRequests()[holder]?.[0];
    const killed = servers[holder];
    if (!held || !killed) throw new Error('no process holds the report');
    const exited = new Promise((done) => killed.process.once('exit', done));
    killed.process.kill('SIGKILL');
    const killedAt = performance.now();
    await exited;
    await held.closed;
    expect(held.aborted).toBe(true);

    // The other process's worker takes the stalled job over and asks its own model again; the page shows the
    // report it wrote.
    const survivor = 1 - holder;
    await expect.poll(() => reportRequests()[survivor]?.length, { timeout: TAKEOVER_MS }).toBe(1);
    const takeoverMs = (reportRequests()[survivor]?.[0]?.at ?? Infinity) - killedAt;
    await page.getByTestId('mock-report-ready').waitFor({ timeout: 30_000 });
    const readyMs = performance.now() - killedAt;
    const which = `process ${holder}${holder === home ? ", the page's own," : ''}`;
    const [heldMs, askedMs, shownMs] = [killedAt - held.at, takeoverMs, readyMs].map(Math.round);
    await annotate(
      `${which} held the request ${heldMs} ms, then killed; the model asked again ${askedMs} ms after the ` +
        `kill, the report ready on the page ${shownMs} ms after it`,
      'takeover',
    );
    expect(takeoverMs).toBeLessThan(TAKEOVER_MS);
    await expect(page.getByTestId('mock-report-summary').textContent()).resolves.toBe(SUMMARY);
    await expect(page.getByTestId('mock-report-engine').getAttribute('data-engine')).resolves.toBe('llm');
    await expect(page.getByTestId('mock-report-answer').count()).resolves.toBe(ANSWERED);
    const stored = () =>
      pair.query<{ status: string; attempts: number; result: unknown; updated_at: Date }>(
        'select status, attempts, result, updated_at from session_reports where thread_id = $1',
        [id],
      );
    const practice = () => pair.query('select id from position_practice where session_id = $1', [id]);
    const written = await stored();
    expect(written.map((r) => [r.status, r.attempts])).toEqual([['ready', 1]]);
    expect(await practice()).toHaveLength(1);

    // The killed process starts again (its start queues the reports still generating again): the report, ready,
    // is neither asked of the model again nor written again, and each process reads the same one.
    await start(holder);
    await sleep(STALLED_CHECK_MS);
    expect(reportRequests().map((requests) => requests.length)).toEqual([1, 1]);
    expect(await stored()).toEqual(written);
    expect(await practice()).toHaveLength(1);
    const path = `/mock/threads/${id}/report`;
    const shown = (await callApi<MockReportResult>(page, 'GET', path)).result;
    expect(shown.status).toBe('ready');
    const token = await tokenOf(page);
    for (const server of servers) {
      const direct = await fetch(`${server.url}/api${path}`, { headers: { authorization: token } });
      expect(((await direct.json()) as { result: MockReportResult }).result).toEqual(shown);
    }
    await page.reload();
    await expect(page.getByTestId('mock-report-summary').textContent()).resolves.toBe(SUMMARY);
    await context.close();
  }, 300_000);
});
