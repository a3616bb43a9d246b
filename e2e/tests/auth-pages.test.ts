import { describe, expect, it } from 'vitest';
import { CODE_RESEND_SECONDS, REDIRECT_DELAY_MS } from '@offerpilot/shared';
import { DESKTOP, newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

const PHONE = { width: 390, height: 844 };

// The pages around sign-in of SPEC.md sections 2 and 4: /Redirect, /Success and the code's resend countdown.
describe('pages around sign-in', () => {
  const browser = useBrowser();

  it('says a failed outside sign-in failed and returns home after 2 seconds (zh, phone)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'zh', viewport: PHONE });
    const opened = Date.now();
    await page.goto('/Redirect?error=wechat');
    const alert = page.getByTestId('redirect-error');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('微信登录失败，请重试。');
    await expect(alert.textContent()).resolves.toContain('2 秒后返回首页。');
    await page.waitForURL('**/Welcome', { timeout: 15_000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('keeps the token an outside sign-in hands over and opens the dashboard (en)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en', viewport: DESKTOP });
    await signInThroughPage(page, newEmail('redirect'));
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`/Redirect#token=${token}`);
    await page.waitForURL('**/Dashboard/Home');
    await page.getByTestId('user-card').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    await context.close();
  });

  it('shows /Success with its title, saying the page can be closed (en and zh)', async () => {
    for (const [lang, body, title] of [
      ['en', 'All done. You can close this page now.', 'Success - OfferPilot'],
      ['zh', '已完成，您现在可以关闭此页面。', '操作成功 - 面试领航'],
    ] as const) {
      const { context, page } = await openPage(browser(), { lang });
      await page.goto('/Success');
      await page.getByText(body).waitFor();
      expect(await page.title()).toBe(title);
      await context.close();
    }
  });

  it('counts down before a code can be asked for again (en)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await page.goto('/Auth');
    await page.getByTestId('auth-email').fill(newEmail('countdown'));
    await page.getByTestId('auth-agree').check();
    const button = page.getByTestId('auth-get-code');
    await button.click();
    await page.getByText(/^Resend in \d+s$/).waitFor();
    expect(await button.isDisabled()).toBe(true);
    const first = Number((await button.textContent())?.match(/\d+/)?.[0]);
    expect(first).toBeLessThanOrEqual(CODE_RESEND_SECONDS);
    expect(first).toBeGreaterThan(CODE_RESEND_SECONDS - 10);
    // A second later the number has gone down.
    await page.waitForFunction(
      ([id, from]) => {
        const text = document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
        const left = Number(/\d+/.exec(text)?.[0]);
        return left < from;
      },
      ['auth-get-code', first] as const,
      { timeout: 5000 },
    );
    await context.close();
  });
});
