import { describe, expect, it } from 'vitest';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

// The dashboard's frame of SPEC.md section 2 that other tests pass by: the top progress bar while the route
// guard reads user info, and the footer.
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
});
