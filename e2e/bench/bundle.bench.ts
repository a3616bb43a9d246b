import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../support/browser.ts';
import { ROOT, startBuiltServer } from '../support/server.ts';

/** The JavaScript Chromium loads to show /Auth, and its gzip size (level 9, as the server pre-compresses). */
export async function benchAuthBundle() {
  const server = await startBuiltServer();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(`${server.url}/Auth`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    for (const path of scripts) {
      const bytes = readFileSync(join(ROOT, 'apps/web/dist', path));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { files: scripts.size, rawKB: raw / 1024, gzipKB: gzip / 1024 };
  } finally {
    await browser.close();
    await server.stop();
  }
}
