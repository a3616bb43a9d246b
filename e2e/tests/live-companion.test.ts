// A phone paired with a live session (issue 14), in real Chromium against the built server: it opens the QR
// code's address in a phone viewport and shows the hint the main screen's typed question produced, hears when
// the main screen's audio comes and goes, stays paired across a reload, reaches nothing of the account outside
// its thread, and is refused (with its words) a used, forged or expired pairing and an unpairing; the short
// code pairs too. A socket cut in the middle of a hint (the model writes it slowly) resumes on both screens
// with nothing lost or repeated.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import type { Browser } from 'playwright-core';
import { COMPANION_TOKEN_KEY, SOCKET_PATH } from '@offerpilot/shared';
import { E2E_LIMITS } from '../support/global-setup.ts';
import { newContext, PHONE } from '../support/browser.ts';
import {
  ask,
  cutNetwork,
  hintWords,
  openLiveSession,
  pairingFromQr,
  readWhileWritten,
  recordSockets,
} from '../support/live.ts';
import { tokenOf } from '../support/page-checks.ts';
import { ROOT, startBuiltServer, type RunningServer } from '../support/server.ts';
import { newEmail, signInThroughPage, useBrowser } from '../support/session.ts';

/** The words each language shows for the refusals (errors.json) and the main screen's audio (web.json). */
function texts(lang: 'en' | 'zh') {
  const read = (name: string) =>
    JSON.parse(readFileSync(join(ROOT, `packages/shared/src/i18n/${lang}/${name}.json`), 'utf8')) as {
      pairing: Record<string, string>;
      companion: { unpaired: string; notice: Record<string, string> };
    };
  const errors = read('errors');
  return {
    used: errors.pairing.used ?? '',
    invalid: errors.pairing.invalid ?? '',
    expired: errors.pairing.expired ?? '',
    unpaired: errors.companion.unpaired,
    audioOffline: read('web').companion.notice.audioOffline ?? '',
  };
}
const ERRORS = { en: texts('en'), zh: texts('zh') };

/** Signs in on a desktop page and opens a live session's main screen there. */
async function mainScreen(browser: Browser, lang: 'en' | 'zh', baseURL: string, dataDir?: string) {
  const context = await newContext(browser, { lang, baseURL });
  const page = await context.newPage();
  await signInThroughPage(page, newEmail(`main${lang}`), dataDir);
  const threadId = await openLiveSession(page, lang);
  return { context, page, threadId };
}

/** A new phone (its own browser context, a phone viewport). */
async function phone(browser: Browser, lang: 'en' | 'zh', baseURL: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return { context, page: await context.newPage() };
}

describe('a phone paired with the main screen', () => {
  const browser = useBrowser();

  it('shows the main screen’s hint, hears its audio come and go, stays paired, and is unpaired (en)', async () => {
    const base = (await import('vitest')).inject('baseUrl');
    const main = await mainScreen(browser(), 'en', base);
    const { address } = await pairingFromQr(main.page);
    expect(address).toMatch(/\/Companion#t=/);

    const mobile = await phone(browser(), 'en', base);
    await mobile.page.goto(address);
    await mobile.page.getByTestId('companion-empty').waitFor();
    expect(new URL(mobile.page.url()).hash).toBe('');
    // The main screen's dialog closes itself once the phone is in; it lists the phone, connected.
    await main.page.getByTestId('live-pairing').waitFor({ state: 'detached' });
    await main.page.locator('[data-testid=live-companion][data-online]').waitFor();
    expect(await mobile.page.getByTestId('companion-audioOffline').innerText()).toBe(ERRORS.en.audioOffline);

    // The phone's credential reads this thread's stream and nothing else: the account's pages ask it to sign
    // in, and the account's API, the session's record and its list of phones refuse it.
    const outside = await mobile.context.newPage();
    await outside.goto(`/Tools/InterviewAI?id=${main.threadId}`);
    await outside.waitForURL('**/Auth?id=*');
    const refusals = await outside.evaluate(
      async ({ key, threadId }) => {
        const token = localStorage.getItem(key) ?? '';
        const paths = ['/api/user/info', '/api/live/threads', `/api/live/threads/${threadId}`];
        paths.push(`/api/live/threads/${threadId}/companions`);
        const statuses = paths.map(
          async (path) => (await fetch(path, { headers: { authorization: token } })).status,
        );
        return { token, statuses: await Promise.all(statuses) };
      },
      { key: COMPANION_TOKEN_KEY, threadId: main.threadId },
    );
    expect(refusals.token).not.toBe('');
    expect(refusals.statuses).toEqual([401, 401, 401, 401]);
    await outside.close();

    const card = await ask(main.page, 'Why do you want to work here?');
    const hint = mobile.page.getByTestId('companion-hint');
    await mobile.page.locator('[data-testid=companion-grounding]').waitFor();
    expect(await hintWords(hint)).toBe(await hintWords(card.getByTestId('live-hint-text')));
    expect(await mobile.page.getByTestId('companion-question').innerText()).toBe(
      'Why do you want to work here?',
    );

    // The main screen's audio channel connects, then drops: the phone says so, then stops saying it.
    const audio = io(base, {
      path: SOCKET_PATH,
      auth: { token: await tokenOf(main.page), channel: 'audio', threadId: main.threadId },
      transports: ['websocket'],
    });
    await mobile.page.getByTestId('companion-audioOffline').waitFor({ state: 'detached' });
    audio.close();
    await mobile.page.getByTestId('companion-audioOffline').waitFor();

    await mobile.page.reload();
    await mobile.page.getByTestId('companion-hint').waitFor();
    expect(await hintWords(mobile.page.getByTestId('companion-hint'))).toBe(await hintWords(hint));

    await main.page.getByTestId('live-unpair').click();
    expect(await mobile.page.getByTestId('companion-error').innerText()).toBe(ERRORS.en.unpaired);
    await mobile.page.getByTestId('companion-code').waitFor();
    await Promise.all([main.context.close(), mobile.context.close()]);
  });

  it('pairs by the typed code, and refuses a used, forged or expired pairing with its words (zh)', async () => {
    const base = (await import('vitest')).inject('baseUrl');
    const main = await mainScreen(browser(), 'zh', base);
    const { address, code } = await pairingFromQr(main.page);
    const first = await phone(browser(), 'zh', base);
    await first.page.goto('/Companion');
    await first.page.getByTestId('companion-code').fill(code.toLowerCase());
    await first.page.getByTestId('companion-code-submit').click();
    await first.page.getByTestId('companion-empty').waitFor();

    const second = await phone(browser(), 'zh', base);
    // Each address in a page of its own: a fragment alone would not load the page again.
    const refused = async (url: string, text: string) => {
      const page = await second.context.newPage();
      await page.goto(url);
      expect(await page.getByTestId('companion-error').innerText()).toBe(text);
      expect(await page.getByTestId('companion-code').isVisible()).toBe(true);
      await page.close();
    };
    await refused(address, ERRORS.zh.used);
    await refused('/Companion#t=forged-token-forged-token-forged', ERRORS.zh.invalid);
    // The server's expiry is tested with a moved clock (apps/server/test/companions.test.ts); here, its answer.
    await second.context.route('**/api/companion/pair', (route) =>
      route.fulfill({
        status: 410,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          code: 410,
          message: 'expired',
          result: null,
          error: 'pairing.expired',
        }),
      }),
    );
    await refused('/Companion#t=expired-token-expired-token-expired', ERRORS.zh.expired);
    await Promise.all([main.context.close(), first.context.close(), second.context.close()]);
  });
  it('installs as an app: its manifest, a service worker on /Companion only, and the shell offline (en)', async () => {
    const base = (await import('vitest')).inject('baseUrl');
    const manifest = await fetch(`${base}/companion.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const app = (await manifest.json()) as { start_url: string; display: string; icons: { sizes: string }[] };
    expect(app).toMatchObject({ start_url: '/Companion', display: 'standalone' });
    expect(app.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of ['/icons/companion-192.png', '/icons/companion-512.png']) {
      expect((await fetch(`${base}${icon}`)).headers.get('content-type')).toBe('image/png');
    }
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);

    const mobile = await phone(browser(), 'en', base);
    await mobile.page.goto('/Companion');
    await mobile.page.getByTestId('companion-pair').waitFor();
    const scope = await mobile.page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    expect(scope).toBe(`${base}/Companion`);
    // Installed, the shell opens without the network; asking the server then fails in words, with a way back.
    await mobile.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await mobile.context.setOffline(true);
    await mobile.page.reload();
    await mobile.page.getByTestId('companion-pair').waitFor();
    // The API is never answered from the cache.
    expect(
      await mobile.page.evaluate(() =>
        fetch('/api/health').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await mobile.context.setOffline(false);
    const other = await mobile.context.newPage();
    await other.goto('/Auth');
    expect(await other.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await mobile.context.close();
  });
});

/** The model writes each hint in 30 deltas, 80 ms apart: a cut lands in the middle of one. */
const DELTAS = Array.from({ length: 30 }, (_, i) => `Point ${i + 1}; `);

describe('a socket cut in the middle of a hint', () => {
  const browser = useBrowser();
  let server: RunningServer;
  let closeFake: () => Promise<void>;
  beforeAll(async () => {
    const fakes = join(ROOT, 'apps/server/test/openai-fake.ts');
    const mod = (await import(pathToFileURL(fakes).href)) as {
      startOpenAiFake(fallback: () => unknown): Promise<{ baseUrl: string; close(): Promise<void> }>;
      streamReply(deltas: string[], options: { delayMs?: number }): unknown;
    };
    const fake = await mod.startOpenAiFake(() => mod.streamReply(DELTAS, { delayMs: 80 }));
    closeFake = () => fake.close();
    server = await startBuiltServer({
      ...E2E_LIMITS,
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'test-model',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await closeFake?.();
  });

  it('resumes both screens from their last numbers, with every delta once (en)', async () => {
    const main = await mainScreen(browser(), 'en', server.url, server.dataDir);
    const { address } = await pairingFromQr(main.page);
    const mobile = await phone(browser(), 'en', server.url);
    await recordSockets(mobile.context);
    await recordSockets(main.context);
    await mobile.page.goto(address);
    await mobile.page.getByTestId('companion-empty').waitFor();
    await main.page.reload();
    await main.page.getByTestId('live-session').waitFor();

    await main.page.getByTestId('live-ask-input').fill('Tell me about a project you are proud of.');
    await main.page.getByTestId('live-ask-submit').click();
    await mobile.page.getByTestId('companion-hint').waitFor();
    const mainDone = main.page.locator('[data-testid=live-hint][data-done]');
    const phoneDone = mobile.page.locator('[data-testid=companion-grounding]');
    const readings = Promise.all([
      readWhileWritten(main.page.getByTestId('live-hint-text').first(), mainDone),
      readWhileWritten(mobile.page.getByTestId('companion-hint'), phoneDone),
    ]);
    await Promise.all([cutNetwork(mobile.page, 1200), cutNetwork(main.page, 800)]);
    await mobile.page.getByTestId('companion-reconnecting').waitFor({ state: 'detached', timeout: 15_000 });
    const [mainSeen, phoneSeen] = await readings;

    const whole = DELTAS.join('').replace(/\s+/g, '');
    expect(await hintWords(main.page.getByTestId('live-hint-text').first())).toBe(whole);
    expect(await hintWords(mobile.page.getByTestId('companion-hint'))).toBe(whole);
    for (const reading of [...mainSeen, ...phoneSeen]) expect(whole.startsWith(reading)).toBe(true);
    expect(await main.page.getByTestId('live-question').count()).toBe(1);
    await Promise.all([main.context.close(), mobile.context.close()]);
  });
});
