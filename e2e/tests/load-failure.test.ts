import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { settle, toastTexts } from '../support/page-checks.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

// A list that could not be loaded says why once, where the list would be: no error toast says it again.
const CASES = [
  ['en', DESKTOP],
  ['zh', PHONE],
] as const;

/** The words each language shows: the page's, the reasons (errors.json, web.json `request`), the button. */
const WORDS = {
  en: {
    goals: 'Your goals could not be loaded.',
    orders: 'The orders could not be loaded.',
    system: 'System error. Please try again later.',
    network: 'The network is unavailable. Please check your connection and try again.',
    retry: 'Retry',
  },
  zh: {
    goals: '目标加载失败',
    orders: '订单加载失败。',
    system: '系统错误，请稍后再试。',
    network: '网络不可用，请检查网络连接后重试。',
    retry: '重试',
  },
} as const;

/** A server failure as the HTTP layer sends it; its message is not what the page shows (errors.json is). */
const serverError = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ success: false, code: 500, message: 'boom', result: null, error: 'system.error' }),
};

/** How many times a text stands on the page, in whatever element. */
const timesShown = (page: Page, text: string) =>
  page.evaluate((wanted) => document.body.innerText.split(wanted).length - 1, text);

/** The one failure alert in `scope`, with the page's words, the reason and Retry. */
async function expectFailure(scope: Locator, words: string, reason: string, retry: string) {
  const alert = scope.getByRole('alert');
  await alert.waitFor(); // strict: more than one alert fails here
  expect(await alert.innerText()).toContain(words);
  expect(await alert.getByTestId(/-reason$/).innerText()).toBe(reason);
  expect(await alert.getByRole('button').innerText()).toBe(retry);
  return alert;
}

describe('a failed load says why once, where it happened', () => {
  const browser = useBrowser();

  for (const [lang, viewport] of CASES) {
    it(`goals and orders: the reason in the list's place, no toast, Retry loads it (${lang})`, async () => {
      const words = WORDS[lang];
      const { context, page } = await openPage(browser(), { lang, viewport });
      await signInThroughPage(page, newEmail(`loadfail${lang}`));

      // The server fails the goals list.
      await page.route('**/api/goals', (route) =>
        route.request().method() === 'GET' ? route.fulfill(serverError) : route.fallback(),
      );
      await page.goto('/Dashboard/Goals');
      const goals = await expectFailure(
        page.getByTestId('goals-page'),
        words.goals,
        words.system,
        words.retry,
      );
      await settle(page);
      expect(await toastTexts(page)).toEqual([]);
      expect(await timesShown(page, words.system)).toBe(1);
      // Retry reads the list again, and the page shows it (none yet).
      await page.unroute('**/api/goals');
      await goals.getByRole('button').click();
      await page.getByTestId('goals-empty').waitFor();
      expect(await page.getByTestId('goals-page').getByRole('alert').count()).toBe(0);

      // No answer at all to a paged list (the orders of Recharge): the network's words, in the table's place.
      await page.route('**/api/orders?*', (route) => route.abort('connectionrefused'));
      await page.goto('/Dashboard/Recharge');
      const history = page.locator('[aria-labelledby="billing-history-title"]');
      await expectFailure(history, words.orders, words.network, words.retry);
      await settle(page);
      expect(await toastTexts(page)).toEqual([]);
      expect(await timesShown(page, words.network)).toBe(1);
      await context.close();
    });
  }
});
