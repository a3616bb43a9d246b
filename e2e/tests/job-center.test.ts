import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { E2E_LIMITS } from '../support/global-setup.ts';
import { textContrast } from '../support/page-checks.ts';
import { startBuiltServer, type RunningServer } from '../support/server.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

// Issue 12, "what a new user meets": a new install (its own server, so no other test has viewed a position).
const FRONTEND = 'microsoft-senior-frontend-engineer';
const DESIGNER = 'netease-cloud-music-ui-designer';
const VIEWPORTS = { desktop: DESKTOP, phone: PHONE };
const CASES = [
  ['en', 'desktop'],
  ['zh', 'phone'],
  ['zh', 'desktop'],
  ['en', 'phone'],
] as const;

describe('the job center of a new install', () => {
  const browser = useBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer(E2E_LIMITS);
  });
  afterAll(() => server?.stop());

  async function signedIn(lang: 'en' | 'zh', viewport: keyof typeof VIEWPORTS) {
    const opened = await openPage(browser(), { lang, viewport: VIEWPORTS[viewport], baseURL: server.url });
    await signInThroughPage(opened.page, newEmail(`jobs${lang}${viewport}`), server.dataDir);
    return opened;
  }

  const cardSlugs = (page: Page) =>
    page.getByTestId('jobs-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-slug')));

  it('says "no practice yet" where nothing has been measured, never a column of zeros (en, zh)', async () => {
    for (const [lang, empty] of [
      ['en', 'No practice yet'],
      ['zh', '暂无练习'],
    ] as const) {
      const { context, page } = await signedIn(lang, 'desktop');
      await page.goto('/Dashboard/JobCenter');
      await page.getByTestId('jobs-card').first().waitFor();
      const hot = await page.getByTestId('jobs-card-hot').allTextContents();
      expect(hot.length).toBeGreaterThan(5);
      for (const text of hot) expect(text).not.toMatch(/\b0$/);
      expect(hot.filter((text) => text.endsWith(empty)).length).toBeGreaterThan(0);
      await context.close();
    }
  });

  it('lists the front-end engineers above a UI designer for "前端" and "front", though the designer is hotter', async () => {
    const { context, page } = await signedIn('zh', 'desktop');
    await page.goto(`/Dashboard/JobCenter/${DESIGNER}`); // a view: the designer is now the hotter one
    await page.getByTestId('job-detail').waitFor();
    for (const q of ['前端', 'front']) {
      await page.goto(`/Dashboard/JobCenter?q=${encodeURIComponent(q)}`);
      await expect.poll(() => cardSlugs(page)).toContain(DESIGNER);
      const slugs = await cardSlugs(page);
      expect(slugs.indexOf(FRONTEND), slugs.join()).toBeGreaterThanOrEqual(0);
      expect(slugs.indexOf(FRONTEND)).toBeLessThan(slugs.indexOf(DESIGNER));
      expect(await page.getByTestId('jobs-card').first().textContent()).toMatch(/前端|front/i);
    }
    await context.close();
  });

  for (const [lang, viewport] of CASES) {
    it(`shows readable question-type badges (${lang}, ${viewport})`, async () => {
      const { context, page } = await signedIn(lang, viewport);
      await page.goto(`/Dashboard/JobCenter/${FRONTEND}`);
      await expect.poll(() => page.getByTestId('job-question').count(), { timeout: 10_000 }).toBe(20);
      const kinds = page.getByTestId('job-question-kind');
      const labels = new Set(await kinds.allInnerTexts());
      expect(labels.size).toBe(3); // behavioural, technical, situational
      for (let i = 0; i < (await kinds.count()); i += 7) {
        expect(await textContrast(kinds.nth(i))).toBeGreaterThanOrEqual(4.5);
      }
      await context.close();
    });
  }

  for (const [lang, viewport] of CASES.slice(0, 2)) {
    it(`still shows a position as the current goal after a reload (${lang}, ${viewport})`, async () => {
      const { context, page } = await signedIn(lang, viewport);
      await page.goto(`/Dashboard/JobCenter/${FRONTEND}`);
      const button = page.getByTestId('job-set-goal');
      await expect.poll(() => button.getAttribute('data-current')).toBe('false');
      await button.click();
      await expect.poll(() => button.getAttribute('data-current')).toBe('true');
      await page.reload();
      await page.getByTestId('job-detail').waitFor();
      await expect.poll(() => button.getAttribute('data-current')).toBe('true');
      expect(await button.isDisabled()).toBe(true);
      expect(await button.textContent()).toBe(lang === 'en' ? 'Your current goal' : '已是当前目标');
      // Another position is not the goal.
      await page.goto(`/Dashboard/JobCenter/${DESIGNER}`);
      await page.getByTestId('job-detail').waitFor();
      await expect.poll(() => button.getAttribute('data-current')).toBe('false');
      await context.close();
    });
  }

  it('shows a goal made from a position in the language the user switches to; a typed goal stays as typed', async () => {
    for (const [from, to] of [
      ['en', 'zh'],
      ['zh', 'en'],
    ] as const) {
      const { context, page } = await signedIn(from, 'desktop');
      await page.goto('/Dashboard/Goals');
      await page.getByTestId('goal-new').click();
      await page.getByTestId('goal-position-name').fill('Platform Engineer');
      await page.getByTestId('goal-job-description').fill('Keep the build fast.');
      await page.getByTestId('goal-requirements').fill('Bazel');
      await page.getByTestId('goal-save').click();
      await page.getByTestId('goal-item').first().waitFor();
      await page.goto(`/Dashboard/JobCenter/${FRONTEND}`);
      await page.getByTestId('job-set-goal').click();
      await expect.poll(() => page.getByTestId('job-set-goal').getAttribute('data-current')).toBe('true');
      // The language picker of the user dialog saves the choice and reloads the page.
      await page.getByTestId('user-card').click();
      const reloaded = page.waitForEvent('load');
      await page.getByTestId('language-picker').selectOption(to);
      await reloaded;
      await page.goto('/Dashboard/Goals');
      const current = page.getByTestId('goal-item').filter({ has: page.getByTestId('goal-current-badge') });
      await current.waitFor();
      const title = to === 'zh' ? '高级前端开发工程师' : 'Senior Frontend Engineer';
      await expect(current.locator('h2').textContent()).resolves.toContain(title);
      await expect(page.getByTestId('goals-list').textContent()).resolves.toContain('Platform Engineer');
      await page.goto('/Dashboard/Home');
      await expect(page.getByTestId('home-goal-position').textContent()).resolves.toContain(title);
      await context.close();
    }
  });
});
