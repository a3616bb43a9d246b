// /Dashboard/StartInterviewAI in real Chromium (issue 14): the price before the start, the start itself, one
// session at a time (a second start and a delete of a going session are refused, and "end it" clears the way),
// recharge first when nothing would pay, and the microphone's permission explained or its level measured.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE } from '../support/browser.ts';
import { E2E_LIMITS } from '../support/global-setup.ts';
import { serious } from '../support/mock.ts';
import { tokenOf } from '../support/page-checks.ts';
import { ROOT, startBuiltServer, type RunningServer } from '../support/server.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

type Lang = 'en' | 'zh';
type Texts = Record<string, Record<string, unknown>>;
const dictionary = (lang: Lang, name: string): Texts =>
  JSON.parse(readFileSync(join(ROOT, `packages/shared/src/i18n/${lang}/${name}.json`), 'utf8')) as Texts;
/** A text of a dictionary by its dotted key, as the page shows it (no interpolation). */
const text = (lang: Lang, name: string, key: string): string =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      dictionary(lang, name),
    ) as string;

const START = '/Dashboard/StartInterviewAI';
/** The longer flows sign in, start, end and delete, and run axe more than once: more than the usual minute. */
const LONG_FLOW_MS = 120_000;

/** An API call as the signed-in user (to prepare a state the page did not make). */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
  const token = await tokenOf(page);
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { authorization: token, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { result: { id: string } } };
    },
    { method, path, body, token },
  );
}

/** Confirms the open confirm dialog of ending or deleting a session. */
const confirm = (page: Page, kind: 'end' | 'delete') => page.getByTestId(`live-${kind}-confirm`).click();

const threadIdOf = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';

describe('starting a live interview', () => {
  const browser = useBrowser(['--use-fake-device-for-media-stream']);

  for (const lang of ['en', 'zh'] as const) {
    for (const [name, viewport] of [
      ['desktop', undefined],
      ['phone', PHONE],
    ] as const) {
      it(
        `prices, starts and keeps one session at a time (${lang}, ${name})`,
        async () => {
          const { context, page } = await openPage(browser(), { lang, viewport });
          await signInThroughPage(page, newEmail('live'));
          await page.goto(START);
          // The quote: the free minutes, and (a new user owns nothing) the price it would take after them.
          const price = page.getByTestId('live-price');
          await price.waitFor();
          await expect(page.getByTestId('live-price-free').textContent()).resolves.toContain('5');
          await expect(price.getAttribute('data-case')).resolves.toBe('trialOnly');
          await expect(page.getByTestId('live-price-warning').textContent()).resolves.toContain('200');
          expect(await serious(page)).toEqual([]);
          if (viewport) {
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(width).toBeLessThanOrEqual(viewport.width);
          }

          // A session started elsewhere meanwhile: this page's start is refused, with the way out.
          const elsewhere = await callApi(page, 'POST', '/live/threads', {});
          expect(elsewhere.status).toBe(200);
          await page.getByTestId('live-pause-short').check();
          await page.getByTestId('live-source-typed').check();
          await page.getByTestId('live-start').click();
          await expect
            .poll(() => page.getByTestId('live-in-progress-text').textContent())
            .toBe(text(lang, 'errors', 'session.inProgress'));
          await page.getByTestId('live-end').click();
          await confirm(page, 'end');
          await page.getByTestId('live-in-progress').waitFor({ state: 'detached' });

          await page.getByTestId('live-start').click();
          await page.waitForURL('**/Tools/InterviewAI?id=*');
          const id = threadIdOf(page);
          expect(id).not.toBe(elsewhere.json.result.id);
          const launch = await page.evaluate(() => sessionStorage.getItem('liveLaunch'));
          expect(JSON.parse(launch ?? '{}')).toEqual({ threadId: id, source: 'typed' });

          // Back on the start page: the going session is offered to continue, and the history lists both.
          await page.goto(START);
          await page.getByTestId('live-in-progress').waitFor();
          const rows = page.getByTestId('live-history-row');
          await expect.poll(() => rows.count()).toBe(2);
          const going = page.locator('[data-testid="live-history-row"][data-status="active"]');
          await expect(going.getByTestId('live-history-meta').textContent()).resolves.toContain(
            text(lang, 'web', 'liveStart.history.questions_other').replace('{{count}}', '0'),
          );
          expect(await serious(page)).toEqual([]);

          // A going session cannot be deleted: the row says why and offers to end it; then it deletes.
          await going.getByTestId('live-history-delete').click();
          await confirm(page, 'delete');
          await expect
            .poll(() => going.getByTestId('live-in-progress-text').textContent())
            .toBe(text(lang, 'errors', 'session.notEnded'));
          await going.getByTestId('live-end').click();
          await confirm(page, 'end');
          await expect.poll(() => page.locator('[data-status="active"]').count()).toBe(0);
          await page.getByTestId('live-history-delete').first().click();
          await confirm(page, 'delete');
          await expect.poll(() => rows.count()).toBe(1);
          await expect(page.getByTestId('live-history-status').textContent()).resolves.toBe(
            text(lang, 'web', 'liveStart.history.status.ended'),
          );
          await expect(page.getByTestId('live-history-review').getAttribute('href')).resolves.toMatch(
            /^\/Report\/InterviewAI\?id=/,
          );
          await context.close();
        },
        LONG_FLOW_MS,
      );
    }
  }

  it(
    'explains a microphone the browser denied, and measures one it allows (en and zh)',
    async () => {
      for (const lang of ['en', 'zh'] as const) {
        // No --use-fake-ui-for-media-stream: the permission is the context's, denied until granted.
        const { context, page } = await openPage(browser(), { lang });
        await signInThroughPage(page, newEmail('mic'));
        await page.goto(START);
        await page.getByTestId('live-source-mic').check();
        await page.getByTestId('mic-test').click();
        const dialog = page.getByTestId('mic-permission-dialog');
        await dialog.waitFor();
        await expect(dialog.getAttribute('data-problem')).resolves.toBe('browserDenied');
        await expect(dialog.textContent()).resolves.toContain(
          text(lang, 'web', 'audio.problem.browserDenied.body'),
        );
        await expect(page.getByRole('dialog').textContent()).resolves.toContain(
          text(lang, 'web', 'audio.problem.browserDenied.title'),
        );
        expect(await serious(page)).toEqual([]);

        // Allowed now: "try again" captures the fake device through the AudioWorklet of the production build.
        await context.grantPermissions(['microphone']);
        await page.getByRole('button', { name: text(lang, 'web', 'audio.dialog.retry') }).click();
        const meter = page.getByTestId('mic-level');
        await meter.waitFor();
        await expect
          .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 10_000 })
          .toBeGreaterThan(-40);
        await page.getByTestId('mic-test').click();
        await meter.waitFor({ state: 'detached' });
        await context.close();
      }
    },
    LONG_FLOW_MS,
  );
});

describe('starting a live interview with nothing to pay and no free start left', () => {
  const browser = useBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ ...E2E_LIMITS, LIVE_FREE_SESSIONS_PER_DAY: '0' });
  });
  afterAll(() => server?.stop());

  for (const lang of ['en', 'zh'] as const) {
    it(`says so before the start and links to recharge (${lang})`, async () => {
      const { context, page } = await openPage(browser(), { lang, baseURL: server.url });
      await signInThroughPage(page, newEmail('broke'), server.dataDir);
      await page.goto(START);
      const price = page.getByTestId('live-price');
      await price.waitFor();
      await expect(price.getAttribute('data-case')).resolves.toBe('blocked');
      await expect(page.getByTestId('live-price-warning').textContent()).resolves.toContain(
        text(lang, 'web', 'liveStart.price.blocked').replace('{{price}}', '200'),
      );
      await expect(page.getByTestId('live-start').isDisabled()).resolves.toBe(true);
      expect(await serious(page)).toEqual([]);
      await page.getByTestId('live-recharge').click();
      await page.waitForURL('**/Dashboard/Recharge');
      await context.close();
    });
  }
});
