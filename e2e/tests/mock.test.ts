// Mock interviews in real Chromium (issue 15): a whole typed interview to a ready report with measured scores
// (and the job center's numbers moving), a short one ended early with no report, reopening the address to go
// on from the same turn, the price taken once and a start refused when nothing is left, and the report printed.
import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import {
  ANSWERS_EN,
  answerTyped,
  callApi,
  endMock,
  serious,
  startTypedMock,
  text,
  threadIdOf,
  turnOnScreen,
} from '../support/mock.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

const START = '/Dashboard/StartInterviewMock';
const SLUG = 'bytedance-backend-engineer';
/** A whole interview is 15 questions and their follow-ups, each answered through the page. */
const WHOLE_INTERVIEW_MS = 300_000;
const LONG_FLOW_MS = 150_000;

describe('mock interviews', () => {
  const browser = useBrowser();

  it(
    'runs a whole 15-question typed interview in en to a ready report, and the job center counts it',
    async () => {
      const { context, page } = await openPage(browser(), { lang: 'en' });
      await signInThroughPage(page, newEmail('mock'));
      // The job center's "practise" link lands on the start page with the position chosen.
      await page.goto(`/Dashboard/JobCenter/${SLUG}`);
      await expect(page.getByTestId('job-my-count').textContent()).resolves.toContain('0');
      await page.getByTestId('job-practise').click();
      await page.waitForURL(`**${START}?position=${SLUG}`);
      await expect(page.getByTestId('mock-position-chosen').getAttribute('data-slug')).resolves.toBe(SLUG);
      // The newcomer's free mock pays, and it is said to last at most 30 minutes.
      const price = page.getByTestId('mock-price');
      await expect(price.getAttribute('data-case')).resolves.toBe('newcomer');
      await expect(page.getByTestId('mock-price-limit').textContent()).resolves.toBe(
        text('en', 'web', 'mockStart.price.newcomerLimit', { minutes: 30 }),
      );
      expect(await serious(page)).toEqual([]);
      await page.getByTestId('mock-answer-by-text').check();
      await page.getByTestId('mock-start').click();
      await page.waitForURL('**/Tools/InterviewMock?id=*');
      const id = threadIdOf(page);

      // Taken once: the owned free mock, no credits.
      const info = await callApi<{ userItem: { mocks: number; credit: number } }>(page, 'GET', '/user/info');
      expect(info.result.userItem).toMatchObject({ mocks: 0, credit: 0 });
      await expect(page.getByTestId('mock-progress').getAttribute('data-total')).resolves.toBe('15');
      await expect(page.getByTestId('mock-time-left').textContent()).resolves.toMatch(/left/);
      expect(await serious(page)).toEqual([]);

      let answered = 0;
      while (await answerTyped(page, ANSWERS_EN[answered % ANSWERS_EN.length] ?? '')) answered++;
      expect(answered).toBeGreaterThanOrEqual(15);
      const ended = page.getByTestId('mock-ended');
      await ended.waitFor();
      await expect(ended.getAttribute('data-reason')).resolves.toBe('completed');
      await expect(page.getByTestId('mock-progress').getAttribute('data-index')).resolves.toBe('15');

      // The report: generating, then ready with scores measured from the answers.
      await page.getByTestId('mock-ended-open-report').click();
      await page.waitForURL(`**/Report/InterviewMock?id=${id}`);
      await page.getByTestId('mock-report-ready').waitFor({ timeout: 30_000 });
      const overall = Number(await page.getByTestId('mock-report-overall').textContent());
      expect(overall).toBeGreaterThan(0);
      expect(overall).toBeLessThanOrEqual(100);
      const answers = page.getByTestId('mock-report-answer');
      expect(await answers.count()).toBe(answered);
      const scores = (await page.getByTestId('mock-report-answer-score').allTextContents()).map(Number);
      expect(new Set(scores).size).toBeGreaterThan(1);
      await expect(page.getByTestId('mock-report-said').first().textContent()).resolves.toBe(ANSWERS_EN[0]);
      await expect(page.getByTestId('mock-report-engine').getAttribute('data-engine')).resolves.toBe(
        'offline',
      );
      await page.getByTestId('mock-report-radar').waitFor();
      expect(await page.getByTestId('mock-report-points').count()).toBeGreaterThan(0);
      expect(await serious(page)).toEqual([]);

      // Printed: no header, no buttons, the report whole.
      await page.emulateMedia({ media: 'print' });
      const shown = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).display !== 'none');
      await expect(shown('.public-header')).resolves.toBe(false);
      await expect(shown('[data-testid="mock-report-print"]')).resolves.toBe(false);
      await expect(shown('[data-testid="mock-report-ready"]')).resolves.toBe(true);
      const breaks = await answers.nth(1).evaluate((el) => getComputedStyle(el).breakBefore);
      expect(breaks).toBe('page');
      await page.emulateMedia({ media: 'screen' });

      // The job center's numbers now come from this session.
      await page.goto(`/Dashboard/JobCenter/${SLUG}`);
      await expect.poll(() => page.getByTestId('job-my-count').textContent()).toContain('1');
      await expect(page.getByTestId('job-my-average').textContent()).resolves.toMatch(/\d/);

      // The history: completed, its report ready with the score; nothing left to pay a new one with.
      await page.goto(START);
      const row = page.getByTestId('mock-history-row');
      await expect(row.getAttribute('data-status')).resolves.toBe('ended');
      await expect(row.getByTestId('mock-history-report').textContent()).resolves.toBe(
        text('en', 'web', 'mockStart.history.report.score', { score: overall }),
      );
      await expect(page.getByTestId('mock-price').getAttribute('data-case')).resolves.toBe('blocked');
      await expect(page.getByTestId('mock-recharge').getAttribute('href')).resolves.toBe(
        '/Dashboard/Recharge',
      );
      await expect(page.getByTestId('mock-start').isDisabled()).resolves.toBe(true);
      await context.close();
    },
    WHOLE_INTERVIEW_MS,
  );

  it(
    'goes on from the same turn when reopened, and ends a 3-round session with no report (zh, phone)',
    async () => {
      const { context, page } = await openPage(browser(), { lang: 'zh', viewport: PHONE });
      await signInThroughPage(page, newEmail('short'));
      await page.goto(START);
      await page.getByTestId('mock-position').selectOption('none');
      await page.getByTestId('mock-start').click();
      await page.waitForURL('**/Tools/InterviewMock?id=*');
      const id = threadIdOf(page);
      for (const answer of ['我负责过支付系统的重构，延迟降低了百分之四十。', '我喜欢解决复杂的后端问题。']) {
        await answerTyped(page, answer);
      }
      // Leave and come back: the same turn is waiting.
      const waiting = await turnOnScreen(page);
      await page.getByTestId('mock-leave').click();
      await page.waitForURL(`**${START}`);
      await page.getByTestId('mock-in-progress').waitFor();
      await page.getByTestId('mock-continue').click();
      await page.waitForURL(`**/Tools/InterviewMock?id=${id}`);
      await expect(turnOnScreen(page)).resolves.toEqual(waiting);
      await page.reload();
      await expect(turnOnScreen(page)).resolves.toEqual(waiting);
      await answerTyped(page, '我会先明确需求，再设计接口和数据模型。');

      // Three answers: ending now is said to leave no report, and there is none.
      await page.getByTestId('mock-end').click();
      await expect(page.getByTestId('mock-end-body').textContent()).resolves.toBe(
        text('zh', 'web', 'mockSession.end.noReport_other', { count: 3 }),
      );
      expect(await serious(page)).toEqual([]);
      await page.getByTestId('mock-end-confirm').click();
      await page.waitForURL(`**/Report/InterviewMock?id=${id}`);
      await page.getByTestId('mock-report-none').waitFor();
      await expect(page.getByTestId('mock-report-none').textContent()).resolves.toContain(
        text('zh', 'web', 'mockReport.noneBody'),
      );
      expect(await serious(page)).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await context.close();
    },
    LONG_FLOW_MS,
  );

  it(
    "reports an answer that hides a mistake as a red flag, first in its advice and in the report, and names the classics' competencies (zh)",
    async () => {
      const { context, page } = await openPage(browser(), { lang: 'zh' });
      await signInThroughPage(page, newEmail('flag'));
      const id = await startTypedMock(page);
      const answers = [
        '我做了三年后端开发，负责订单系统，把下单接口的延迟从八百毫秒降到了两百毫秒。',
        '有一次我上线的版本把优惠券算错了，我就悄悄在第二天改掉了，没有跟团队说，因为影响的用户不多。',
        '我会先和对方把分歧的原因讲清楚，再用数据对比两个方案，最后一起定下来并复盘。',
        '我希望加入一个重视工程质量的团队，我在缓存和消息队列上的经验正好对口。',
      ];
      for (const answer of answers) await answerTyped(page, answer);
      await endMock(page, id);
      await page.getByTestId('mock-report-ready').waitFor({ timeout: 30_000 });
      // The hidden mistake leads the whole report's advice and its own answer's tips.
      const overall = page.getByTestId('mock-report-suggestions').locator('li').first();
      await expect(overall.textContent()).resolves.toBe(
        text('zh', 'report', 'overall.redFlag', { count: 1, total: 4 }),
      );
      const flagged = page.getByTestId('mock-report-answer').nth(1);
      await expect(flagged.getByTestId('mock-report-said').textContent()).resolves.toBe(answers[1]);
      await expect(flagged.locator('.mock-report-tips li').first().textContent()).resolves.toBe(
        text('zh', 'report', 'suggestion.redFlag', { quote: '悄悄' }),
      );
      // Without a position the questions are classics: their competencies are named in the page's language.
      const tags = await page.getByTestId('mock-report-competency').allTextContents();
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toMatch(/\p{Script=Han}/u);
      expect(await serious(page)).toEqual([]);
      await context.close();
    },
    LONG_FLOW_MS,
  );

  it(
    'names the question an answer fits better, first in its tips, when a story is told for another question (en)',
    async () => {
      const { context, page } = await openPage(browser(), { lang: 'en' });
      await signInThroughPage(page, newEmail('elsewhere'));
      const id = await startTypedMock(page, SLUG);
      const bank = await callApi<{ items: { text: string; keyPoints: string[] }[] }>(
        page,
        'GET',
        `/jobs/${SLUG}/questions`,
        undefined,
        'en',
      );
      let swapped: { answer: string; told: string } | undefined;
      for (let i = 0; i < 4; i++) {
        await turnOnScreen(page);
        const detail = await callApi<{ events: { type: string; kind?: string; question?: string }[] }>(
          page,
          'GET',
          `/mock/threads/${id}`,
        );
        const turn = detail.result.events.filter((e) => e.type === 'turn').at(-1);
        // A question of the position's bank (the opening and follow-ups are not), and the position's question
        // whose key points share the fewest words with its own.
        const words = (t: string) => new Set(t.toLowerCase().match(/[a-z]{4,}/g) ?? []);
        const held = bank.result.items.find((q) => q.text === turn?.question);
        const asked = words(held?.keyPoints.join(' ') ?? '');
        const shared = (q: { keyPoints: string[] }) =>
          [...words(q.keyPoints.join(' '))].filter((w) => asked.has(w)).length;
        const other = bank.result.items.filter((q) => q !== held).sort((a, b) => shared(a) - shared(b))[0];
        let answer = ANSWERS_EN[i] ?? '';
        if (!swapped && turn?.kind === 'question' && held && other) {
          // A good answer, but to that other question: its key points told as a story.
          answer = [
            'Let me tell you what happened at my last company.',
            `I ${other.keyPoints.join('; ').toLowerCase()}.`,
            'That is how it went, and the team still works that way.',
          ].join(' ');
          swapped = { answer, told: other.text };
        }
        await answerTyped(page, answer);
      }
      if (!swapped) throw new Error('no bank question was asked in four turns');
      await endMock(page, id);
      await page.getByTestId('mock-report-ready').waitFor({ timeout: 30_000 });
      const said = page.getByTestId('mock-report-said');
      const cards = page.getByTestId('mock-report-answer');
      const index = (await said.allTextContents()).indexOf(swapped.answer);
      expect(index).toBeGreaterThanOrEqual(0);
      await expect(cards.nth(index).locator('.mock-report-tips li').first().textContent()).resolves.toBe(
        text('en', 'report', 'suggestion.otherQuestion', { question: swapped.told }),
      );
      expect(await serious(page)).toEqual([]);
      await context.close();
    },
    LONG_FLOW_MS,
  );

  it(
    'refuses a start when nothing is left to pay with, and says how to recharge (en)',
    async () => {
      const { context, page } = await openPage(browser(), { lang: 'en' });
      await signInThroughPage(page, newEmail('broke'));
      await page.goto(START);
      await expect(page.getByTestId('mock-price').getAttribute('data-case')).resolves.toBe('newcomer');
      // The free mock is used up elsewhere meanwhile (another tab): this page still offers the start.
      const other = await callApi<{ id: string }>(page, 'POST', '/mock/threads', { positionSlug: null });
      expect(other.status).toBe(200);
      expect((await callApi(page, 'POST', `/mock/threads/${other.result.id}/end`)).status).toBe(200);
      await page.getByTestId('mock-start').click();
      const refused = page.getByTestId('mock-start-refused');
      await expect(refused.textContent()).resolves.toContain(text('en', 'errors', 'credits.insufficient'));
      await expect(refused.textContent()).resolves.toContain(text('en', 'web', 'common.startFailed'));
      await expect(page.getByTestId('mock-refused-recharge').getAttribute('href')).resolves.toBe(
        '/Dashboard/Recharge',
      );
      await expect.poll(() => page.getByTestId('mock-price').getAttribute('data-case')).toBe('blocked');
      expect(await serious(page)).toEqual([]);
      // The ended one is listed with no report (no answer), and deletes.
      await expect
        .poll(() => page.getByTestId('mock-history-report').getAttribute('data-report'))
        .toBe('none');
      await page.getByTestId('mock-history-delete').click();
      await page.getByTestId('mock-delete-confirm').click();
      await page.getByTestId('mock-history-empty').waitFor();
      await context.close();
    },
    LONG_FLOW_MS,
  );
});
