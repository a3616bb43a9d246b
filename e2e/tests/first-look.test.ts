import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { lineCount } from '../support/page-checks.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

// Issue 12, "what a new user meets": the first screens of a new account, in both languages.
const VIEWPORTS = { desktop: DESKTOP, phone: PHONE };
const CASES = [
  ['zh', 'phone'],
  ['en', 'phone'],
  ['zh', 'desktop'],
  ['en', 'desktop'],
] as const;

describe('what a new user meets', () => {
  const browser = useBrowser();

  for (const [lang, viewport] of CASES) {
    it(`greets on one line, counts in real plurals and shows cashback with its currency (${lang}, ${viewport})`, async () => {
      const { context, page } = await openPage(browser(), { lang, viewport: VIEWPORTS[viewport] });
      // A long address: its masked form must still fit one line of the greeting on a phone.
      await signInThroughPage(page, newEmail('newcomer.with.a.long.address'));
      const greeting = page.getByTestId('home-greeting');
      await expect.poll(() => greeting.textContent()).toMatch(/\*{4}/);
      const text = (await greeting.textContent()) ?? '';
      expect(text).toMatch(lang === 'en' ? /^Hello, new\*{4}com/ : /^你好，new\*{4}com/);
      expect(await lineCount(greeting)).toBe(1);
      // A newcomer has one mock interview: said in the singular, with no "(s)" anywhere.
      const newcomer = await page.getByTestId('home-newcomer').textContent();
      expect(newcomer).toContain(lang === 'en' ? 'You have 1 mock interview ready' : '您有 1 次模拟面试可用');
      expect(await page.locator('body').innerText()).not.toContain('(s)');
      // Referral cashback is kept in fen: it shows in yuan, with the currency.
      await expect(page.getByTestId('home-item-money').textContent()).resolves.toMatch(/¥\s?0/);
      await context.close();
    });
  }

  for (const lang of ['zh', 'en'] as const) {
    it(`explains a socket that cannot connect in the interface language (${lang})`, async () => {
      const { context, page } = await openPage(browser(), { lang });
      await signInThroughPage(page, newEmail(`sock${lang}`));
      // The transport cannot reach the server: socket.io's own words are "xhr poll error".
      await page.route('**/engine.io/**', (route) => route.abort());
      await page.goto('/Tools/InterviewAI');
      const message = page.getByTestId('socket-overlay-message');
      await message.waitFor({ state: 'visible' });
      const text = (await message.textContent()) ?? '';
      if (lang === 'zh') expect(text).toMatch(/^[\u4e00-\u9fff，、。…]+$/);
      else expect(text).toMatch(/^Cannot reach the server/);
      expect(text).not.toContain('xhr');
      await expect(page.getByTestId('socket-overlay-detail').textContent()).resolves.toContain(
        'xhr poll error',
      );
      await context.close();
    });
  }

  for (const [lang, viewport, title, pay] of [
    ['zh', 'phone', '沙箱收银台', '支付'],
    ['en', 'desktop', 'Sandbox checkout', 'Pay'],
  ] as const) {
    it(`opens the sandbox checkout in the order's language (${lang}, ${viewport})`, async () => {
      const { context, page } = await openPage(browser(), { lang, viewport: VIEWPORTS[viewport] });
      await signInThroughPage(page, newEmail(`checkout${lang}`));
      await page.goto('/Dashboard/Recharge');
      await page
        .getByTestId('method-picker')
        .getByText(lang === 'zh' ? '测试收银台' : 'Test checkout')
        .click();
      await page.getByTestId('package-credits-500').getByTestId('package-buy').click();
      await page.getByTestId('payment-checking').waitFor();
      // The browser asks for English pages whatever the interface says: the order decides.
      await context.setExtraHTTPHeaders({ 'accept-language': 'en-US,en;q=0.9' });
      const [checkout] = await Promise.all([
        context.waitForEvent('page'),
        page.getByTestId('payment-open').click(),
      ]);
      await checkout.waitForLoadState();
      expect(await checkout.locator('h1').textContent()).toBe(title);
      expect(await checkout.locator('html').getAttribute('lang')).toBe(lang === 'zh' ? 'zh-CN' : 'en');
      await expect(checkout.locator('button[value="pay"]').textContent()).resolves.toContain(pay);
      await checkout.locator('button[value="pay"]').click();
      await checkout.locator('#checkout-result').waitFor();
      expect(await checkout.locator('#checkout-result').textContent()).toBe(
        lang === 'zh' ? '支付成功' : 'Payment complete',
      );
      await context.close();
    });
  }
});
