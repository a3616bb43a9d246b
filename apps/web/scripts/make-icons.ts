// Draws the companion app's home-screen icons (public/icons/*.png) from the favicon's shapes with Chromium:
// `node apps/web/scripts/make-icons.ts`. The PNGs are committed; run this again only when the logo changes.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const out = join(import.meta.dirname, '../public/icons');
const glyph = `<path d="M7 16.5 25 8l-5.5 17-4.2-6.3z" fill="#fff"/>
  <path d="M15.3 18.7 25 8" stroke="#364fc7" stroke-width="1.6" fill="none"/>`;
// "any": the favicon's rounded square. "maskable": a full square, the glyph inside the 80% safe zone.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#364fc7"/>${glyph}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-6 -6 44 44"><rect x="-6" y="-6" width="44" height="44" fill="#364fc7"/>${glyph}</svg>`;
const icons = [
  { file: 'companion-192.png', size: 192, svg: any },
  { file: 'companion-512.png', size: 512, svg: any },
  { file: 'companion-maskable-512.png', size: 512, svg: maskable },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: join(out, file), omitBackground: true });
    await page.close();
    console.log(`wrote public/icons/${file}`);
  }
} finally {
  await browser.close();
}
