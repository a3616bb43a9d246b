import type { Locator, Page } from 'playwright-core';

/** The texts of the error toasts on screen (Mantine notifications, top-right). */
export const toastTexts = (page: Page): Promise<string[]> =>
  page.locator('.mantine-Notification-root').allTextContents();

/** Waits long enough for a toast the last action would raise (the request layer shows it at once). */
export const settle = (page: Page) => page.waitForTimeout(600);

/** How many lines of text an element spans, from its height and its computed line height. */
export const lineCount = (element: Locator): Promise<number> =>
  element.evaluate((el) => {
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    return Math.round(el.getBoundingClientRect().height / lineHeight);
  });

/** WCAG contrast ratio of an element's text colour against its own background colour. */
export const textContrast = (element: Locator): Promise<number> =>
  element.evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(el);
    const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
    return ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05);
  });

/** The signed-in page's token, to prepare data through the API as the same user. */
export const tokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => localStorage.getItem('token') ?? '');
