import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { callApi, serious, text } from '../support/mock.ts';
import { tokenOf } from '../support/page-checks.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

// Issue 16: the first-run checklist a new user meets on Home, remembered in user info `initStep`.
const GOAL = {
  positionName: 'Data Analyst',
  companyName: 'Acme',
  jobDescription: 'Analyse product data and report on it.',
  requirements: 'SQL, statistics, clear writing.',
};
const RESUME = 'Jane Doe\nData analyst at Acme, 2021-2024: built SQL dashboards used by 40 product managers.';

/** Prepares what a test does not click through, as the signed-in user; a refusal fails the test. */
async function prepare<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await callApi<T>(page, method, path, body);
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.error ?? ''}`);
  return answer.result;
}

const doneSteps = (page: Page) =>
  page
    .locator('[data-testid^=first-run-][data-done]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));

async function openHome(page: Page) {
  await page.goto('/Dashboard/Home');
  await page.getByTestId('first-run').waitFor();
}

describe('the first-run checklist', () => {
  const browser = useBrowser();

  it('leads a new user through its steps, ticks them from what was done, and stays hidden once hidden (en, desktop)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en', viewport: DESKTOP });
    await signInThroughPage(page, newEmail('firstrun'));
    const checklist = page.getByTestId('first-run');
    await checklist.waitFor();
    expect(await checklist.getByRole('heading').first().textContent()).toBe(
      text('en', 'web', 'home.firstRun.title'),
    );
    await expect(page.getByTestId('first-run-progress').textContent()).resolves.toBe('0 of 4 done');
    expect(await doneSteps(page)).toEqual([]);
    expect(await serious(page)).toEqual([]);

    // A resume and a goal tick their steps; the job center's visit (from the checklist) ticks "find your direction".
    await prepare(page, 'POST', '/materials/resumes/text', { text: RESUME });
    await prepare(page, 'POST', '/goals', GOAL);
    const recorded = page.waitForResponse('**/api/user/updateMeta');
    await page.getByTestId('first-run-explore').getByRole('link', { name: 'Job center' }).click();
    await page.waitForURL('**/Dashboard/JobCenter');
    expect(await (await recorded).json()).toMatchObject({ result: { initStep: 4 } });
    await openHome(page);
    await expect
      .poll(() => doneSteps(page))
      .toEqual(['first-run-materials', 'first-run-goal', 'first-run-explore']);
    await expect(page.getByTestId('first-run-progress').textContent()).resolves.toBe('3 of 4 done');
    const mockLink = page.getByTestId('first-run-mock').getByRole('link');
    await expect(mockLink.getAttribute('href')).resolves.toBe('/Dashboard/StartInterviewMock');

    // The free mock interview, started: every step done, and the account remembers each one.
    await prepare(page, 'POST', '/mock/threads', { positionSlug: null });
    await openHome(page);
    await expect.poll(() => doneSteps(page)).toHaveLength(4);
    await page.getByTestId('first-run-all-done').waitFor();
    const info = await prepare<{ userInfo: { initStep: number } }>(page, 'GET', '/user/info');
    expect(info.userInfo.initStep).toBe(15);
    expect(await serious(page)).toEqual([]);

    // Hidden on one device, hidden on another: the next steps take its place.
    await page.getByTestId('first-run-dismiss').click();
    await page.getByTestId('first-run').waitFor({ state: 'detached' });
    await page.getByTestId('next-steps').waitFor();
    const token = await tokenOf(page);
    const other = await openPage(browser(), { lang: 'en', viewport: DESKTOP });
    await other.context.addInitScript((stored) => localStorage.setItem('token', stored), token);
    await other.page.goto('/Dashboard/Home');
    await other.page.getByTestId('next-steps').waitFor();
    expect(await other.page.getByTestId('first-run').count()).toBe(0);
    await other.context.close();
    await context.close();
  }, 120_000);

  it('speaks Chinese on a phone, links each step to its page and ticks materials (zh, phone)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'zh', viewport: PHONE });
    await signInThroughPage(page, newEmail('firstrunzh'));
    const checklist = page.getByTestId('first-run');
    await checklist.waitFor();
    await expect(page.getByTestId('first-run-progress').textContent()).resolves.toBe('已完成 0/4');
    const materials = page.getByTestId('first-run-materials');
    expect(await materials.innerText()).toContain(text('zh', 'web', 'home.firstRun.steps.materials.title'));
    // Everything fits the phone's width.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(await serious(page)).toEqual([]);

    await materials.getByRole('link', { name: text('zh', 'web', 'home.firstRun.actions.materials') }).click();
    await page.waitForURL('**/Dashboard/Resume');
    await prepare(page, 'POST', '/materials/resumes/text', { text: '张三\n数据分析师，熟悉 SQL 与统计。' });
    await openHome(page);
    await expect.poll(() => doneSteps(page)).toEqual(['first-run-materials']);
    await expect(page.getByTestId('first-run-progress').textContent()).resolves.toBe('已完成 1/4');
    const explore = page.getByTestId('first-run-explore');
    await expect(
      explore
        .getByRole('link', { name: text('zh', 'web', 'home.firstRun.actions.guide') })
        .getAttribute('href'),
    ).resolves.toBe('/Dashboard/Guide');

    await page.getByTestId('first-run-dismiss').click();
    await checklist.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('next-steps').waitFor();
    expect(await page.getByTestId('first-run').count()).toBe(0);
    await context.close();
  }, 120_000);
});
