import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { readOutboxCode } from '../support/outbox.ts';
import { settle, toastTexts, tokenOf } from '../support/page-checks.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

// A refused form says why once: a field's refusal under the field only, anything else in one toast.
const CASES = [
  ['en', DESKTOP],
  ['zh', PHONE],
] as const;

/** The server's answer to a body with a field it refuses, as the HTTP layer sends it. */
const fieldRefusal = (field: string, message: string) => ({
  status: 400,
  contentType: 'application/json',
  body: JSON.stringify({
    success: false,
    code: 400,
    message,
    error: 'validation.invalid',
    result: { field },
  }),
});

const fieldErrors = (page: Page, form: string) =>
  page.getByTestId(form).locator('.mantine-InputWrapper-error').allTextContents();

describe('a refused form shows its error once', () => {
  const browser = useBrowser();

  for (const [lang, viewport] of CASES) {
    it(`goal form: a refused field under the field, no toast; the goal limit in one toast (${lang})`, async () => {
      const { context, page } = await openPage(browser(), { lang, viewport });
      await signInThroughPage(page, newEmail(`formgoal${lang}`));
      await page.goto('/Dashboard/Goals');
      const message = lang === 'en' ? 'Position name: not allowed here' : '岗位名称：此处不允许';
      await page.route('**/api/goals', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill(fieldRefusal('positionName', message))
          : route.fallback(),
      );
      await page.getByTestId('goal-new').click();
      await page.getByTestId('goal-position-name').fill('Analyst');
      await page.getByTestId('goal-job-description').fill('Numbers.');
      await page.getByTestId('goal-requirements').fill('SQL');
      await page.getByTestId('goal-save').click();
      await expect.poll(() => fieldErrors(page, 'goal-form')).toEqual([message]);
      await settle(page);
      expect(await toastTexts(page)).toEqual([]);
      await page.unroute('**/api/goals');

      // Twenty goals already: the limit is no field's, so it is one toast and nothing under the fields.
      const token = await tokenOf(page);
      await page.evaluate(async (authorization) => {
        for (let i = 0; i < 20; i++) {
          await fetch('/api/goals', {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/json' },
            body: JSON.stringify({ positionName: `G${i}`, jobDescription: 'd', requirements: 'r' }),
          });
        }
      }, token);
      await page.getByTestId('goal-save').click();
      await expect.poll(() => toastTexts(page)).toHaveLength(1);
      expect((await toastTexts(page))[0]).toContain('20');
      expect(await fieldErrors(page, 'goal-form')).toEqual([]);
      await context.close();
    });

    it(`profile and personal info: a refused field under the field, no toast (${lang})`, async () => {
      const { context, page } = await openPage(browser(), { lang, viewport });
      await signInThroughPage(page, newEmail(`formprofile${lang}`));
      const message = lang === 'en' ? 'Nickname: not allowed' : '昵称：不允许';
      await page.route('**/api/user/profile', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill(fieldRefusal('nickName', message))
          : route.fallback(),
      );
      await page.goto('/Dashboard/User-profile');
      await page.getByTestId('profile-nickname').fill('Ace');
      await page.getByTestId('profile-save').click();
      await expect.poll(() => fieldErrors(page, 'profile-form')).toEqual([message]);
      await settle(page);
      expect(await toastTexts(page)).toEqual([]);
      // The Materials page's personal-info card saves through the same call.
      await page.unroute('**/api/user/profile');
      const refused = lang === 'en' ? 'University: not allowed' : '学校：不允许';
      await page.route('**/api/user/profile', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill(fieldRefusal('university', refused))
          : route.fallback(),
      );
      await page.goto('/Dashboard/Resume');
      await page.getByTestId('personal-university').fill('MIT');
      await page.getByTestId('personal-save').click();
      const university = page.getByTestId('personal-university');
      await expect.poll(() => university.getAttribute('aria-invalid')).toBe('true');
      await settle(page);
      expect(await toastTexts(page)).toEqual([]);
      await context.close();
    });

    it(`gift code and sign-in code: wrong ones said in the form only (${lang})`, async () => {
      const { context, page } = await openPage(browser(), { lang, viewport });
      const email = newEmail(`formcode${lang}`);
      await page.goto('/Auth');
      await page.getByTestId('auth-email').fill(email);
      await page.getByTestId('auth-agree').check();
      await page.getByTestId('auth-get-code').click();
      await page.getByTestId('auth-code').fill('000000');
      await page.getByTestId('auth-submit').click();
      const codeInput = page.getByTestId('auth-code');
      await expect.poll(() => codeInput.getAttribute('aria-invalid')).toBe('true');
      await settle(page);
      expect(await toastTexts(page)).toEqual([]);
      // The right code then signs in as usual.
      await codeInput.fill(await readOutboxCode(inject('dataDir'), email));
      await page.getByTestId('auth-submit').click();
      await page.waitForURL('**/Dashboard/Home');

      await page.goto('/Dashboard/Recharge');
      await page.getByTestId('redeem-open').click();
      const input = page.getByTestId('redeem-code');
      await input.fill('WRONG-CODE-0000');
      await page.getByTestId('redeem-submit').click();
      await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
      await settle(page);
      expect(await toastTexts(page)).toEqual([]);
      await context.close();
    });
  }
});
