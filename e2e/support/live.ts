// What the live-assistant browser tests share: API calls as the signed-in user, a session opened on its main
// screen, a typed question answered, a pairing read from its QR code, and a network cut as a phone asleep or a
// changed network cuts it.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import jsQR from 'jsqr';
import { PHONE } from './browser.ts';
import { tokenOf } from './page-checks.ts';

export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A phone's browser for the paired companion: an iPhone's size, touch and user agent, in zh. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const phone = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    userAgent: IPHONE,
  });
  await phone.addInitScript(() => localStorage.setItem('lang', 'zh'));
  return phone;
}

/** The signed-in page's API, as the same user: for preparing data a test does not click through. */
export async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await tokenOf(page);
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: token,
          'content-type': 'application/json',
          lang: localStorage.getItem('lang') ?? 'zh',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = (await res.json()) as { success: boolean; result: unknown; message: string };
      if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.message}`);
      return envelope.result;
    },
    { method, path, body, token },
  ) as Promise<T>;
}

/** Starts a live session (typed questions: no audio source) and opens its main screen. */
export async function openLiveSession(page: Page, lang: 'en' | 'zh'): Promise<string> {
  const thread = await apiAs<{ id: string }>(page, 'POST', '/live/threads', { lang, pause: 'short' });
  await page.evaluate(
    (id) => sessionStorage.setItem('liveLaunch', JSON.stringify({ threadId: id, source: 'typed' })),
    thread.id,
  );
  await page.goto(`/Tools/InterviewAI?id=${thread.id}`);
  await page.getByTestId('live-session').waitFor();
  return thread.id;
}

/** Types a question on the main screen and waits for its whole hint; returns the hint's card. */
export async function ask(page: Page, question: string) {
  const before = await page.locator('[data-testid=live-hint][data-done]').count();
  await page.getByTestId('live-ask-input').fill(question);
  await page.getByTestId('live-ask-submit').click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid=live-hint][data-done]').length > n,
    before,
    { timeout: 30_000 },
  );
  return page.getByTestId('live-question').first();
}

/** Keeps every WebSocket the page opens reachable, so a test can cut them (a phone asleep, a network change). */
export const recordSockets = (context: BrowserContext) =>
  context.addInitScript(() => {
    const Native = window.WebSocket;
    const open: WebSocket[] = [];
    (window as unknown as { __sockets: WebSocket[] }).__sockets = open;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        open.push(this);
      }
    };
  });

/** Cuts the page's connections as a lost network does: offline, every WebSocket closed, then back after `ms`. */
export async function cutNetwork(page: Page, ms: number): Promise<void> {
  await page.context().setOffline(true);
  await page.evaluate(() => {
    for (const socket of (window as unknown as { __sockets: WebSocket[] }).__sockets) socket.close();
  });
  await page.waitForTimeout(ms);
  await page.context().setOffline(false);
}

/**
 * Asks the main screen for a pairing and reads it as a phone's camera would: the address the QR code holds
 * (drawn onto a canvas, decoded by jsQR), and the short code shown under it.
 */
export async function pairingFromQr(page: Page): Promise<{ address: string; code: string }> {
  await page.getByTestId('live-pair').click();
  const qr = page.getByTestId('live-pairing-qr');
  const image = await qr.evaluate(async (element) => {
    const svg = element.querySelector('svg');
    if (!svg) throw new Error('the QR code is not drawn');
    const picture = new Image();
    picture.src = `data:image/svg+xml;base64,${btoa(new XMLSerializer().serializeToString(svg))}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [picture.width, picture.height];
    const draw = canvas.getContext('2d');
    if (!draw) throw new Error('no canvas');
    draw.drawImage(picture, 0, 0);
    const { data, width, height } = draw.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  });
  const address = jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data;
  if (!address) throw new Error('the QR code does not read');
  return { address, code: await page.getByTestId('live-pairing-code').innerText() };
}

/** A hint's words without layout: what two screens must agree on. */
export const hintWords = async (hint: Locator) => (await hint.innerText()).replace(/\s+/g, '');

/**
 * Reads a hint every 40 ms while it is written, until `done` shows: what a screen showed on the way (each
 * reading must begin the whole hint: nothing lost, nothing twice).
 */
export async function readWhileWritten(hint: Locator, done: Locator): Promise<string[]> {
  const seen: string[] = [];
  while (!(await done.count())) {
    seen.push(await hintWords(hint).catch(() => ''));
    await new Promise((r) => setTimeout(r, 40));
  }
  return seen;
}
