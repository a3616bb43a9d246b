// The live assistant on two server processes sharing PostgreSQL and Redis (issue 14), in real Chromium (zh):
// one address in front of both (a balancer that sends the phone to one process and the laptop to the other);
// the main screen hears a spoken question through Chromium's fake microphone on process A, the phone paired by
// the QR code's address follows on process B; A is killed (SIGKILL) while the model writes the hint, the main
// screen reconnects to B, which takes the thread over, and both screens end with the whole hint, each reading
// on the way a beginning of it, with the question and its transcript once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer, type Balancer } from '../support/balancer.ts';
import { newContext } from '../support/browser.ts';
import { E2E_LIMITS } from '../support/global-setup.ts';
import {
  apiAs,
  hintWords,
  openLiveSession,
  pairingFromQr,
  phoneContext,
  readWhileWritten,
} from '../support/live.ts';
import { openAiFakes, type OpenAiFake } from '../support/openai-fake.ts';
import { ownDatabase, REDIS_URL, type OwnDatabase } from '../support/scaled-stores.ts';
import { startBuiltServer, type RunningServer } from '../support/server.ts';
import { newEmail, signInThroughPage, useBrowser } from '../support/session.ts';
import { spokenWav } from '../support/speech.ts';

/** What the transcription endpoint hears in the spoken question. */
const ASKED = '你为什么想加入我们公司？';
/** The model writes the hint in 40 deltas, 100 ms apart: the kill lands in the middle of it. */
const DELTAS = Array.from({ length: 40 }, (_, i) => `第${i + 1}点。`);
const WHOLE = DELTAS.join('');

describe('the live assistant on two processes, one of them killed mid-hint (zh)', () => {
  const browser = useBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${spokenWav('ni3 wei4 shen2 me xiang3 jia1 ru4 wo3 men gong1 si1', 'cmn-latn-pinyin', { after: 60 })}`,
  ]);
  let fake: OpenAiFake;
  let database: OwnDatabase | undefined;
  let a: RunningServer;
  let b: RunningServer;
  let balancer: Balancer;
  beforeAll(async () => {
    const { startOpenAiFake, streamReply } = await openAiFakes();
    fake = await startOpenAiFake((request) =>
      request.path === '/audio/transcriptions'
        ? { type: 'json', body: { text: ASKED } }
        : streamReply(DELTAS, { delayMs: 100 }),
    );
    database = await ownDatabase('op_live');
    const env = {
      ...E2E_LIMITS,
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: `oplive:${randomBytes(4).toString('hex')}:`,
      ASR_PROVIDER: 'openai',
      ASR_BASE_URL: fake.baseUrl,
      ASR_MODEL: 'whisper-1',
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'test-model',
    };
    [a, b] = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    // The phone reaches B, the laptop A (each the other when its own is gone).
    balancer = await startBalancer([a, b], (request) =>
      (request.headers['user-agent'] ?? '').includes('iPhone') ? 1 : 0,
    );
  }, 300_000);
  afterAll(async () => {
    await balancer?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await fake?.close();
    await database?.drop();
  });

  it('keeps both screens whole when the process holding the thread is killed', async () => {
    const main = await newContext(browser(), { lang: 'zh', baseURL: balancer.url });
    const page = await main.newPage();
    await signInThroughPage(page, newEmail('scaled'), a.dataDir);
    const threadId = await openLiveSession(page, 'zh');
    const { address } = await pairingFromQr(page);
    const phone = await phoneContext(browser());
    const glance = await phone.newPage();
    const onB = balancer.served[1] ?? 0;
    await glance.goto(address);
    await glance.getByTestId('companion-empty').waitFor();
    expect(balancer.served[1]).toBeGreaterThan(onB);
    // The phone on B hears the audio the laptop sends to A.
    await page.getByTestId('live-audio-mic').click();
    await glance.getByTestId('companion-audioOffline').waitFor({ state: 'detached', timeout: 15_000 });

    // The question is heard on A and its hint written; A dies in the middle of it.
    // The newest card: a withdrawn draft's card stays above it while it fades out.
    const mainHint = page.getByTestId('live-hint-text').last();
    const phoneHint = glance.getByTestId('companion-hint');
    await expect.poll(() => hintWords(mainHint).catch(() => ''), { timeout: 30_000 }).toContain('第8点');
    await phoneHint.waitFor();
    const readings = Promise.all([
      readWhileWritten(mainHint, page.locator('[data-testid=live-hint][data-done]')),
      readWhileWritten(phoneHint, glance.getByTestId('companion-grounding')),
    ]);
    const killed = new Promise((exited) => a.process.once('exit', exited));
    a.process.kill('SIGKILL');
    await killed;

    // The laptop reconnects through the same address to B, which answers the open question in full.
    const [mainSeen, phoneSeen] = await readings;
    // The withdrawn draft's card fades out and closes up: one question is left.
    await expect.poll(() => page.getByTestId('live-question').count()).toBe(1);
    expect(await hintWords(mainHint)).toBe(WHOLE);
    expect(await hintWords(phoneHint)).toBe(WHOLE);
    for (const reading of [...mainSeen, ...phoneSeen]) expect(WHOLE.startsWith(reading)).toBe(true);
    expect(mainSeen.some((r) => r.includes('第8点'))).toBe(true);
    // B withdrew A's unfinished draft and wrote the hint again from its start: the laptop read it shorter.
    const restarted = (seen: string[]) =>
      seen.some((r, i) => r !== '' && seen.slice(0, i).some((earlier) => earlier.length > r.length));
    expect(restarted(mainSeen)).toBe(true);
    expect(await page.getByTestId('live-question-text').innerText()).toBe(ASKED);
    expect(await glance.getByTestId('companion-question').innerText()).toBe(ASKED);
    expect(await glance.locator('.cp-earlier').count()).toBe(0);
    expect(await page.getByTestId('live-transcript-line').allInnerTexts()).toEqual([ASKED]);
    expect(await glance.getByTestId('companion-transcript-line').allInnerTexts()).toEqual([ASKED]);
    // The laptop's audio reaches B now: the phone does not call it offline.
    await glance.getByTestId('companion-audioOffline').waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByTestId('socket-overlay').waitFor({ state: 'detached' });
    // The session's record holds the line heard, the question and its hint once each.
    const { events } = await apiAs<{ events: { type: string }[] }>(page, 'GET', `/live/threads/${threadId}`);
    const count = (type: string) => events.filter((e) => e.type === type).length;
    expect([count('transcript'), count('question'), count('hint')]).toEqual([1, 1, 1]);
    await Promise.all([main.close(), phone.close()]);
  }, 240_000);
});
