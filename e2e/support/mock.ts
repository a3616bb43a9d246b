// What the mock-interview browser tests share: the dictionaries' words, axe's serious findings, API calls as
// the signed-in user, starting, answering by typing (turn after turn, as a candidate would) and ending a mock
// interview, and the requests of a model faked at its HTTP boundary (turns and reports).
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { tokenOf } from './page-checks.ts';
import { ROOT } from './server.ts';

export type Lang = 'en' | 'zh';

/** A text of a dictionary (web, errors...) by its dotted key, `{{name}}` filled from `params`. */
export function text(lang: Lang, name: string, key: string, params: Record<string, string | number> = {}) {
  const dictionary: unknown = JSON.parse(
    readFileSync(join(ROOT, `packages/shared/src/i18n/${lang}/${name}.json`), 'utf8'),
  );
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary);
  if (typeof found !== 'string') throw new Error(`no text ${lang} ${name}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, param: string) => String(params[param] ?? ''));
}

/**
 * Serious or critical axe findings on the page once its transitions are over: colours measured while a dialog
 * fades in are blends nobody reads (endless animations, a loader or a caret, are not waited for). A transition
 * that had not started yet when the wait began (a dialog opened by the last click) can still be caught halfway,
 * so findings are measured once more after a pause: a real finding is there both times, and the second is kept.
 */
export async function serious(page: Page): Promise<string[]> {
  const findings = async () => {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    const result = await new AxeBuilder({ page }).analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`,
      );
  };
  const first = await findings();
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  return findings();
}

/** An API call as the page's signed-in user; the envelope's result and the HTTP status. */
export async function callApi<T = Record<string, unknown>>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  lang?: Lang,
): Promise<{ status: number; result: T; error?: string }> {
  const token = await tokenOf(page);
  return page.evaluate(
    async ({ method, path, body, token, lang }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: token,
          'content-type': 'application/json',
          ...(lang ? { lang } : {}),
        },
        body: body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
      });
      const json = (await response.json()) as { result: T; error?: string };
      return { status: response.status, result: json.result, error: json.error };
    },
    { method, path, body, token, lang },
  );
}

/** The page's thread id (`?id=`). */
export const threadIdOf = (page: Page): string => new URL(page.url()).searchParams.get('id') ?? '';

/** Starts a mock interview answered by typing from the start page: about a job-center position, or none. */
export async function startTypedMock(page: Page, positionSlug?: string): Promise<string> {
  await page.goto(`/Dashboard/StartInterviewMock${positionSlug ? `?position=${positionSlug}` : ''}`);
  if (positionSlug)
    await page.locator(`[data-testid=mock-position-chosen][data-slug="${positionSlug}"]`).waitFor();
  else await page.getByTestId('mock-position').selectOption('none');
  await page.getByTestId('mock-answer-by-text').check();
  await page.getByTestId('mock-start').click();
  await page.waitForURL('**/Tools/InterviewMock?id=*');
  return threadIdOf(page);
}

/** Ends the interview from its screen (asked, then confirmed) and lands on its report page. */
export async function endMock(page: Page, threadId: string): Promise<void> {
  await page.getByTestId('mock-end').click();
  await page.getByTestId('mock-end-confirm').click();
  await page.waitForURL(`**/Report/InterviewMock?id=${threadId}`);
}

/** The messages of a chat request to the model. */
const messagesOf = (json: Record<string, unknown> | undefined) =>
  (json?.messages ?? []) as { content?: string }[];

/** A request whose system message is this prompt of a dictionary (`report`, `interviewer`), en or zh. */
const asks = (json: Record<string, unknown> | undefined, name: string) => {
  const first = messagesOf(json)[0]?.content;
  return first === text('en', name, 'prompt.system') || first === text('zh', name, 'prompt.system');
};

/** The request of a mock report's model. */
export const isReportRequest = (json: Record<string, unknown> | undefined) => asks(json, 'report');

/** The request of a mock interviewer's turn (phrased by the model). */
export const isTurnRequest = (json: Record<string, unknown> | undefined) => asks(json, 'interviewer');

/** The model's report for every "Answer n, score" block of an en report request's prompt, as JSON text. */
export function modelReport(json: Record<string, unknown> | undefined, summary: string): string {
  const prompt = messagesOf(json)[1]?.content ?? '';
  const indexes = [...prompt.matchAll(/^Answer (\d+), score/gm)].map((m) => Number(m[1]));
  return JSON.stringify({
    answers: indexes.map((index) => ({
      index,
      feedback: `Answer ${index}: a clear result; name the trade-off you made.`,
      suggestions: ['Say why you chose this design over the alternative.'],
    })),
    summary,
    suggestions: ['Lead with the result, then the steps.'],
  });
}

/** The interviewer's turn on screen: its id and kind. */
export async function turnOnScreen(page: Page): Promise<{ id: string; kind: string }> {
  const turn = page.getByTestId('mock-turn');
  await turn.waitFor();
  return {
    id: (await turn.getAttribute('data-turn')) ?? '',
    kind: (await turn.getAttribute('data-kind')) ?? '',
  };
}

/**
 * Answers the waiting turn by typing, then waits for the interviewer's next turn (or the end). Returns false
 * when the interview was over already.
 */
export async function answerTyped(page: Page, answer: string): Promise<boolean> {
  if (await page.getByTestId('mock-ended').isVisible()) return false;
  const { id, kind } = await turnOnScreen(page);
  if (kind === 'end') return false;
  await page.getByTestId('mock-answer-text').fill(answer);
  await page.getByTestId('mock-answer-send').click();
  await page.waitForFunction(
    (before) =>
      document.querySelector('[data-testid="mock-turn"]')?.getAttribute('data-turn') !== before ||
      !!document.querySelector('[data-testid="mock-ended"]'),
    id,
    { timeout: 20_000 },
  );
  return true;
}

/** Short but real answers of a backend engineer, taken in turn. */
export const ANSWERS_EN = [
  'I am a backend engineer with five years of experience in Go and PostgreSQL. At my last company I led the checkout service and cut its p99 latency from 800 to 200 milliseconds.',
  'I want this role because your platform serves millions of users, and I enjoy making systems reliable at that scale. My experience with caching and queues fits your requirements.',
  'In one incident our payment queue backed up. I found the slow consumer with tracing, added a circuit breaker and retries with backoff, and we cut the error rate by forty percent.',
  'When a teammate disagreed with my schema design, I wrote both options down with their costs, we ran a small benchmark together, and we chose his index plan because it was faster.',
  'I would use Redis as a cache in front of MySQL, shard by user id, and monitor hit rate and latency. First I would clarify the read and write ratio and the consistency we need.',
];
