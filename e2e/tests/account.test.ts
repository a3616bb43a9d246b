import { describe, expect, it } from 'vitest';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

describe('the account in the dashboard', () => {
  const browser = useBrowser();

  it('shows the full email with the UID in the user dialog and a masked one on the card', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    const email = newEmail('carol');
    await signInThroughPage(page, email);
    const card = await page.getByTestId('user-card-name').textContent();
    expect(card).toBe(`${email.slice(0, 3)}****${email.slice(-3)}`); // first 3 and last 3, four stars
    expect(card).not.toContain('@example');
    await page.getByTestId('user-card').click();
    await expect(page.getByTestId('user-email').textContent()).resolves.toBe(email);
    await expect(page.getByTestId('user-uid').textContent()).resolves.toMatch(/^\d+$/);
    await context.close();
  });

  it('switches the language, saves it on the account, and keeps it after a reload', async () => {
    const { context, page } = await openPage(browser(), { lang: 'zh' });
    await signInThroughPage(page, newEmail('dan'));
    expect(await page.evaluate(() => document.body.className)).toContain('zh');
    await page.getByTestId('user-card').click();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('language-picker').selectOption('en')]);
    await page.getByTestId('menu-home').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('lang'), document.documentElement.lang])).toEqual([
      'en',
      'en',
    ]);
    expect(await page.evaluate(() => document.body.classList.contains('en'))).toBe(true);
    await expect(page.getByTestId('menu-home').textContent()).resolves.toBe('Home');
    await page.reload();
    await expect(page.getByTestId('menu-home').textContent()).resolves.toBe('Home');
    // Saved on the server as well: user info says en.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const info = await page.request.get('/api/user/info', { headers: { authorization: token ?? '' } });
    expect((await info.json()).result.userInfo.lang).toBe('en');
    await context.close();
  });
});
