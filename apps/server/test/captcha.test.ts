import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/lib/clock.ts';
import { postCaptchaForm, solveCaptcha } from './captcha-support.ts';
import { call, startTestServer, type TestServer } from './support.ts';

const MINUTE = 61_000;

describe('the captcha in front of code requests', () => {
  const clock = manualClock(new Date('2026-05-01T10:00:00Z'));
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      clock,
      env: {
        TRUST_PROXY: 'true',
        CAPTCHA_MAX_NUMBER: '2000',
        CODE_TARGET_DAILY_CAP: '5',
        CODE_IP_HOURLY_CAP: '8',
      },
    });
  });
  afterAll(() => t.close());

  const ask = (target: string, ip: string, lang = 'en') => {
    clock.advance(MINUTE);
    return call(t.url, '/api/auth/code', {
      body: { channel: 'email', target, agree: true },
      headers: { 'x-forwarded-for': ip, lang },
    });
  };

  it('demands a captcha after 3 requests for one target, then a solved captcha lets 2 more through before the daily cap', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < 3; i++) expect((await ask('cap@example.com', ip)).status).toBe(200);
    const demanded = await ask('cap@example.com', ip);
    expect(demanded.status).toBe(403);
    expect(demanded.json.error).toBe('auth.captchaRequired');
    const html: string = demanded.json.result.captchaHtml;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('value="cap@example.com"');
    // Under the site's CSP only external scripts of our own origin run: no inline code at all.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attrs]) => attrs?.match(/src="([^"]+)"/)?.[1])).toEqual([
      '/api/auth/captcha/frame.js',
      '/api/auth/captcha/altcha.js',
      '/api/auth/captcha/page.js',
    ]);
    expect(scripts.map(([, , body]) => body)).toEqual(['', '', '']);
    expect(html).not.toMatch(/\son[a-z]+=/i);

    const altcha = await solveCaptcha(t.url);
    const passed = await postCaptchaForm(
      t.url,
      { altcha, channel: 'email', target: 'cap@example.com' },
      { 'x-forwarded-for': ip },
    );
    expect(passed.status).toBe(200);
    expect(passed.type).toMatch(/^text\/html/);
    expect(passed.html).toContain('Verification passed');

    expect((await ask('cap@example.com', ip)).status).toBe(200);
    expect((await ask('cap@example.com', ip)).status).toBe(200);
    const capped = await ask('cap@example.com', ip);
    expect(capped.status).toBe(429);
    expect(capped.json.error).toBe('rate.limited');
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(3600);
  });

  it('demands it after 3 requests from one IP, and a pass is for its own IP and target only', async () => {
    const ip = '198.51.100.2';
    for (const n of [1, 2, 3]) expect((await ask(`ip${n}@example.com`, ip)).status).toBe(200);
    expect((await ask('ip4@example.com', ip, 'zh')).json.result.captchaHtml).toMatch(
      /<html lang="zh-CN">.*安全验证/,
    );
    const altcha = await solveCaptcha(t.url);
    await postCaptchaForm(
      t.url,
      { altcha, channel: 'email', target: 'ip4@example.com' },
      { 'x-forwarded-for': ip },
    );
    expect((await ask('ip5@example.com', ip)).status).toBe(403);
    expect((await ask('ip4@example.com', '198.51.100.3')).status).toBe(200);
    expect((await ask('ip4@example.com', ip)).status).toBe(200);
  });

  it('refuses a replayed or a wrong solution with a page in the request language', async () => {
    const altcha = await solveCaptcha(t.url);
    const fields = { altcha, channel: 'email', target: 'replay@example.com' };
    expect((await postCaptchaForm(t.url, fields)).status).toBe(200);
    const replay = await postCaptchaForm(t.url, fields, {}, 'zh');
    expect(replay.status).toBe(400);
    expect(replay.html).toContain('验证未通过');
    const decoded = JSON.parse(Buffer.from(await solveCaptcha(t.url), 'base64').toString()) as {
      solution: { counter: number; derivedKey: string };
    };
    decoded.solution.derivedKey = '00'.repeat(32);
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expect((await postCaptchaForm(t.url, { ...fields, altcha: forged })).html).toContain(
      'Verification failed',
    );
    expect((await postCaptchaForm(t.url, { channel: 'email', target: 'x' })).status).toBe(400);
  });

  it('stops an IP at its hourly cap even with a pass', async () => {
    const ip = '198.51.100.4';
    for (const n of [1, 2, 3]) expect((await ask(`h${n}@example.com`, ip)).status).toBe(200);
    for (const n of [4, 5, 6, 7, 8]) {
      const target = `h${n}@example.com`;
      const altcha = await solveCaptcha(t.url);
      await postCaptchaForm(t.url, { altcha, channel: 'email', target }, { 'x-forwarded-for': ip });
      expect((await ask(target, ip)).status).toBe(200);
    }
    const altcha = await solveCaptcha(t.url);
    await postCaptchaForm(
      t.url,
      { altcha, channel: 'email', target: 'h9@example.com' },
      { 'x-forwarded-for': ip },
    );
    expect((await ask('h9@example.com', ip)).status).toBe(429);
  });

  it('serves the widget build and the page script as JavaScript', async () => {
    const widget = await fetch(`${t.url}/api/auth/captcha/altcha.js`);
    expect(widget.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await widget.text()).toContain('altcha-widget');
    const page = await (await fetch(`${t.url}/api/auth/captcha/page.js`)).text();
    expect(page).toContain("getElementById('captcha-form')");
  });
});
