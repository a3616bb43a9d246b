import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import { serious } from '../support/mock.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

/** Made-up resumes the tests upload: plain text in English, a DOCX in Chinese. */
const EN_RESUME = `Jordan Lee
jordan.lee@example.com

EXPERIENCE
Data Analyst, Globex Corporation          Sep 2022 – Present
- Built weekly revenue dashboards in Looker for the sales leadership.
- Automated the churn report, saving 6 hours a week.

EDUCATION
University of Michigan          2016 - 2020
B.A. in Economics

SKILLS
SQL, Python, Tableau, Excel
`;

const ZH_LINES = [
  '李娜',
  '教育背景',
  '2019.09 - 2023.06  复旦大学  统计学  本科',
  '工作经历',
  '2023年7月至今  美团  数据分析师',
  '• 搭建外卖业务的实时监控看板，覆盖 30 个核心指标。',
  '专业技能',
  '熟练掌握 SQL、Python、Tableau',
];

const docx = (lines: string[]) =>
  Packer.toBuffer(new Document({ sections: [{ children: lines.map((text) => new Paragraph({ text })) }] }));

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** A WAV of a sentence spoken by espeak-ng, or of silence. */
function wav(sentence: string | null): Buffer {
  const path = join(mkdtempSync(join(tmpdir(), 'op-e2e-voice-')), 'voice.wav');
  if (sentence) {
    execFileSync('espeak-ng', ['-v', 'en', '-s', '150', '-w', path, sentence]);
    return readFileSync(path);
  }
  const rate = 16000;
  const data = Buffer.alloc(rate * 2 * 2); // two seconds of 16-bit mono silence
  const head = Buffer.alloc(44);
  head.write('RIFFxxxxWAVEfmt ', 0, 'latin1');
  head.writeUInt32LE(36 + data.length, 4);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

async function openMaterials(page: Page) {
  await page.goto('/Dashboard/Resume');
  await page.getByTestId('materials-page').waitFor();
  await page.getByTestId('resume-empty').waitFor();
}

describe('Materials: resumes, personal info and voice sample', () => {
  const browser = useBrowser();

  it('uploads a .txt resume, shows its text and facts, and reads them again after a correction', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await signInThroughPage(page, newEmail('cvtxt'));
    await openMaterials(page);
    expect(await page.title()).toMatch(/^Materials/);
    await page
      .getByTestId('resume-upload-input')
      .setInputFiles(file('jordan-lee.txt', 'text/plain', Buffer.from(EN_RESUME)));
    await page.getByTestId('resume-facts').waitFor();
    await expect(page.getByTestId('resume-text').inputValue()).resolves.toContain('Globex Corporation');
    await expect(text(page, 'facts-experience')).resolves.toContain('Data Analyst');
    await expect(text(page, 'facts-experience')).resolves.toContain('Automated the churn report');
    await expect(text(page, 'facts-education')).resolves.toContain('University of Michigan');
    await expect(text(page, 'facts-skills')).resolves.toContain('Tableau');
    // The first resume is the default one.
    await expect(page.getByTestId('resume-item').count()).resolves.toBe(1);
    await page.getByTestId('resume-default-badge').waitFor();
    // A correction: one more skill; saving reads the facts again.
    await page.getByTestId('resume-text').fill(EN_RESUME.replace('Excel', 'Excel, Kubernetes'));
    await page.getByTestId('resume-save-text').click();
    await expect.poll(() => text(page, 'facts-skills')).toContain('Kubernetes');
    await page.reload();
    await page.getByTestId('resume-facts').waitFor();
    await expect(text(page, 'facts-skills')).resolves.toContain('Kubernetes');
    expect(await serious(page)).toEqual([]);
    await context.close();
  });

  it('uploads a DOCX, pastes a second resume, makes it the default and deletes the first (zh)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'zh' });
    await signInThroughPage(page, newEmail('cvdocx'));
    await openMaterials(page);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('材料');
    const mime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await page
      .getByTestId('resume-upload-input')
      .setInputFiles(file('李娜.docx', mime, await docx(ZH_LINES)));
    await page.getByTestId('resume-facts').waitFor();
    await expect(text(page, 'facts-education')).resolves.toContain('复旦大学');
    await expect(text(page, 'facts-experience')).resolves.toContain('美团');
    await expect(text(page, 'facts-experience')).resolves.toContain('实时监控看板');
    await expect(text(page, 'facts-skills')).resolves.toContain('Tableau');
    await page.getByTestId('resume-paste-toggle').click();
    await page.getByTestId('resume-paste').fill(EN_RESUME);
    await page.getByTestId('resume-paste-save').click();
    await expect.poll(() => page.getByTestId('resume-item').count()).toBe(2);
    // The pasted one opens; it is not the default until asked.
    await expect(text(page, 'resume-detail')).resolves.toContain('Jordan Lee');
    await page.getByTestId('resume-make-default').click();
    const defaultItem = page
      .getByTestId('resume-item')
      .filter({ has: page.getByTestId('resume-default-badge') });
    await expect.poll(() => defaultItem.innerText()).toContain('Jordan Lee');
    await page.getByTestId('resume-item').filter({ hasText: '李娜' }).getByRole('button').click();
    await expect.poll(() => text(page, 'resume-detail')).toContain('复旦大学');
    await page.getByTestId('resume-delete').click();
    await page.getByTestId('resume-delete-confirm').click();
    await expect.poll(() => page.getByTestId('resume-item').count()).toBe(1);
    await expect(text(page, 'resume-item')).resolves.toContain('Jordan Lee');
    await context.close();
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`refuses an unsupported file and one over 10 MB before sending, and shows the server's refusals (${lang})`, async () => {
      const { context, page } = await openPage(browser(), { lang });
      await signInThroughPage(page, newEmail(`cvbad${lang}`));
      await openMaterials(page);
      const uploads: string[] = [];
      page.on(
        'request',
        (r) => r.method() === 'POST' && r.url().includes('/materials/') && uploads.push(r.url()),
      );
      const input = page.getByTestId('resume-upload-input');
      const error = page.locator('[aria-labelledby="resume-add-title"]').getByRole('alert');
      await input.setInputFiles(file('photo.png', 'image/png', Buffer.from('89504e470d0a1a0a', 'hex')));
      await expect(error.innerText()).resolves.toBe(
        lang === 'en'
          ? 'Unsupported file type. Please upload a PDF, DOCX or TXT file.'
          : '不支持的文件类型，请上传 PDF、DOCX 或 TXT 文件。',
      );
      await input.setInputFiles(file('big.pdf', 'application/pdf', Buffer.alloc(10 * 1024 * 1024 + 1, 0x25)));
      await expect(error.innerText()).resolves.toBe(
        lang === 'en' ? 'The file is too large. The limit is 10 MB.' : '文件过大，最大 10 MB。',
      );
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(uploads).toEqual([]);
      // A name the browser accepts, content the server cannot read: its words, in the language of the page.
      const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 0x11)]);
      await input.setInputFiles(file('cv.docx', 'application/octet-stream', brokenZip));
      await expect
        .poll(() => error.innerText())
        .toBe(
          lang === 'en'
            ? 'The document could not be read. It may be damaged or protected; please upload another file or paste the text.'
            : '无法读取该文档，文件可能已损坏或受保护，请换一个文件或直接粘贴文本。',
        );
      expect(uploads).toHaveLength(1);
      await expect(page.getByTestId('resume-item').count()).resolves.toBe(0);
      // The voice sample: the rules are shown; a silent recording is refused by the server, in words.
      await expect(text(page, 'voice-rules')).resolves.toContain(lang === 'en' ? '20 seconds' : '20 秒');
      await page
        .getByTestId('voice-upload-input')
        .setInputFiles(file('mp3.mp3', 'audio/mpeg', Buffer.from('ID3')));
      const voiceError = page.locator('[aria-labelledby="voice-title"]').getByRole('alert');
      await expect(voiceError.innerText()).resolves.toMatch(lang === 'en' ? /WAV/ : /WAV 格式/);
      await page.getByTestId('voice-upload-input').setInputFiles(file('quiet.wav', 'audio/wav', wav(null)));
      await expect
        .poll(() => voiceError.innerText())
        .toBe(
          lang === 'en'
            ? 'Too little speech in the recording. Please read one full sentence aloud.'
            : '录音中的语音太少，请完整朗读一句话。',
        );
      await context.close();
    });
  }

  it('keeps a voice sample: duration and speech shown, then deleted', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await signInThroughPage(page, newEmail('voice'));
    await openMaterials(page);
    await page
      .getByTestId('voice-upload-input')
      .setInputFiles(file('me.wav', 'audio/wav', wav('I am ready for my interview today.')));
    await page.getByTestId('voice-info').waitFor();
    await expect(text(page, 'voice-duration')).resolves.toMatch(/^\d+\.\d s$/);
    await expect(text(page, 'voice-speech')).resolves.toMatch(/^\d+\.\d s$/);
    await page.reload();
    await page.getByTestId('voice-info').waitFor();
    await page.getByTestId('voice-delete').click();
    await page.getByTestId('voice-delete-confirm').click();
    await page.getByTestId('voice-info').waitFor({ state: 'detached' });
    await context.close();
  });

  it('works on a phone: upload, facts and personal info without sideways scrolling', async () => {
    const { context, page } = await openPage(browser(), { lang: 'zh', viewport: PHONE });
    await signInThroughPage(page, newEmail('cvphone'));
    await openMaterials(page);
    await page
      .getByTestId('resume-upload-input')
      .setInputFiles(file('jordan.txt', 'text/plain', Buffer.from(EN_RESUME)));
    await page.getByTestId('resume-facts').waitFor();
    await page.getByTestId('personal-name').fill('李娜');
    await page.getByTestId('personal-university').fill('复旦大学');
    await page.getByTestId('personal-major').fill('统计学');
    await page.getByTestId('personal-save').click();
    await expect.poll(() => text(page, 'personal-status')).toBe('已保存。');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    // The profile page reads the same personal info.
    await page.goto('/Dashboard/User-profile');
    await page.getByTestId('profile-page').waitFor();
    await expect(page.getByTestId('profile-university').inputValue()).resolves.toBe('复旦大学');
    await context.close();
  });
});

describe('profile, settings and the home page', () => {
  const browser = useBrowser();

  it('edits the profile: a bad avatar address is named, a nickname reaches the user card', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await signInThroughPage(page, newEmail('prof'));
    await page.goto('/Dashboard/User-profile');
    await page.getByTestId('profile-nickname').waitFor();
    await page.getByTestId('profile-nickname').fill('Jordan');
    await page.getByTestId('profile-avatar').fill('not an address');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-avatar').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByTestId('profile-avatar').fill('');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => text(page, 'profile-status')).toBe('Profile saved.');
    await expect.poll(() => text(page, 'user-card-name')).toBe('Jordan');
    await context.close();
  });

  for (const [lang, viewport] of [
    ['en', undefined],
    ['zh', PHONE],
  ] as const) {
    it(`asks for account cancellation in Settings, shows it pending, and withdraws it (${lang})`, async () => {
      const { context, page } = await openPage(browser(), { lang, viewport });
      await signInThroughPage(page, newEmail(`cancel${lang}`));
      if (viewport) await page.getByTestId('menu-burger').click();
      await page.getByTestId('user-card').click();
      await page.getByTestId('settings-open').click();
      await page.getByTestId('settings-dialog').waitFor();
      // The cancellation state loads after the dialog opens (a loaded machine read the dialog before it came).
      await expect
        .poll(() => text(page, 'settings-dialog'))
        .toContain(lang === 'en' ? '7 working days' : '7 个工作日');
      await page.getByTestId('cancel-account').click();
      await page.getByTestId('cancel-confirm').click();
      const pending = page.getByTestId('settings-dialog').getByTestId('cancellation-pending');
      await pending.waitFor();
      await expect(pending.innerText()).resolves.toMatch(
        lang === 'en' ? /erased after \w+ \d+, \d{4}/ : /将在 \d{4}年\d+月\d+日 之后/,
      );
      // Locked at once, on every page opened afresh too: the way back instead of the page, no error toast.
      await page.keyboard.press('Escape');
      const locked = page.getByTestId('account-locked');
      await locked.waitFor();
      await page.goto('/Dashboard/JobCenter');
      await locked.waitFor();
      await expect(locked.innerText()).resolves.toContain(
        lang === 'en' ? 'Your account is locked' : '账号已锁定',
      );
      await expect(page.getByTestId('job-center').count()).resolves.toBe(0);
      await expect(page.locator('.mantine-Notification-root').count()).resolves.toBe(0);
      await locked.getByTestId('cancellation-withdraw').click();
      await page.getByTestId('job-center').waitFor();
      if (viewport) await page.getByTestId('menu-burger').click();
      await page.getByTestId('user-card').click();
      await expect(text(page, 'settings-open')).resolves.toBe(lang === 'en' ? 'Settings' : '设置');
      await page.getByTestId('settings-open').click();
      await page.getByTestId('cancel-account').waitFor();
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const state = await page.request.get('/api/account/cancellation', {
        headers: { authorization: token ?? '' },
      });
      expect((await state.json()).result).toBeNull();
      await context.close();
    });
  }

  it('shows the current goal, the default resume and positions of the goal field on the home page', async () => {
    const { context, page } = await openPage(browser(), { lang: 'en' });
    await signInThroughPage(page, newEmail('home'));
    // Nothing yet: honest empty states with their ways forward, and the hottest positions.
    await page.getByTestId('home-recommended-item').first().waitFor();
    await expect(text(page, 'home-goal')).resolves.toContain('No target job yet');
    await expect(page.getByTestId('home-resume-link').getAttribute('href')).resolves.toBe(
      '/Dashboard/Resume',
    );
    await expect(page.getByTestId('home-recommended-item').count()).resolves.toBe(3);
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const headers = { authorization: token, lang: 'en' };
    const goal = await page.request.post('/api/goals/from-position/lanhai-bank-credit-risk-analyst', {
      headers,
      data: {},
    });
    expect(goal.ok()).toBe(true);
    const pasted = await page.request.post('/api/materials/resumes/text', {
      headers,
      data: { title: 'My resume', text: EN_RESUME },
    });
    expect(pasted.ok()).toBe(true);
    await page.reload();
    await expect.poll(() => text(page, 'home-goal')).toContain('Credit Risk Analyst');
    await expect.poll(() => text(page, 'home-resume')).toContain('My resume');
    await expect.poll(() => text(page, 'home-recommended')).toContain('Finance');
    const fields = await page.request.get('/api/jobs?field=finance&pageSize=3', { headers });
    const slugs = ((await fields.json()).result.items as { slug: string }[]).map((item) => item.slug);
    await expect
      .poll(() =>
        page.getByTestId('home-recommended-item').evaluateAll((els) => els.map((e) => e.dataset.slug)),
      )
      .toEqual(slugs);
    await context.close();
  });
});
