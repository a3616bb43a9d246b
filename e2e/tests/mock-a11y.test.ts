// The mock interview's screens under axe in both languages and both viewports (issue 15): the start page,
// the session (typed), the end dialog and the report.
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { ANSWERS_EN, answerTyped, callApi, serious } from '../support/mock.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

const ANSWERS_ZH = [
  '我有五年后端开发经验，负责过支付系统，把接口延迟降低了百分之四十。',
  '我想加入贵公司，因为这里的业务规模大，我擅长高并发和稳定性建设。',
  '有一次线上故障，我先用监控定位慢查询，再加缓存和限流，错误率下降了一半。',
  '和同事意见不一致时，我会把方案的成本写清楚，一起做小实验再决定。',
];

describe('the mock screens under axe', () => {
  const browser = useBrowser();

  for (const lang of ['en', 'zh'] as const) {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`finds no serious or critical violation (${lang}, ${name})`, async () => {
        const { context, page } = await openPage(browser(), { lang, viewport });
        await signInThroughPage(page, newEmail('mockaxe'));
        await callApi(page, 'POST', '/goals/from-position/bytedance-backend-engineer');
        await page.goto('/Dashboard/StartInterviewMock');
        await page.getByTestId('mock-price').waitFor();
        await page.getByTestId('mock-history-empty').waitFor();
        expect(await serious(page)).toEqual([]);
        await page.getByTestId('mock-start').click();
        await page.waitForURL('**/Tools/InterviewMock?id=*');
        await page.getByTestId('mock-turn').waitFor();
        expect(await serious(page)).toEqual([]);
        const answers = lang === 'en' ? ANSWERS_EN : ANSWERS_ZH;
        for (const answer of answers.slice(0, 4)) await answerTyped(page, answer);
        await page.getByTestId('mock-end').click();
        await page.getByTestId('mock-end-body').waitFor();
        expect(await serious(page)).toEqual([]);
        await page.getByTestId('mock-end-confirm').click();
        await page.getByTestId('mock-report-ready').waitFor({ timeout: 30_000 });
        await page.getByTestId('mock-report-radar').waitFor();
        expect(await serious(page)).toEqual([]);
        if (viewport === PHONE) {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width).toBeLessThanOrEqual(PHONE.width);
        }
        await context.close();
      }, 150_000);
    }
  }
});
