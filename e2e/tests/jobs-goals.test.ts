import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

describe('job center and goals', () => {
  const browser = useBrowser();

  it('finds a position in the job center, opens it, and sets it as the current goal', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await signInThroughPage(page, newEmail('goal'));
    await page.goto('/Dashboard/JobCenter');
    await page.getByTestId('jobs-card').first().waitFor();
    // The shipped seed: positions in every field; filtering keeps to the chosen one.
    expect(await page.getByTestId('jobs-card').count()).toBeGreaterThan(5);
    await page.getByTestId('jobs-search').fill('Credit Risk');
    await expect.poll(() => page.getByTestId('jobs-card').count()).toBe(1);
    await page.getByTestId('jobs-card').first().click();
    await page.getByTestId('job-detail').waitFor();
    await page.getByTestId('job-radar').waitFor();
    await expect.poll(() => page.getByTestId('job-question').count()).toBe(20);
    await page.getByTestId('job-set-goal').click();
    await page.getByTestId('job-goal-link').click();
    await page.getByTestId('goal-item').first().waitFor();
    const current = page.getByTestId('goal-item').filter({ has: page.getByTestId('goal-current-badge') });
    await expect(current.textContent()).resolves.toContain('Credit Risk Analyst');
    await context.close();
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`refuses a goal without job description and requirements, naming them (${lang}, phone)`, async () => {
      const { context, page } = await openPage(browser(), { lang, viewport: PHONE });
      await signInThroughPage(page, newEmail(`goalv${lang}`));
      await page.goto('/Dashboard/Goals');
      await page.getByTestId('goal-new').click();
      await page.getByTestId('goal-position-name').fill(lang === 'en' ? 'Data Analyst' : '数据分析师');
      await page.getByTestId('goal-save').click();
      // Both required fields are marked invalid, each with its message under it; nothing is saved.
      for (const id of ['goal-job-description', 'goal-requirements']) {
        await expect.poll(() => page.getByTestId(id).getAttribute('aria-invalid')).toBe('true');
      }
      const errors = await page
        .getByTestId('goal-form')
        .locator('.mantine-InputWrapper-error')
        .allTextContents();
      expect(errors).toHaveLength(2);
      for (const message of errors) expect(message).toMatch(lang === 'en' ? /[a-z]/i : /[\u4e00-\u9fff]/);
      expect(await page.getByTestId('goal-item').count()).toBe(0);
      await page.getByTestId('goal-job-description').fill('Analyse funnels and build dashboards.');
      await page.getByTestId('goal-requirements').fill('SQL, statistics, storytelling');
      await page.getByTestId('goal-save').click();
      await page.getByTestId('goal-item').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await context.close();
    });
  }
});
