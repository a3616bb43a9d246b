import { describe, expect, it } from 'vitest';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

describe('sign-in', () => {
  const browser = useBrowser();

  it('signs in with the email code read from the outbox and shows the dashboard', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    const email = newEmail('alice');
    await signInThroughPage(page, email);
    // The masked email: its first 3 and last 3 characters, four stars between whatever its length.
    await expect(page.getByTestId('user-card-name').textContent()).resolves.toBe(
      `${email.slice(0, 3)}****${email.slice(-3)}`,
    );
    // The newcomer benefit of a first sign-in shows on the credits card.
    await expect(page.getByTestId('credits-card').textContent()).resolves.toMatch(/1/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{40,}$/);
    await context.close();
  });

  it('refuses to send a code until the agreement is ticked, in the chosen language', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    let codeRequests = 0;
    page.on('request', (r) => void (r.url().includes('/api/auth/code') && codeRequests++));
    await page.goto('/Auth');
    await page.getByTestId('auth-email').fill(newEmail());
    await page.getByTestId('auth-get-code').click();
    await expect(
      page.getByText('Please agree to the User Agreement and Privacy Policy.').first().isVisible(),
    ).resolves.toBe(true);
    expect(codeRequests).toBe(0);
    await context.close();
  });

  it('logs out after confirmation: the token is gone and the dashboard asks to sign in again', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await signInThroughPage(page, newEmail('bob'));
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByTestId('user-card').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL('**/Auth**');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The server revoked it too: the old token no longer opens user info.
    const res = await page.request.get('/api/user/info', { headers: { authorization: token ?? '' } });
    expect(res.status()).toBe(401);
    await page.goto('/Dashboard/Home');
    await page.waitForURL('**/Auth**');
    await context.close();
  });

  it('sends a signed-out visitor of a protected route to /Auth, keeping the query', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await page.goto('/Dashboard/Home?from=mail&x=1');
    await page.waitForURL('**/Auth**');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/Auth');
    expect(url.searchParams.get('from')).toBe('mail');
    expect(url.searchParams.get('x')).toBe('1');
    await context.close();
  });
});
