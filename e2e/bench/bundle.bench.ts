import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../support/browser.ts';
import { ROOT, startBuiltServer } from '../support/server.ts';

/** What a page's first load costs: how many JavaScript files, their raw and gzip sizes. */
export interface BundleSize {
  files: number;
  rawKB: number;
  gzipKB: number;
}

/**
 * The JavaScript Chromium loads to show each page (`path` until `ready` is visible and the network is idle), and
 * its gzip size (level 9, as the server pre-compresses).
 */
export async function benchBundles(pages: { path: string; ready: string }[]): Promise<BundleSize[]> {
  const server = await startBuiltServer();
  const browser = await launchChromium();
  try {
    const sizes: BundleSize[] = [];
    for (const { path, ready } of pages) {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      // Every JavaScript file, whether asked for by a script, an import or a modulepreload link.
      page.on('request', (req) => {
        const { pathname } = new URL(req.url());
        if (pathname.endsWith('.js')) scripts.add(pathname);
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      let raw = 0;
      let gzip = 0;
      for (const script of scripts) {
        const bytes = readFileSync(join(ROOT, 'apps/web/dist', script));
        raw += bytes.length;
        gzip += gzipSync(bytes, { level: 9 }).length;
      }
      sizes.push({ files: scripts.size, rawKB: raw / 1024, gzipKB: gzip / 1024 });
      await page.close();
    }
    return sizes;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** /Auth (the sign-in page) and /Companion (the paired phone's page), each against its budget. */
export const benchAuthAndCompanion = () =>
  benchBundles([
    { path: '/Auth', ready: '[data-testid=auth-email]' },
    { path: '/Companion', ready: '[data-testid=companion-pair]' },
  ]);
