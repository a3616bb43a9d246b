// The live assistant's main screen in real Chromium against the built server (issue 14): the typed path with
// each hint's grounding (en and zh), the end and its review, the still-there prompt and the auto-end with short
// timers, and the end for insufficient times.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@offerpilot/shared';
import type { Browser } from 'playwright-core';
import { E2E_LIMITS } from '../support/global-setup.ts';
import { newContext, PHONE } from '../support/browser.ts';
import { apiAs, ask, openLiveSession } from '../support/live.ts';
import { ROOT, startBuiltServer, type RunningServer } from '../support/server.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

/** The web dictionary of a language, to compare what the screen says with what the server sent. */
const dictionary = (lang: 'en' | 'zh') =>
  JSON.parse(readFileSync(join(ROOT, `packages/shared/src/i18n/${lang}/web.json`), 'utf8')) as {
    liveSession: {
      grounding: Record<string, string>;
      types: Record<string, string>;
      engine: Record<string, string>;
    };
  };

const WORDS = {
  en: {
    bank: 'Tell me about a time you resolved a conflict in your team.',
    company: 'Why do you want to work here?',
    general: 'Which football team do you support?',
    resume:
      'Jane Doe\nEngineering manager\n\nExperience\nAcme Corp, Engineering lead, 2019-2024\n' +
      '• Resolved a conflict between two teams over the release plan with a joint review; shipped on time.\n' +
      '• Led a team of 6 engineers building a payments platform in Go, cutting checkout errors by 30%.\n\n' +
      'Skills\nGo, PostgreSQL, Kubernetes',
    goal: {
      positionName: 'Engineering manager',
      companyName: 'Acme Robotics',
      jobDescription: 'Lead the platform team.',
      requirements: 'Experience resolving conflicts across teams; clear written communication.',
    },
    inactive: 'The session ended for inactivity.',
    insufficient: 'Insufficient times',
  },
  zh: {
    bank: '请介绍一次你解决团队冲突的经历。',
    company: '你为什么想来我们公司？',
    general: '你支持哪支足球队？',
    resume:
      '张三\n工程经理\n\n工作经历\nAcme 公司，工程负责人，2019-2024\n' +
      '• 通过联合评审解决了两个团队在发布计划上的冲突，按时上线。\n' +
      '• 带领 6 名工程师用 Go 搭建支付平台，结账错误减少 30%。\n\n技能\nGo, PostgreSQL, Kubernetes',
    goal: {
      positionName: '工程经理',
      companyName: 'Acme 机器人',
      jobDescription: '带领平台团队。',
      requirements: '有跨团队解决冲突的经验；书面沟通清晰。',
    },
    inactive: '因长时间无活动，面试已结束。',
    insufficient: '次数不足',
  },
} as const;

type Card = Awaited<ReturnType<typeof ask>>;

/** The card says what the server's hint says: its bank match, type, company, engine and what it used. */
async function expectGrounding(card: Card, hint: HintEvent, lang: 'en' | 'zh') {
  const words = dictionary(lang).liveSession;
  const { sources } = hint;
  const bank = words.grounding[sources.bankQuestionId ? 'inBank' : 'notInBank'];
  expect(await card.getByTestId('live-grounding-bank').innerText()).toBe(bank);
  expect(await card.getByTestId('live-grounding-type').innerText()).toBe(words.types[sources.questionType]);
  expect(await card.getByTestId('live-grounding-engine').innerText()).toBe(words.engine[hint.engine]);
  const company = card.getByTestId('live-grounding-company');
  if (sources.company) expect(await company.innerText()).toContain(sources.company);
  else expect(await company.count()).toBe(0);
  // Each resume fact and requirement it used is on the card once: in the hint, else under it.
  const shown = (await card.innerText()).replace(/\s+/g, ' ');
  for (const item of [...sources.resumeFacts, ...sources.requirements]) {
    expect(shown.split(item.replace(/\s+/g, ' ')).length - 1, item).toBe(1);
  }
}

type HintEvent = Extract<LiveEvent, { type: 'hint' }>;

describe('the live session screen', () => {
  const browser = useBrowser();

  for (const lang of ['en', 'zh'] as const) {
    it(`answers typed questions with hints and their grounding, then ends into the review (${lang})`, async () => {
      const words = WORDS[lang];
      const { context, page } = await openPage(browser(), { lang });
      await signInThroughPage(page, newEmail(`live${lang}`));
      await apiAs(page, 'POST', '/materials/resumes/text', { text: words.resume });
      await apiAs(page, 'POST', '/goals', words.goal);
      const threadId = await openLiveSession(page, lang);
      await page.getByTestId('live-feed-empty').waitFor();
      expect(await page.getByTestId('live-recogniser').getAttribute('data-recogniser')).toMatch(
        /browser|typed/,
      );

      const cards: Card[] = [];
      for (const question of [words.bank, words.company, words.general]) {
        const card = await ask(page, question);
        expect(await card.getByTestId('live-question-text').innerText()).toBe(question);
        expect(await card.getByTestId('live-hint-text').innerText()).not.toBe('');
        cards.push(card);
      }
      // The newest question is the big one on top; each card shows what the stored hint says.
      const { events } = await apiAs<{ events: LiveEvent[] }>(page, 'GET', `/live/threads/${threadId}`);
      const hints = events.filter((e): e is HintEvent => e.type === 'hint');
      expect(hints).toHaveLength(3);
      const shown = page.getByTestId('live-question');
      expect(await shown.count()).toBe(3);
      for (const [i, hint] of hints.entries()) await expectGrounding(shown.nth(2 - i), hint, lang);
      const grounded = hints.map((h) => h.sources);
      expect(grounded.some((s) => s.bankQuestionId !== null)).toBe(true);
      expect(grounded.some((s) => s.bankQuestionId === null)).toBe(true);
      expect(grounded.some((s) => s.company === words.goal.companyName)).toBe(true);
      expect(grounded.some((s) => s.resumeFacts.length + s.requirements.length > 0)).toBe(true);

      await page.getByTestId('live-end').click();
      await page.getByTestId('live-end-confirm').click();
      await page.waitForURL('**/Report/InterviewAI?id=*');
      await page.getByTestId('review-ready').waitFor({ timeout: 30_000 });
      const reviewed = (await page.getByTestId('review-question').allInnerTexts()).join('\n');
      for (const question of [words.bank, words.company, words.general]) expect(reviewed).toContain(question);
      const practise = page.getByTestId('review-practise-link');
      for (const href of await practise.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^\/Dashboard\/(StartInterviewMock|JobCenter)\b/);
      }
      await context.close();
    });
  }
});

describe('the session ends by itself', () => {
  const browser = useBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({
      ...E2E_LIMITS,
      // Long enough for the screen to be following when the first prompt comes (it is not replayed).
      SESSION_IDLE_MS: '6000',
      SESSION_IDLE_END_MS: '4000',
      LIVE_CHARGE_AFTER_MS: '60000',
    });
  });
  afterAll(() => server?.stop());

  const open = async (b: Browser, lang: 'en' | 'zh') => {
    const context = await newContext(b, { lang, viewport: PHONE, baseURL: server.url });
    const page = await context.newPage();
    await signInThroughPage(page, newEmail(`idle${lang}`), server.dataDir);
    await openLiveSession(page, lang);
    return { context, page };
  };

  it('asks "still there?", keeps going when answered, then ends for inactivity (en)', async () => {
    const { context, page } = await open(browser(), 'en');
    await page.getByTestId('live-idle').waitFor({ timeout: 30_000 });
    await page.getByTestId('live-idle-present').click();
    await page.getByTestId('live-idle').waitFor({ state: 'detached' });
    // No answer the second time: the server ends the session.
    await page.getByTestId('live-idle').waitFor({ timeout: 30_000 });
    const ended = page.getByTestId('live-ended');
    await ended.waitFor({ timeout: 30_000 });
    expect(await ended.getAttribute('data-reason')).toBe('inactive');
    expect(await ended.innerText()).toContain(WORDS.en.inactive);
    expect(await page.getByTestId('live-ended-review').getAttribute('href')).toMatch(
      /^\/Report\/InterviewAI\?id=/,
    );
    await context.close();
  });
});

describe('the free trial runs out with nothing to pay', () => {
  const browser = useBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ ...E2E_LIMITS, LIVE_CHARGE_AFTER_MS: '4000' });
  });
  afterAll(() => server?.stop());

  it('counts the trial down, then ends for insufficient times with the recharge link (zh)', async () => {
    const context = await newContext(browser(), { lang: 'zh', baseURL: server.url });
    const page = await context.newPage();
    await signInThroughPage(page, newEmail('trial'), server.dataDir);
    await openLiveSession(page, 'zh');
    expect(await page.getByTestId('live-trial').getAttribute('data-state')).toBe('trial');
    expect(await page.getByTestId('live-trial').innerText()).toMatch(/免费试用：剩余 0:0\d/);
    const ended = page.getByTestId('live-ended');
    await ended.waitFor({ timeout: 15_000 });
    expect(await ended.getAttribute('data-reason')).toBe('insufficient');
    expect(await ended.innerText()).toContain(WORDS.zh.insufficient);
    expect(await page.getByTestId('live-ended-recharge').getAttribute('href')).toBe('/Dashboard/Recharge');
    await context.close();
  });
});
