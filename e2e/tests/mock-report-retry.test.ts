// A mock interview's report whose model fails, then is written on retry, in real Chromium (issue 15): the
// server's model is an OpenAI endpoint faked at its HTTP boundary that answers the report's request with HTTP
// 500 until the test lets it succeed. The report page says it failed and offers Retry; after the switch, Retry
// leads to a ready report whose engine line says the model wrote it, and the session still has one report.
import type { MockReportResult } from '@offerpilot/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_LIMITS } from '../support/global-setup.ts';
import {
  ANSWERS_EN,
  answerTyped,
  callApi,
  endMock,
  isReportRequest,
  modelReport,
  serious,
  startTypedMock,
  text,
} from '../support/mock.ts';
import { openAiFakes, type OpenAiFake } from '../support/openai-fake.ts';
import { startBuiltServer, type RunningServer } from '../support/server.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';

/** The interviewer's words, as the faked model phrases every turn. */
const TURN = 'Thank you. Tell me about a hard problem you solved at work.';
/** What the faked model writes as the report's summary once it is let to succeed. */
const SUMMARY = 'A structured interview with measured results; lead with the outcome next time.';
/** Answers given: one more than the 3 rounds a report needs. */
const ANSWERED = 4;

describe('a mock report whose model fails, then succeeds on retry (en, model faked at its HTTP boundary)', () => {
  const browser = useBrowser();
  let fake: OpenAiFake | undefined;
  let server: RunningServer | undefined;
  /** The report's requests fail with HTTP 500 while this holds. */
  let reportFails = true;
  beforeAll(async () => {
    const fakes = await openAiFakes();
    const started = await fakes.startOpenAiFake(({ json }) => {
      if (!isReportRequest(json)) return fakes.streamReply([TURN], {});
      if (reportFails) return { type: 'error', status: 500 };
      return { type: 'stream', chunks: [{ delta: modelReport(json, SUMMARY) }] };
    });
    fake = started;
    server = await startBuiltServer({
      ...E2E_LIMITS,
      LLM_BASE_URL: started.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_MAX_ATTEMPTS: '1',
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it('shows the failure with Retry, and Retry gives the model-written report, the same one', async () => {
    if (!fake || !server) throw new Error('server not started');
    const { context, page } = await openPage(browser(), { lang: 'en', baseURL: server.url });
    await signInThroughPage(page, newEmail('retry'), server.dataDir);
    const id = await startTypedMock(page);
    // The interviewer speaks the model's words.
    await expect.poll(() => page.getByTestId('mock-turn').textContent()).toContain(TURN);
    for (let i = 0; i < ANSWERED; i++) expect(await answerTyped(page, ANSWERS_EN[i] ?? '')).toBe(true);

    // Ended after 4 answers: a report is written, and its model fails.
    await endMock(page, id);
    const failed = page.getByTestId('mock-report-failed');
    await failed.waitFor({ timeout: 30_000 });
    await expect(failed.textContent()).resolves.toContain(text('en', 'web', 'mockReport.failed'));
    const retry = page.getByTestId('mock-report-retry');
    await expect(retry.textContent()).resolves.toBe(text('en', 'web', 'mockReport.retry'));
    expect(await serious(page)).toEqual([]);
    const reportRequests = () => fake?.requests.filter((r) => isReportRequest(r.json)).length ?? 0;
    const failedRequests = reportRequests();
    expect(failedRequests).toBe(1);
    // Still failed when read again: nothing retries behind the user's back.
    await page.reload();
    await failed.waitFor();

    // The model is back; Retry asks it again and the report is ready, written by it.
    reportFails = false;
    await retry.click();
    await page.getByTestId('mock-report-ready').waitFor({ timeout: 30_000 });
    expect(reportRequests()).toBe(failedRequests + 1);
    const engine = page.getByTestId('mock-report-engine');
    await expect(engine.getAttribute('data-engine')).resolves.toBe('llm');
    await expect(engine.textContent()).resolves.toBe(text('en', 'web', 'mockReport.engine.llm'));
    await expect(page.getByTestId('mock-report-answer').count()).resolves.toBe(ANSWERED);
    await expect(page.getByTestId('mock-report-ready').textContent()).resolves.toContain(SUMMARY);
    await expect(page.getByTestId('mock-report-failed').count()).resolves.toBe(0);
    expect(await serious(page)).toEqual([]);

    // One report per session: read again, asked again, or reloaded, it is the same report and the model is
    // not asked again.
    const path = `/mock/threads/${id}/report`;
    const first = await callApi<MockReportResult>(page, 'GET', path);
    expect(first.result.status).toBe('ready');
    const again = await callApi<MockReportResult>(page, 'POST', path);
    expect(again.result).toEqual(first.result);
    await page.reload();
    await page.getByTestId('mock-report-ready').waitFor();
    expect((await callApi<MockReportResult>(page, 'GET', path)).result).toEqual(first.result);
    expect(reportRequests()).toBe(failedRequests + 1);
    const history = await callApi<{ items: { id: string; report: string }[] }>(page, 'GET', '/mock/threads');
    expect(history.result.items.filter((item) => item.id === id).map((item) => item.report)).toEqual([
      'ready',
    ]);
    await context.close();
  }, 180_000);
});
