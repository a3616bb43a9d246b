import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
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

  it('shows the captcha page in an 800x600 frame, reloads when solved, and the code request then goes through', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en', baseURL: server.url });
    const email = newEmail('human');
    await page.goto('/Auth');
    await page.getByTestId('auth-email').fill(email);
    await page.getByTestId('auth-agree').check();
    await page.getByTestId('auth-get-code').click();
    const frame = page.getByTestId('captcha-frame');
    await frame.waitFor({ state: 'visible' });
    const box = await frame.boundingBox();
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([800, 600]);
    // Solving it posts the form: the frame's second load reloads the whole page.
    const reloaded = page.waitForEvent('load');
    await page.frameLocator('[data-testid="captcha-frame"]').locator('altcha-widget label').first().click();
    await reloaded;
    // The typed address survived the reload; the next request is let through and a code is sent.
    await expect(page.getByTestId('auth-email').inputValue()).resolves.toBe(email);
    if (!(await page.getByTestId('auth-agree').isChecked())) await page.getByTestId('auth-agree').check();
    await page.getByTestId('auth-get-code').click();
    await expect(readOutboxCode(server.dataDir, email)).resolves.toMatch(/^\d{6}$/);
    await context.close();
  });

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
