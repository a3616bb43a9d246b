// axe on the live assistant's three screens (issue 14): the session's main screen with a hint, its review, and
// the companion phone page (the code form and a paired glance), in both languages and both viewports.
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { ask, openLiveSession, pairingFromQr } from '../support/live.ts';
import { serious } from '../support/mock.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

const QUESTION = { en: 'Why do you want to work here?', zh: '你为什么想来我们公司？' } as const;

describe('accessibility of the live screens (axe)', () => {
  const browser = useBrowser();

  for (const lang of ['en', 'zh'] as const) {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`finds no serious or critical violation on the session, its review and the companion (${lang}, ${name})`, async () => {
        const { context, page } = await openPage(browser(), { lang, viewport });
        await signInThroughPage(page, newEmail(`axelive${lang}`));
        await openLiveSession(page, lang);
        await ask(page, QUESTION[lang]);
        expect(await serious(page)).toEqual([]);

        const { address } = await pairingFromQr(page);
        expect(await serious(page)).toEqual([]);

        const companion = await openPage(browser(), { lang, viewport });
        await companion.page.goto('/Companion');
        await companion.page.getByTestId('companion-pair').waitFor();
        expect(await serious(companion.page)).toEqual([]);
        // A page of its own: the fragment alone would not load the page again.
        const glance = await companion.context.newPage();
        await glance.goto(address);
        await glance.getByTestId('companion-hint').waitFor();
        expect(await serious(glance)).toEqual([]);
        // The main screen lists the paired phone, with its unpair button.
        await page.keyboard.press('Escape');
        await page.getByTestId('live-companion').waitFor();
        expect(await serious(page)).toEqual([]);

        await page.getByTestId('live-end').click();
        await page.getByTestId('live-end-confirm').click();
        await page.getByTestId('review-ready').waitFor({ timeout: 30_000 });
        expect(await serious(page)).toEqual([]);
        await Promise.all([context.close(), companion.context.close()]);
      }, 180_000);
    }
  }
});
