import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './support.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// The web app shows the captcha page in an iframe through srcdoc, so the page lives under the site's CSP
// (script-src 'self', no inline script) at the URL about:srcdoc. Only a real browser shows it works there.
// `npm test` installs Chromium first (scripts/ensure-test-tools.mjs); without it this test fails, never skips.
describe('the captcha page in a real browser', () => {
  let t: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    t = await startTestServer({ env: { CODE_REQUESTS_BEFORE_CAPTCHA: '0', CAPTCHA_MAX_NUMBER: '20000' } });
    browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  });
  afterAll(async () => {
    await browser.close();
    await t.close();
  });

  it('is solved by the widget in a srcdoc frame under the CSP, then lets the code request through', async () => {
    const ask = () =>
      call(t.url, '/api/auth/code', { body: { channel: 'email', target: 'human@example.com', agree: true } });
    const demanded = await ask();
    expect(demanded.json.error).toBe('auth.captchaRequired');
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A page of the site (the web app is not built here: the 404 answer still carries the pages policy).
    const host = await page.goto(`${t.url}/Auth`);
    expect(host?.headers()['content-security-policy']).toContain("script-src 'self';");
    // The web app's way: an iframe whose srcdoc is the page; counted loads tell when the form posted.
    await page.evaluate(`(() => {
      const frame = document.createElement('iframe');
      frame.id = 'captcha';
      frame.addEventListener('load', () => { document.body.dataset.loads = String(Number(document.body.dataset.loads ?? 0) + 1); });
      frame.srcdoc = ${JSON.stringify(demanded.json.result.captchaHtml)};
      document.body.append(frame);
    })()`);
    const frame = page.frameLocator('#captcha');
    await frame.locator('altcha-widget label').first().click({ timeout: 10_000 });
    await page.waitForSelector('body[data-loads="2"]', { timeout: 20_000 });
    expect(await frame.locator('h1').innerText()).toBe('验证已通过');
    // The web app reads this mark before the reload, to send the code it was asked for (a pass) or not.
    expect(await frame.locator('#captcha-result').getAttribute('data-passed')).toBe('true');
    expect(errors).toEqual([]);
    expect((await ask()).status).toBe(200);
  });
});
