import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchChromium, newContext } from './browser.ts';
import { readOutboxCode } from './outbox.ts';

/** One Chromium per test file (with the file's own flags), closed after it. */
export function useBrowser(extraArgs: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

/** A fresh address nobody has used in this run. */
export const newEmail = (prefix = 'user') => `${prefix}${randomBytes(4).toString('hex')}@example.com`;

/** Opens a page in a new context of the run's server. */
export async function openPage(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; lang?: 'en' | 'zh'; baseURL?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { ...opts, baseURL: opts.baseURL ?? inject('baseUrl') });
  return { context, page: await context.newPage() };
}

/**
 * Signs in through /Auth as a person would: email, agreement, code from the outbox (of the process that sent it,
 * when given several data folders), submit.
 */
export async function signInThroughPage(
  page: Page,
  email: string,
  dataDir: string | string[] = inject('dataDir'),
): Promise<void> {
  await page.goto('/Auth');
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-agree').check();
  await page.getByTestId('auth-get-code').click();
  const code = await readOutboxCode(dataDir, email);
  await page.getByTestId('auth-code').fill(code);
  await page.getByTestId('auth-submit').click();
  await page.waitForURL('**/Dashboard/Home');
}

export { DESKTOP };
