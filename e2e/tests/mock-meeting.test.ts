// /MockMeeting in real Chromium (issue 15): open to visitors (the bilingual demo set) and to signed-in users
// (their goal's questions); each question plays by itself after a countdown with its answering time shown;
// next and leave; the summary invites to a full mock interview. Desktop and phone, en and zh, axe on each.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE } from '../support/browser.ts';
import { callApi, serious, text, type Lang } from '../support/mock.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

/** Seconds on the answering clock ("1:28" → 88). */
async function answerSeconds(page: Page): Promise<number> {
  const clock = (await page.getByTestId('meeting-answer-time').textContent())?.match(/(\d+):(\d\d)/);
  return clock ? Number(clock[1]) * 60 + Number(clock[2]) : Number.NaN;
}

describe('the mock meeting', () => {
  // A fake camera and microphone the browser allows without asking.
  const browser = useBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);

  for (const [lang, viewport] of [
    ['en', undefined],
    ['zh', PHONE],
  ] as const) {
    it(`counts down, plays the demo questions by itself and ends with an invitation (visitor, ${lang}, ${viewport ? 'phone' : 'desktop'})`, async () => {
      const { context, page } = await openPage(browser(), { lang: lang as Lang, viewport });
      await page.goto('/MockMeeting');
      const meeting = page.getByTestId('meeting');
      await page.getByTestId('meeting-countdown').waitFor();
      await expect(meeting.getAttribute('data-phase')).resolves.toBe('countdown');
      await expect(page.getByTestId('meeting-next').isDisabled()).resolves.toBe(true);
      expect(await serious(page)).toEqual([]);

      // After the countdown the first question plays without a click, its time running down.
      const caption = page.getByTestId('meeting-caption');
      await caption.waitFor({ timeout: 10_000 });
      await expect(caption.textContent()).resolves.toBe(
        lang === 'en' ? 'Tell me about yourself.' : '请先做一下自我介绍。',
      );
      const first = await answerSeconds(page);
      expect(first).toBeGreaterThan(60);
      await expect.poll(() => answerSeconds(page), { timeout: 5_000 }).toBeLessThan(first);
      await page.getByTestId('meeting-camera').click();
      await expect.poll(() => page.getByTestId('meeting-self').getAttribute('data-camera')).toBe('on');
      expect(await serious(page)).toEqual([]);

      // "Next": the second question's countdown, then it plays.
      await page.getByTestId('meeting-next').click();
      await expect(meeting.getAttribute('data-index')).resolves.toBe('1');
      await page.getByTestId('meeting-countdown').waitFor();
      await caption.waitFor({ timeout: 10_000 });
      if (viewport) {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(viewport.width);
      }

      // Leaving: two questions taken, and the way to a full mock interview (sign in first, for a visitor).
      await page.getByTestId('meeting-leave').click();
      const summary = page.getByTestId('meeting-summary');
      await summary.waitFor();
      await expect(page.getByTestId('meeting-summary-count').textContent()).resolves.toContain(
        lang === 'en' ? 'You took 2 of 5 questions' : '5 题中的 2 题',
      );
      await expect(page.getByTestId('meeting-invite').getAttribute('href')).resolves.toBe('/Auth');
      await expect(page.getByTestId('meeting-invite').textContent()).resolves.toBe(
        text(lang, 'web', 'mockMeeting.summary.signIn'),
      );
      expect(await serious(page)).toEqual([]);
      await context.close();
    });
  }

  it('plays the signed-in user’s goal questions and invites to a full mock interview (en, phone)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en', viewport: PHONE });
    await signInThroughPage(page, newEmail('meet'));
    await callApi(page, 'POST', '/goals/from-position/bytedance-backend-engineer');
    await page.goto('/MockMeeting');
    await expect
      .poll(() => page.getByTestId('mock-meeting').textContent())
      .toContain(text('en', 'web', 'mockMeeting.fromGoal'));
    await page.getByTestId('meeting-caption').waitFor({ timeout: 10_000 });
    await page.getByTestId('meeting-leave').click();
    await expect(page.getByTestId('meeting-invite').getAttribute('href')).resolves.toBe(
      '/Dashboard/StartInterviewMock',
    );
    expect(await serious(page)).toEqual([]);
    await context.close();
  });
});
