import { describe, expect, it } from 'vitest';
import { ERROR_TOAST_MS } from '@offerpilot/shared';
import { toastTexts } from '../support/page-checks.ts';
import { DESKTOP, newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

// The dashboard's frame of SPEC.md section 2 that other tests pass by: the top progress bar while the route
// guard reads user info, the error toast, and the footer.
describe('the dashboard frame', () => {
  const browser = useBrowser();

  it('runs the thin top bar while the route guard reads user info, then opens the page', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await signInThroughPage(page, newEmail('progress'));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/info', async (route) => {
      await held;
      await route.continue();
    });
    const idle = page.locator('.mantine-Progress-root:not([data-mounted])');
    await idle.waitFor({ state: 'attached' });
    await page.getByTestId('menu-recharge').click();
    // A thin bar (3 px at the layout's scale) across the top of the window, while the guard holds the page until user info arrives.
    const bar = page.locator('.mantine-Progress-root[data-mounted]');
    await bar.waitFor();
    const box = await bar.boundingBox();
    expect(box).toMatchObject({ y: 0, width: 1440 });
    expect(box?.height).toBeGreaterThanOrEqual(2);
    expect(box?.height).toBeLessThanOrEqual(4);
    expect(await page.getByTestId('recharge-page').count()).toBe(0);
    release();
    await page.getByTestId('recharge-page').waitFor();
    await idle.waitFor({ state: 'attached' });
    await context.close();
  });

  it('ends with the logo, a title link to the landing page and the support link (zh)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'zh' });
    await signInThroughPage(page, newEmail('footer'));
    const footer = page.locator('footer.dashboard-footer');
    await expect(footer.locator('img, svg').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByTestId('footer-support').getAttribute('href')).resolves.toBe(
      'mailto:support@offerpilot.cn',
    );
    await page.getByTestId('footer-title').click();
    await page.waitForURL('**/Welcome');
    await context.close();
  });

  it('shows a failed call in a toast at the top right for about 3 seconds, then clears it (en)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await signInThroughPage(page, newEmail('toast'));
    await page.route('**/api/user/info', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 500, error: 'system.error', message: 'System error' }),
      }),
    );
    await page.getByTestId('menu-referral').click();
    const toast = page.locator('.mantine-Notification-root');
    await toast.waitFor();
    const shownAt = Date.now();
    expect((await toastTexts(page))[0]).toMatch(/^request err: /);
    const box = await toast.boundingBox();
    expect(box?.y).toBeLessThan(120);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(DESKTOP.width - 120);
    await page.waitForTimeout(1500);
    expect(await toast.count()).toBe(1);
    await toast.waitFor({ state: 'detached', timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(ERROR_TOAST_MS - 300);
    await context.close();
  });

  it('highlights the current menu item, and the credits card opens Recharge (zh, phone)', async () => {
    const { context, page } = await openPage(browser(), {
      lang: 'zh',
      viewport: { width: 390, height: 844 },
    });
    await signInThroughPage(page, newEmail('menu'));
    const highlighted = page.locator('[data-testid^="menu-"][aria-current="page"]');
    await page.getByTestId('menu-burger').click();
    await page.locator('[data-testid="menu-home"][aria-current="page"]').waitFor();
    expect(await highlighted.count()).toBe(1);
    await page.getByTestId('credits-card').click();
    await page.getByTestId('recharge-page').waitFor();
    await page.getByTestId('menu-burger').click();
    await page.locator('[data-testid="menu-recharge"][aria-current="page"]').waitFor();
    expect(await highlighted.count()).toBe(1);
    await context.close();
  });
});
