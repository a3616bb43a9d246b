import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { readOutboxCode } from '../support/outbox.ts';
import { startBuiltServer, type RunningServer } from '../support/server.ts';
import { newEmail, openPage, useBrowser } from '../support/session.ts';

// A server with the default limits, except that the very first code request already asks for a captcha.
describe('the captcha dialog', () => {
  const browser = useBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ CODE_REQUESTS_BEFORE_CAPTCHA: '0', CAPTCHA_MAX_NUMBER: '20000' });
  });
  afterAll(() => server?.stop());

  for (const [lang, viewport] of [
    ['en', DESKTOP],
    ['zh', PHONE],
  ] as const) {
    it(`sends the code once the captcha is solved, the form as it was after the reload (${lang})`, async () => {
      const { context, page } = await openPage(browser(), { lang, viewport, baseURL: server.url });
      const email = newEmail(`human${lang}`);
      await page.goto('/Auth');
      await page.getByTestId('auth-email').fill(email);
      await page.getByTestId('auth-agree').check();
      await page.getByTestId('auth-get-code').click();
      const frame = page.getByTestId('captcha-frame');
      await frame.waitFor({ state: 'visible' });
      if (viewport === DESKTOP) {
        const box = await frame.boundingBox();
        expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([800, 600]);
      }
      // Solving it posts the form: the frame's second load reloads the whole page (SPEC.md section 4).
      const reloaded = page.waitForEvent('load');
      await page.frameLocator('[data-testid="captcha-frame"]').locator('altcha-widget label').first().click();
      await reloaded;
      // Nothing to do again: the address and the agreement are as they were, and the code is on its way.
      await expect(readOutboxCode(server.dataDir, email)).resolves.toMatch(/^\d{6}$/);
      await expect(page.getByTestId('auth-email').inputValue()).resolves.toBe(email);
      await expect(page.getByTestId('auth-agree').isChecked()).resolves.toBe(true);
      await expect.poll(() => page.getByTestId('auth-get-code').isDisabled()).toBe(true); // the countdown
      await expect(page.getByTestId('captcha-frame').count()).resolves.toBe(0);
      // It is a normal sign-in from here on.
      await page.getByTestId('auth-code').fill(await readOutboxCode(server.dataDir, email));
      await page.getByTestId('auth-submit').click();
      await page.waitForURL('**/Dashboard/Home');
      await context.close();
    });
  }

  it('fits the frame to a phone screen (90vw by 80vh)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'zh', baseURL: server.url, viewport: PHONE });
    await page.goto('/Auth');
    await page.getByTestId('auth-email').fill(newEmail('phone'));
    await page.getByTestId('auth-agree').check();
    await page.getByTestId('auth-get-code').click();
    const frame = page.getByTestId('captcha-frame');
    await frame.waitFor({ state: 'visible' });
    const box = await frame.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round(PHONE.width * 0.9));
    expect(Math.round(box?.height ?? 0)).toBe(Math.round(PHONE.height * 0.8));
    await context.close();
  });
});
