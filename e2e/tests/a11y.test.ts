import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import { serious } from '../support/mock.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

describe('accessibility (axe)', () => {
  const browser = useBrowser();

  for (const lang of ['zh', 'en'] as const) {
    for (const [name, viewport] of [
      ['desktop', undefined],
      ['phone', PHONE],
    ] as const) {
      it(`finds no serious or critical violation on /Welcome, /Auth and /Dashboard/Home (${lang}, ${name})`, async () => {
        const { context, page } = await openPage(browser(), { lang, viewport });
        await page.goto('/Welcome');
        await page.getByTestId('welcome-cta').first().waitFor();
        expect(await serious(page)).toEqual([]);
        await page.goto('/Auth');
        await page.getByTestId('auth-email').waitFor();
        expect(await serious(page)).toEqual([]);
        await signInThroughPage(page, newEmail('axe'));
        await page.getByTestId('home').waitFor();
        expect(await serious(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
