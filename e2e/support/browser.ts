import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Chromium as the machine has it: CHROME_PATH, else Debian's package. */
export function chromiumPath(): string {
  const path = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => !!p && existsSync(p),
  );
  if (!path) throw new Error('Chromium not found: run `node scripts/ensure-test-tools.mjs`.');
  return path;
}

/**
 * Headless Chromium with the flags this closed network needs, and a test's own (fake media devices, for
 * example); playwright gives each launch a fresh profile.
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A new browser context at a viewport, with the stored language set before any page script runs. */
export async function newContext(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; lang?: 'en' | 'zh'; baseURL: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: opts.viewport ?? DESKTOP, baseURL: opts.baseURL });
  if (opts.lang) {
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, opts.lang);
  }
  return context;
}
