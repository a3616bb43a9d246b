import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { serious, text, type Lang } from '../support/mock.ts';
import { ROOT } from '../support/server.ts';
import { openPage, useBrowser } from '../support/session.ts';

// The legal documents' sections come with their dialog, not with the first page: what the dialog shows.
const sections = (lang: Lang, doc: 'agreement' | 'privacy'): { title: string; body: string }[] =>
  (
    JSON.parse(readFileSync(join(ROOT, `packages/shared/src/i18n/${lang}/web.json`), 'utf8')) as {
      legal: Record<string, { sections: { title: string; body: string }[] }>;
    }
  ).legal[doc]?.sections ?? [];

describe('the legal documents', () => {
  const browser = useBrowser();

  it('opens the User Agreement from the sign-in form, whole, in Chinese (zh, phone)', async () => {
    const { context, page } = await openPage(browser(), { lang: 'zh', viewport: PHONE });
    await page.goto('/Auth');
    await page.getByTestId('auth-agreement-link').click();
    const dialog = page.getByRole('dialog', { name: text('zh', 'web', 'legal.agreement.title') });
    await dialog.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      sections('zh', 'agreement').map((section) => section.title),
    );
    expect(await dialog.textContent()).toContain(text('zh', 'web', 'legal.updated'));
    expect(await serious(page)).toEqual([]);
    await context.close();
  });

  it("opens the Privacy Policy from the landing page's footer (en, desktop)", async () => {
    const { context, page } = await openPage(browser(), { lang: 'en', viewport: DESKTOP });
    await page.goto('/Welcome');
    await page.getByRole('button', { name: text('en', 'web', 'legal.privacy.title') }).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'web', 'legal.privacy.title') });
    await dialog.getByRole('heading', { level: 3 }).first().waitFor();
    const [first] = sections('en', 'privacy');
    expect(await dialog.textContent()).toContain(first?.body ?? '?');
    expect(await serious(page)).toEqual([]);
    await context.close();
  });
});
