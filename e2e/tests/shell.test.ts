import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import { startBuiltServer, type RunningServer } from '../support/server.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

describe('the web shell', () => {
  const browser = useBrowser();

  it('redirects / to /Welcome and titles the page', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await page.goto('/');
    await page.waitForURL('**/Welcome');
    expect(await page.title()).toMatch(/ - OfferPilot$/);
    await context.close();
  });

  it('shows Page Not Found for an unknown path', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('not-found').textContent()).resolves.toContain('Page not found');
    await context.close();
  });

  it('lays the dashboard out for a phone: menu behind a burger', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en', viewport: PHONE });
    await signInThroughPage(page, newEmail('phone'));
    await expect(page.getByTestId('menu-burger').isVisible()).resolves.toBe(true);
    const inView = async () => {
      const box = await page.getByTestId('menu-mock').boundingBox();
      return !!box && box.x >= 0 && box.x + box.width <= PHONE.width;
    };
    expect(await inView()).toBe(false);
    await page.getByTestId('menu-burger').click();
    await expect.poll(inView).toBe(true);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('blocks a socket route with the socket error while its connection fails', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await signInThroughPage(page, newEmail('sock'));
    await page.goto('/Tools/InterviewAI?id=not-mine');
    const overlay = page.getByTestId('socket-overlay-message');
    await overlay.waitFor({ state: 'visible' });
    await expect(overlay.textContent()).resolves.toMatch(/interview session does not exist/i);
    await context.close();
  });
});

describe('an outdated web app', () => {
  const browser = useBrowser();
  let newer: RunningServer;
  beforeAll(async () => {
    newer = await startBuiltServer({ MIN_API_VERSION: '2.0.0', LATEST_API_VERSION: '2.1.0' });
  });
  afterAll(() => newer?.stop());

  it('shows the new-version dialog with current and latest version on a 426', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en', baseURL: newer.url });
    // The sign-in page's first call (its options) already meets the 426.
    await page.goto('/Auth');
    const dialog = page.getByTestId('update-dialog');
    await dialog.waitFor({ state: 'visible' });
    const text = await dialog.textContent();
    expect(text).toContain('1.0.0');
    expect(text).toContain('2.1.0');
    await page.getByTestId('update-later').click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });
});
