import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE } from '../support/browser.ts';
import { E2E_LIMITS } from '../support/global-setup.ts';
import { serious } from '../support/mock.ts';
import { ROOT, startBuiltServer, type RunningServer } from '../support/server.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

const run = promisify(execFile);

/** Marks the page's window; a reload would give a new window without the mark. */
type Marked = Window & { e2eMark?: boolean };
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as Marked).e2eMark = true;
  });
const pageMarked = (page: Page) => page.evaluate(() => (window as Marked).e2eMark === true);

/** Pays the open payment dialog's order on the sandbox checkout page, which opens in a new tab. */
async function payInCheckout(page: Page): Promise<void> {
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('payment-open').click(),
  ]);
  await checkout.waitForLoadState();
  await checkout.locator('button[value="pay"]').click();
  await checkout.waitForLoadState();
  await checkout.close();
}

/** The figure the sidebar's credits card shows. */
const creditsShown = (page: Page) => page.getByTestId('credits-available').textContent();

describe('recharge through the sandbox checkout', () => {
  const browser = useBrowser();

  it('pays in the checkout tab; the dialog shows paid and the credits card the new credits without a reload (en, desktop)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await signInThroughPage(page, newEmail('buyer'));
    await page.getByTestId('credits-available').waitFor();
    expect(await creditsShown(page)).toBe('0');
    // The credits card leads to Recharge (SPEC.md section 2).
    await page.getByTestId('credits-card').click();
    await page.waitForURL('**/Dashboard/Recharge');
    const pack = page.getByTestId('package-credits-500');
    await expect(pack.getByTestId('package-price').textContent()).resolves.toBe('$6.99');
    expect(await pack.getByTestId('package-list-price').count()).toBe(0);
    await page.getByTestId('method-picker').getByText('Test checkout').click();
    await markPage(page);
    await pack.getByTestId('package-buy').click();
    await page.getByTestId('payment-checking').waitFor();
    await expect(page.getByTestId('payment-amount').textContent()).resolves.toBe('$6.99');
    // "I have paid" before paying: the order is still open, so it says so.
    await page.getByTestId('payment-confirm').click();
    await page.getByTestId('payment-not-paid').waitFor();
    await expect(page.getByTestId('payment-not-paid').textContent()).resolves.toContain('Order not paid');
    expect(await serious(page)).toEqual([]);
    // The checkout page opens in a new tab; paying there posts the signed callback.
    await payInCheckout(page);
    // Back in the app: the poll sees the payment, and the credits card follows without a reload.
    await page.getByTestId('payment-paid').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('payment-paid').textContent()).resolves.toContain('500 credits');
    await expect.poll(() => creditsShown(page), { timeout: 10_000 }).toBe('500');
    expect(await pageMarked(page)).toBe(true);
    await page.getByTestId('payment-done').click();
    // The order and the ledger row are listed.
    const order = page.getByTestId('order-row').first();
    await expect.poll(() => order.getAttribute('data-status')).toBe('paid');
    await expect(order.textContent()).resolves.toContain('500 credits');
    await page.getByTestId('history-toggle').getByText('Usage records').click();
    const usage = page.getByTestId('usage-row').first();
    await usage.waitFor();
    await expect(usage.textContent()).resolves.toMatch(/Credits\s*\+500\s*Recharge/);
    await context.close();
  });
});

describe('gift codes', () => {
  const browser = useBrowser();
  let server: RunningServer;
  let code = '';

  // The operator mints into a fresh data folder before a server opens it (PGlite: one process at a time).
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'op-e2e-vouchers-'));
    const expires = `${new Date().getUTCFullYear() + 2}-12-31`;
    const args = ['mint', '--count', '1', '--credit', '300', '--uses', '1', '--expires', expires, '--json'];
    const { stdout } = await run(process.execPath, [join(ROOT, 'apps/server/src/cli/vouchers.ts'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const minted = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { codes?: string[] };
    code = minted.codes?.[0] ?? '';
    expect(code).not.toBe('');
    server = await startBuiltServer(E2E_LIMITS, { dataDir });
  });
  afterAll(() => server?.stop());

  it('redeems a minted code and shows what it granted; a wrong or repeated code says why (zh, phone)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'zh', viewport: PHONE, baseURL: server.url });
    await signInThroughPage(page, newEmail('gift'), server.dataDir);
    await page.goto('/Dashboard/Recharge');
    await page.getByTestId('redeem-open').click();
    const input = page.getByTestId('redeem-code');
    await input.waitFor();
    expect(await serious(page)).toEqual([]);
    await input.fill('NOPE-0000-0000');
    await page.getByTestId('redeem-submit').click();
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    const error = page.getByTestId('redeem-dialog').locator('.mantine-InputWrapper-error');
    await expect(error.textContent()).resolves.toMatch(/[\u4e00-\u9fff]/);
    // Typed in lower case with spaces: the server ignores both.
    await input.fill(` ${code.toLowerCase()} `);
    await page.getByTestId('redeem-submit').click();
    const granted = page.getByTestId('redeem-granted');
    await granted.waitFor();
    await expect(granted.textContent()).resolves.toContain('300 积分');
    await page.getByTestId('redeem-close').click();
    await page.getByTestId('menu-burger').click();
    await page.getByTestId('credits-available').waitFor({ state: 'visible' });
    await expect.poll(() => creditsShown(page)).toBe('300');
    await page.getByTestId('menu-burger').click();
    // The same user cannot redeem it twice.
    await page.getByTestId('redeem-open').click();
    await input.fill(code);
    await page.getByTestId('redeem-submit').click();
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    await expect(error.textContent()).resolves.toMatch(/已.*兑换/);
    await context.close();
  });
});

describe('invite and referral', () => {
  const browser = useBrowser();

  it('explains the programme to a visitor and asks to sign in (zh, phone)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'zh', viewport: PHONE });
    await page.goto('/Dashboard/Referral');
    await page.getByTestId('referral-signed-out').waitFor();
    await expect(page.getByTestId('referral-rules').textContent()).resolves.toContain('25 积分');
    expect(await serious(page)).toEqual([]);
    await page.getByTestId('referral-sign-in').click();
    await page.waitForURL('**/Auth?redirect=*');
    await context.close();
  });

  it('gives the inviter 25 credits when a friend signs up through the invite link (en desktop, zh phone)', async () => {
    const inviter = await openPage(browser(), { lang: 'en' });
    await inviter.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInThroughPage(inviter.page, newEmail('inviter'));
    await inviter.page.goto('/Dashboard/Referral');
    await inviter.page.getByTestId('invite-open').click();
    const link = await inviter.page.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/Auth\?referrer_id=\d+$/);
    await inviter.page.getByTestId('invite-qr').waitFor();
    expect(await serious(inviter.page)).toEqual([]);
    await inviter.page.getByTestId('invite-copy').click();
    await expect.poll(() => inviter.page.getByTestId('invite-copy').textContent()).toBe('Link copied');
    expect(await inviter.page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The friend lands on the link, which stores the inviter; sign-in sends it as `inviteruid`.
    const friend = await openPage(browser(), { lang: 'zh', viewport: PHONE });
    await friend.page.goto(link);
    await friend.page.getByTestId('auth-email').waitFor();
    const stored = await friend.page.evaluate(() => localStorage.getItem('referrer_id'));
    expect(stored).toBe(new URL(link).searchParams.get('referrer_id'));
    await signInThroughPage(friend.page, newEmail('friend'));
    // The friend's first purchase is 20% off: ¥49 becomes ¥39.20, the list price struck through.
    await friend.page.goto('/Dashboard/Recharge');
    await friend.page.getByTestId('first-purchase').waitFor();
    const pack = friend.page.getByTestId('package-credits-500');
    await expect(pack.getByTestId('package-price').textContent()).resolves.toBe('¥39.20');
    await expect(pack.getByTestId('package-list-price').textContent()).resolves.toContain('¥49');

    await inviter.page.reload();
    await expect.poll(() => inviter.page.getByTestId('referral-invited').textContent()).toBe('1');
    await expect(inviter.page.getByTestId('referral-credits').textContent()).resolves.toBe('25');
    await expect(inviter.page.getByTestId('credits-available').textContent()).resolves.toBe('25');
    const record = inviter.page.getByTestId('referral-record').first();
    await expect(record.getAttribute('data-kind')).resolves.toBe('register');
    await expect(record.textContent()).resolves.toContain('+25 credits');
    expect(await serious(inviter.page)).toEqual([]);

    // The friend buys the advanced plan (¥129, ¥103.20 after the discount): 100 credits and ¥10.32 cashback.
    await friend.page.getByTestId('package-advanced-30').getByTestId('package-buy').click();
    await payInCheckout(friend.page);
    await friend.page.getByTestId('payment-paid').waitFor({ timeout: 15_000 });
    await inviter.page.reload();
    await expect.poll(() => inviter.page.getByTestId('referral-credits').textContent()).toBe('125');
    await expect(inviter.page.getByTestId('referral-money').textContent()).resolves.toBe('CN¥10.32');
    await expect(inviter.page.getByTestId('referral-record').first().getAttribute('data-kind')).resolves.toBe(
      'recharge',
    );
    // A withdrawal request: below the minimum is refused in the form, ¥10 goes to support.
    await inviter.page.getByTestId('withdrawal-amount').fill('9.99');
    await inviter.page.getByTestId('withdrawal-account').fill('alipay: inviter@example.com');
    await inviter.page.getByTestId('withdrawal-submit').click();
    await expect
      .poll(() => inviter.page.getByTestId('withdrawal-amount').getAttribute('aria-invalid'))
      .toBe('true');
    await inviter.page.getByTestId('withdrawal-amount').fill('10');
    await inviter.page.getByTestId('withdrawal-submit').click();
    await inviter.page.getByTestId('withdrawal-sent').waitFor();
    await expect.poll(() => inviter.page.getByTestId('referral-pending').textContent()).toBe('CN¥10');
    await expect(inviter.page.getByTestId('referral-money').textContent()).resolves.toBe('CN¥0.32');
    const withdrawal = inviter.page.getByTestId('referral-record').first();
    await expect(withdrawal.getAttribute('data-kind')).resolves.toBe('withdrawal');
    await expect(withdrawal.textContent()).resolves.toContain('Requested');
    await inviter.context.close();
    await friend.context.close();
  });
});
