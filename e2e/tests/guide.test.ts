import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { callApi, serious, text, threadIdOf, type Lang } from '../support/mock.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

// Issue 16: the career guide on /Dashboard/Guide, a chat on the sessions layer ending in a job-suggestion report.
type Reply = { quick: 'like' | 'unsure' | 'dislike' } | { words: string };

const log = (page: Page) => page.locator('[data-testid=guide-log] li');
const answered = async (page: Page) =>
  Number(await page.getByTestId('guide-progress').getAttribute('aria-valuenow'));

/** What the signed-in user holds: career-guide attempts and credits. */
async function holdings(page: Page): Promise<{ careers: number; credit: number }> {
  const { result } = await callApi<{ userItem: { careers: number; credit: number } }>(
    page,
    'GET',
    '/user/info',
  );
  return { careers: result.userItem.careers, credit: result.userItem.credit };
}

/**
 * Answers the statement asked, with a quick reply or in the user's own words, and waits until the guide has
 * answered back: the next statement, a retry, or (after the last one) the report on its way.
 */
async function reply(page: Page, how: Reply): Promise<void> {
  const like = page.getByTestId('guide-quick-like');
  await like.waitFor();
  await page.waitForFunction(() => {
    const button = document.querySelector('[data-testid=guide-quick-like]');
    return button !== null && !button.hasAttribute('disabled');
  });
  const before = await log(page).count();
  if ('quick' in how) await page.getByTestId(`guide-quick-${how.quick}`).click();
  else {
    await page.getByTestId('guide-reply-text').fill(how.words);
    await page.getByTestId('guide-reply-send').click();
  }
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[data-testid=guide-log] li').length >= n + 2 ||
      document.querySelector('[data-testid=guide-report], [data-testid=guide-report-making]') !== null,
    before,
  );
}

/** Answers every statement left, taking the replies in turn; answers how long the report took to show. */
async function finishGuide(page: Page, replies: Reply[]): Promise<number> {
  let i = 0;
  let lastAnswer = Date.now();
  while (
    !(await page.getByTestId('guide-report-making').isVisible()) &&
    !(await page.getByTestId('guide-report').isVisible())
  ) {
    lastAnswer = Date.now();
    await reply(page, replies[i % replies.length] ?? { quick: 'like' });
    i += 1;
  }
  await page.getByTestId('guide-report').waitFor({ timeout: 15_000 });
  return Date.now() - lastAnswer;
}

/** Buys 300 credits through the sandbox checkout, as the checkout page's form does. */
async function buyCredits(page: Page): Promise<void> {
  const order = await callApi<{ payment: { url: string } }>(page, 'POST', '/orders', {
    packageId: 'credits-300',
    method: 'sandbox',
  });
  expect(order.status).toBe(200);
  await page.evaluate(async (paymentUrl) => {
    const html = await (await fetch(paymentUrl)).text();
    const action = /<form[^>]* action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    if (!action) throw new Error('no checkout form');
    await fetch(new URL(action, new URL(paymentUrl, location.href)), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
  }, order.result.payment.url);
}

/** The page fits its viewport's width: nothing to scroll sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// A mixed way of answering, as someone would: buttons and their own words, in the guide's language.
const MIXED_EN: Reply[] = [
  { quick: 'like' },
  { words: 'Yes, definitely' },
  { quick: 'dislike' },
  { quick: 'unsure' },
  { words: 'not really' },
  { quick: 'like' },
  { words: 'maybe' },
];
const MIXED_ZH: Reply[] = [
  { words: '喜欢' },
  { quick: 'dislike' },
  { words: '还行吧' },
  { quick: 'like' },
  { words: '不太喜欢' },
];

describe('the career guide', () => {
  const browser = useBrowser();

  it('takes a new user from the first statement to a report and on to a goal; a reload goes on from the same statement (en, desktop)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en', viewport: DESKTOP });
    await signInThroughPage(page, newEmail('guide'));
    // The first-run checklist leads here.
    await page.getByTestId('first-run-explore').getByRole('link', { name: 'Career guide' }).click();
    await page.waitForURL('**/Dashboard/Guide');
    await page.getByTestId('guide-start').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      text('en', 'web', 'titles.guide'),
    );
    // The sidebar menu is disabled here (SPEC.md section 2): a click on Home goes nowhere.
    await expect(page.getByTestId('menu-home').getAttribute('aria-disabled')).resolves.toBe('true');
    await page.getByTestId('menu-home').click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/Dashboard/Guide');
    await expect(page.getByTestId('guide-start-price').textContent()).resolves.toBe(
      text('en', 'web', 'guide.start.attempts_one', { count: 1 }),
    );
    expect(await serious(page)).toEqual([]);

    // The start takes the new user's one attempt.
    await page.getByTestId('guide-start').click();
    await page.getByTestId('guide-log').waitFor();
    expect(await holdings(page)).toEqual({ careers: 0, credit: 0 });
    await expect(page.getByTestId('guide-progress-text').textContent()).resolves.toBe('0 of 35 answered');

    // Quick replies and own words; words that say none of the answers are asked again.
    for (const how of MIXED_EN) await reply(page, how);
    expect(await answered(page)).toBe(MIXED_EN.length);
    await reply(page, { words: 'what is this?' });
    await page.locator('[data-testid=guide-log] li[data-kind=retry]').waitFor();
    expect(await answered(page)).toBe(MIXED_EN.length);
    for (const how of MIXED_EN.slice(0, 4)) await reply(page, how);
    expect(await serious(page)).toEqual([]);

    // Starting over with nothing left to pay says so, with the way to recharge, and asks nothing.
    await page.getByTestId('guide-reset').click();
    const refused = page.getByTestId('guide-reset-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toContain(text('en', 'web', 'guide.reset.none', { price: 50 }));
    await expect(refused.getByRole('link').getAttribute('href')).resolves.toBe('/Dashboard/Recharge');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A reload goes on from the same statement, with the whole chat.
    const lines = await log(page).allTextContents();
    const progress = await page.getByTestId('guide-progress-text').textContent();
    const id = threadIdOf(page);
    await page.reload();
    await page.getByTestId('guide-quick-like').waitFor();
    expect(threadIdOf(page)).toBe(id);
    await expect(page.getByTestId('guide-progress-text').textContent()).resolves.toBe(progress);
    await expect.poll(() => log(page).allTextContents()).toEqual(lines);

    // While the report is on its way a progress indicator says so: its reads are slowed to be seen.
    await page.route('**/api/career/threads/*/report', async (route) => {
      await new Promise((done) => setTimeout(done, 700));
      await route.continue();
    });
    await page.evaluate(() => {
      const seen = window as Window & { makingSeen?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[data-testid=guide-report-making]')) seen.makingSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const tookMs = await finishGuide(page, MIXED_EN);
    // Ready in at most 3 s offline (the benchmark's figure); here also the slowed read and a loaded machine.
    expect(tookMs).toBeLessThan(10_000);
    expect(await page.evaluate(() => (window as Window & { makingSeen?: boolean }).makingSeen)).toBe(true);
    await page.unroute('**/api/career/threads/*/report');
    const report = page.getByTestId('guide-report');
    expect(await report.getByTestId('guide-report-code').textContent()).toMatch(/^[RIASEC]{3}$/);
    await expect(report.getByTestId('guide-family').count()).resolves.toBe(3);
    // Why a family fits: the liked statements that pointed there.
    expect(await report.getByTestId('guide-family-evidence').first().locator('li').count()).toBeGreaterThan(
      0,
    );
    expect(await serious(page)).toEqual([]);

    // A suggested position: practise it, or make it the current goal in one click.
    const position = report.getByTestId('guide-position').first();
    const slug = (await position.getAttribute('data-slug')) ?? '';
    await expect(position.getByTestId('guide-position-practise').getAttribute('href')).resolves.toBe(
      `/Dashboard/StartInterviewMock?position=${slug}`,
    );
    await position.getByTestId('guide-position-goal').click();
    await expect
      .poll(() => position.getByTestId('guide-position-goal').textContent())
      .toBe(text('en', 'web', 'guide.report.goalSet'));
    const goals = await callApi<{ items: { positionSlug: string | null; current: boolean }[] }>(
      page,
      'GET',
      '/goals',
    );
    expect(goals.result.items.filter((goal) => goal.current).map((goal) => goal.positionSlug)).toEqual([
      slug,
    ]);

    // Nothing left for another guide: said below the report, with the way to recharge.
    const blocked = page.getByTestId('guide-start-blocked');
    await blocked.waitFor();
    await expect(blocked.getByRole('link').getAttribute('href')).resolves.toBe('/Dashboard/Recharge');
    expect(await page.getByTestId('guide-start').isDisabled()).toBe(true);

    // The records list this report as the one shown; the profiles show its interests and the new goal.
    await page.getByTestId('guide-records-open').click();
    const records = page.getByRole('dialog', { name: text('en', 'web', 'guide.records.title') });
    await records.getByTestId('guide-record').first().waitFor();
    await expect(records.getByTestId('guide-record').count()).resolves.toBe(1);
    expect(await records.textContent()).toContain(text('en', 'web', 'guide.records.showing'));
    expect(await serious(page)).toEqual([]);
    await records.getByRole('button', { name: text('en', 'web', 'common.close') }).click();
    await records.waitFor({ state: 'detached' });
    await page.getByTestId('guide-profiles-open').click();
    const profiles = page.getByRole('dialog', { name: text('en', 'web', 'guide.profiles.title') });
    await profiles.getByTestId('guide-profile-goals').waitFor();
    const code = (await report.getByTestId('guide-report-code').textContent()) ?? '';
    expect(await profiles.getByTestId('guide-profile-interests').textContent()).toContain(code);
    expect(await serious(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await profiles.waitFor({ state: 'detached' });

    // The way back, and the menu works again there.
    await page.getByTestId('guide-back').click();
    await page.waitForURL('**/Dashboard/Home');
    await expect.poll(() => page.getByTestId('menu-home').getAttribute('aria-disabled')).toBeNull();
    await context.close();
  }, 240_000);

  it('asks before starting over, which takes the price; the records open a past report (zh, phone)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'zh', viewport: PHONE });
    await signInThroughPage(page, newEmail('guidezh'));
    await buyCredits(page);
    await page.goto('/Dashboard/Guide');
    await page.getByTestId('guide-start').click();
    await page.getByTestId('guide-log').waitFor();
    for (const how of MIXED_ZH.slice(0, 3)) await reply(page, how);
    expect(await answered(page)).toBe(3);
    expect(await holdings(page)).toEqual({ careers: 0, credit: 300 });
    const first = threadIdOf(page);
    expect(await fitsWidth(page)).toBe(true);
    expect(await serious(page)).toEqual([]);

    // Starting over asks first, saying what it takes; closing the question changes nothing.
    await page.getByTestId('guide-reset').click();
    const confirm = page.getByRole('dialog', { name: text('zh', 'web', 'guide.reset.title') });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(
      text('zh', 'web', 'guide.reset.bodyCredit', { price: 50, credit: 300 }),
    );
    expect(await serious(page)).toEqual([]);
    await confirm.getByRole('button', { name: text('zh', 'web', 'common.cancel') }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await answered(page)).toBe(3);
    expect((await holdings(page)).credit).toBe(300);

    await page.getByTestId('guide-reset').click();
    await page.getByTestId('guide-reset-confirm').click();
    await page.waitForFunction((old) => new URL(location.href).searchParams.get('id') !== old, first);
    await expect.poll(() => answered(page)).toBe(0);
    await expect.poll(() => log(page).count()).toBe(2);
    expect(await holdings(page)).toEqual({ careers: 0, credit: 250 });

    // This guide to its report, then another one (50 credits), each with its own answers.
    await finishGuide(page, MIXED_ZH);
    const older = threadIdOf(page);
    const olderCode = await page.getByTestId('guide-report-code').textContent();
    expect(await fitsWidth(page)).toBe(true);
    expect(await serious(page)).toEqual([]);
    await page.getByTestId('guide-start').click();
    await page.waitForFunction((old) => new URL(location.href).searchParams.get('id') !== old, older);
    await page.getByTestId('guide-log').waitFor();
    await finishGuide(page, [{ quick: 'dislike' }, { quick: 'like' }, { words: '一般' }]);
    expect((await holdings(page)).credit).toBe(200);

    // The records: both reports (not the guide started over), newest first; the older one opens on the page.
    await page.getByTestId('guide-records-open').click();
    const records = page.getByRole('dialog', { name: text('zh', 'web', 'guide.records.title') });
    await expect.poll(() => records.getByTestId('guide-record').count()).toBe(2);
    const rows = records.getByTestId('guide-record');
    expect(await rows.nth(1).getAttribute('data-id')).toBe(older);
    expect(await rows.nth(1).textContent()).toContain(olderCode ?? '?');
    expect(await serious(page)).toEqual([]);
    await rows.nth(1).getByTestId('guide-record-open').click();
    await records.waitFor({ state: 'detached' });
    await expect.poll(() => threadIdOf(page)).toBe(older);
    await expect(page.getByTestId('guide-report-code').textContent()).resolves.toBe(olderCode);
    await context.close();
  }, 300_000);

  it('refuses to start over with no attempt and too few credits, and says how to recharge (en, desktop)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en', viewport: DESKTOP });
    await signInThroughPage(page, newEmail('guidenone'));
    await page.goto('/Dashboard/Guide');
    await page.getByTestId('guide-start').click();
    await page.getByTestId('guide-log').waitFor();
    await reply(page, { quick: 'like' });
    const going = threadIdOf(page);
    expect(await holdings(page)).toEqual({ careers: 0, credit: 0 });

    // Nothing pays for a new guide: no question is asked, the page says so with the way to recharge.
    await page.getByTestId('guide-reset').click();
    const refused = page.getByTestId('guide-reset-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toContain(text('en', 'web', 'guide.reset.none', { price: 50 }));
    expect(await page.getByTestId('guide-reset-recharge').getAttribute('href')).toBe('/Dashboard/Recharge');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await serious(page)).toEqual([]);
    // The going guide and what it holds are untouched.
    expect(threadIdOf(page)).toBe(going);
    expect(await answered(page)).toBe(1);
    expect(await holdings(page)).toEqual({ careers: 0, credit: 0 });
    await reply(page, { words: 'not really' });
    expect(await answered(page)).toBe(2);
    await context.close();
  }, 120_000);

  for (const [lang, viewport, name] of [
    ['zh', DESKTOP, 'desktop'],
    ['en', PHONE, 'phone'],
  ] as const satisfies readonly (readonly [Lang, typeof DESKTOP, string])[]) {
    it(`has no serious accessibility finding on its start, chat and dialogs (${lang}, ${name})`, async () => {
      const { context, page } = await openPage(browser(), { lang, viewport });
      await signInThroughPage(page, newEmail(`guidea11y${lang}`));
      await page.goto('/Dashboard/Guide');
      await page.getByTestId('guide-start').waitFor();
      expect(await serious(page)).toEqual([]);
      await page.getByTestId('guide-start').click();
      await reply(page, { quick: 'unsure' });
      expect(await fitsWidth(page)).toBe(true);
      expect(await serious(page)).toEqual([]);
      for (const [button, title] of [
        ['guide-records-open', 'guide.records.title'],
        ['guide-profiles-open', 'guide.profiles.title'],
      ] as const) {
        await page.getByTestId(button).click();
        const dialog = page.getByRole('dialog', { name: text(lang, 'web', title) });
        await dialog.waitFor();
        await page.waitForTimeout(300);
        expect(await serious(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      await context.close();
    }, 120_000);
  }
});
