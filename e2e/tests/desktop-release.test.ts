import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE } from '../support/browser.ts';
import { text, type Lang } from '../support/mock.ts';
import { settle, toastTexts } from '../support/page-checks.ts';
import { startBuiltServer, type RunningServer } from '../support/server.ts';
import { openPage, useBrowser } from '../support/session.ts';

// Issue 16: the landing page's macOS download and the new-version dialog, against a self-hosted release the
// server serves from UPDATES_DIR (the web app's default update host is /updates of its own origin).
const MANIFEST = `version: 1.4.0
files:
  - url: OfferPilot-1.4.0-arm64-mac.zip
    sha512: a
  - url: OfferPilot-1.4.0-arm64.dmg
    sha512: b
  - url: OfferPilot-1.4.0-mac.zip
    sha512: c
  - url: OfferPilot-1.4.0.dmg
    sha512: d
path: OfferPilot-1.4.0-mac.zip
releaseDate: '2026-03-01T00:00:00.000Z'
`;
const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ELECTRON_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) OfferPilot/1.0.0 Chrome/128.0.0.0 Electron/32.1.0 Safari/537.36';

function releaseFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'op-e2e-release-'));
  writeFileSync(join(dir, 'latest-mac.yml'), MANIFEST);
  for (const name of ['OfferPilot-1.4.0-arm64.dmg', 'OfferPilot-1.4.0.dmg'])
    writeFileSync(join(dir, name), name);
  return dir;
}

/** A Mac as Chromium reports it: its user agent and the architecture of its user-agent data (UA-CH). */
async function asMac(page: Page, architecture: 'arm' | 'x86', userAgent = MAC_UA) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setUserAgentOverride', {
    userAgent,
    userAgentMetadata: {
      platform: 'macOS',
      platformVersion: '14.5.0',
      architecture,
      bitness: '64',
      model: '',
      mobile: false,
    },
  });
}

/** Clicks the landing page's download button and answers the address the browser downloads. */
async function downloadedFrom(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-mac').click(),
  ]);
  const url = download.url();
  await download.cancel();
  return url;
}

describe('the desktop download and update dialog', () => {
  const browser = useBrowser();
  let release: RunningServer;
  beforeAll(async () => {
    release = await startBuiltServer({ UPDATES_DIR: releaseFolder() });
  });
  afterAll(() => release?.stop());

  it('downloads the arm64 installer on an Apple silicon Mac', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en', baseURL: release.url });
    await asMac(page, 'arm');
    await page.goto('/Welcome');
    expect(await downloadedFrom(page)).toBe(`${release.url}/updates/OfferPilot-1.4.0-arm64.dmg`);
    await context.close();
  });

  it('downloads the first dmg without arm on an Intel Mac, and by default without user-agent data', async () => {
    const { context, page } = await openPage(browser(), { lang: 'zh', baseURL: release.url });
    await asMac(page, 'x86');
    await page.goto('/Welcome');
    expect(await downloadedFrom(page)).toBe(`${release.url}/updates/OfferPilot-1.4.0.dmg`);
    // A browser without user-agent data (Safari, Firefox) counts as x64.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined }),
    );
    await page.goto('/Welcome');
    expect(
      await page.evaluate(() => (navigator as { userAgentData?: unknown }).userAgentData),
    ).toBeUndefined();
    expect(await downloadedFrom(page)).toBe(`${release.url}/updates/OfferPilot-1.4.0.dmg`);
    await context.close();
  });

  it('says nothing when there is no release to download', async () => {
    // The run's own server has no UPDATES_DIR: the manifest answers 404.
    const { context, page } = await openPage(browser(), { lang: 'en', baseURL: inject('baseUrl') });
    await page.goto('/Welcome');
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    const manifest = page.waitForResponse('**/updates/latest-mac.yml');
    await page.getByTestId('download-mac').click();
    expect((await manifest).status()).toBe(404);
    await settle(page);
    expect(await toastTexts(page)).toEqual([]);
    expect(downloads).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/Welcome');
    await context.close();
  });

  for (const [lang, viewport] of [
    ['zh', PHONE],
    ['en', undefined],
  ] as const) {
    it(`shows the new-version dialog on a 426, in the interface language (${lang})`, async () => {
      const { context, page } = await openPage(browser(), { lang, viewport, baseURL: release.url });
      await page.route('**/api/auth/options', (route) =>
        route.fulfill({
          status: 426,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            code: 426,
            error: 'version.outdated',
            message: 'update',
            result: { version: '2.3.0' },
          }),
        }),
      );
      await page.goto('/Auth');
      const dialog = page.getByTestId('update-dialog');
      await dialog.waitFor({ state: 'visible' });
      await expectDialogTexts(page, lang, '2.3.0');
      await page.getByTestId('update-later').click();
      await dialog.waitFor({ state: 'hidden' });
      await context.close();
    });
  }

  it('tells the desktop app of a newer release, and update now downloads its installer', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en', baseURL: release.url });
    await asMac(page, 'arm', ELECTRON_UA);
    await page.goto('/Welcome');
    await page.getByTestId('update-dialog').waitFor({ state: 'visible' });
    await expectDialogTexts(page, 'en', '1.4.0');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('update-now').click(),
    ]);
    expect(download.url()).toBe(`${release.url}/updates/OfferPilot-1.4.0-arm64.dmg`);
    await download.cancel();
    await page.getByTestId('update-dialog').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('leaves a browser alone when the release is newer: its web app comes from the server', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en', baseURL: release.url });
    await asMac(page, 'arm');
    await page.goto('/Welcome');
    await page.getByTestId('welcome-cta').waitFor();
    await settle(page);
    expect(await page.getByTestId('update-dialog').count()).toBe(0);
    await context.close();
  });
});

async function expectDialogTexts(page: Page, lang: Lang, latest: string) {
  const dialog = page.getByRole('dialog');
  expect(await dialog.getByRole('heading').textContent()).toBe(text(lang, 'web', 'update.title'));
  const body = await dialog.innerText();
  expect(body).toContain(text(lang, 'web', 'update.body'));
  expect(body).toContain(text(lang, 'web', 'update.current', { version: '1.0.0' }));
  expect(body).toContain(text(lang, 'web', 'update.latest', { version: latest }));
  expect(await page.getByTestId('update-now').textContent()).toBe(text(lang, 'web', 'update.now'));
  expect(await page.getByTestId('update-later').textContent()).toBe(text(lang, 'web', 'update.later'));
}
