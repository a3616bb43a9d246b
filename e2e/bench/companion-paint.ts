// The companion page (/Companion) as a phone shows it, for the live benchmark: Chromium at a phone's size,
// paired to a live thread by its QR code's address, and when each hint was first painted there.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, PHONE } from '../support/browser.ts';

/** What the current question's card showed from one frame on: its element, question and whether a hint. */
export interface Paint {
  /** The card element, numbered as first seen (a new question, or the same text drafted again, is a new one). */
  node: number;
  question: string;
  hint: boolean;
  /** performance.timeOrigin + performance.now() in the frame that rendered it: the wall clock Node shares. */
  at: number;
}

/** Chromium flags so that pages in windows of their own keep painting at full rate. */
export const PAINT_FLAGS = [
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

/**
 * Runs in the page before its scripts: after every change to the document, in the next animation frame (the
 * one that paints the change), notes what the current card shows when that differs from the last note.
 */
function recordPaints(): void {
  const paints: Paint[] = [];
  (window as unknown as { __paints: Paint[] }).__paints = paints;
  const ids = new WeakMap<Element, number>();
  let cards = 0;
  let frame = false;
  const note = () => {
    frame = false;
    const at = performance.timeOrigin + performance.now();
    const card = document.querySelector('[data-testid=companion-current]');
    if (!card) return;
    if (!ids.has(card)) ids.set(card, ++cards);
    const node = ids.get(card) ?? 0;
    const question = card.querySelector('[data-testid=companion-question]')?.textContent?.trim() ?? '';
    const hint = card.querySelector('[data-testid=companion-hint]') !== null;
    const last = paints.at(-1);
    if (last?.node !== node || last.question !== question || last.hint !== hint)
      paints.push({ node, question, hint, at });
  };
  new MutationObserver(() => {
    if (frame) return;
    frame = true;
    requestAnimationFrame(note);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

export interface CompanionPage {
  context: BrowserContext;
  page: Page;
}

/**
 * A phone's companion page paired by opening the QR code's address (`/Companion#t=<pairing token>`), in its
 * own browser context at a phone's size; returned once it follows its thread: its socket has resumed and
 * heard that the main screen's audio is not connected yet (open it before the thread's audio socket).
 */
export async function openCompanion(
  browser: Browser,
  baseURL: string,
  pairingToken: string,
  lang: 'en' | 'zh',
  timeoutMs: number,
): Promise<CompanionPage> {
  const context = await newContext(browser, { viewport: PHONE, lang, baseURL });
  await context.addInitScript(recordPaints);
  const page = await context.newPage();
  try {
    await page.goto(`/Companion#t=${pairingToken}`);
    await page.getByTestId('companion-empty').waitFor({ timeout: timeoutMs });
    await page.getByTestId('companion-audioOffline').waitFor({ timeout: timeoutMs });
  } catch (err) {
    const shown = await page.innerText('body').catch(() => '(nothing)');
    await context.close();
    throw new Error(`live bench: the companion page did not follow its thread; it showed: ${shown}`, {
      cause: err,
    });
  }
  return { context, page };
}

/** Every note the page took so far. */
export const paintsOf = (page: Page): Promise<Paint[]> =>
  page.evaluate(() => (window as unknown as { __paints: Paint[] }).__paints);

/**
 * When the hint of `question` was first painted on the current card, counting from `from` (the question's
 * first frame being sent): on the card that showed it after `withdrawn` others with the
 * same text (drafts withdrawn), the first frame with its hint; undefined when never. Not the last card with
 * that text: when a later question's draft is withdrawn, the question before it is the current card again.
 */
export function hintPaintedAt(
  paints: Paint[],
  question: string,
  from: number,
  withdrawn: number,
): number | undefined {
  const text = question.trim();
  const cards = [...new Set(paints.filter((p) => p.question === text && p.at >= from).map((p) => p.node))];
  const node = cards[withdrawn];
  return node === undefined ? undefined : paints.find((p) => p.node === node && p.hint)?.at;
}
