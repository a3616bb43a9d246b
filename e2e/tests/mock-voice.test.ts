// A voice mock interview in zh in real Chromium (issue 15): the fake microphone plays a Mandarin answer spoken
// by espeak-ng, the page sends it on the audio socket, the server's VAD cuts it and a transcription endpoint
// faked at its HTTP boundary recognises it; the transcript grows on the page, and the answer ends on a long
// pause or on "I'm done", after which the interviewer's next turn comes.
import { describe, expect, it } from 'vitest';
import { answerTyped, callApi, serious, text, turnOnScreen } from '../support/mock.ts';
import { useTranscribingServer } from '../support/openai-fake.ts';
import { newEmail, openPage, signInThroughPage, useBrowser } from '../support/session.ts';
import { spokenWav } from '../support/speech.ts';

/** What the fake endpoint "recognises" in every utterance it is sent. */
const HEARD = '我负责过支付系统的重构';

/**
 * What the fake microphone loops: the answer in Mandarin (espeak-ng from pinyin), then six seconds of silence:
 * more than the pause that ends a voice answer (MOCK_ANSWER_PAUSE_MS, 3.5 s).
 */
const answerWav = () =>
  spokenWav('wo3 fu4 ze2 guo4 zhi1 fu4 xi4 tong3 de5 chong2 gou4', 'cmn-latn-pinyin', { after: 6 });

describe('a voice mock interview (zh, fake microphone, server VAD, transcription faked at its HTTP boundary)', () => {
  const wav = answerWav();
  const browser = useBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ]);
  const hearing = useTranscribingServer(() => HEARD);

  it('shows the answer as it is heard, ends it on a pause and on "I\'m done", and goes on', async () => {
    const { fake, server } = hearing();
    const { context, page } = await openPage(browser(), { lang: 'zh', baseURL: server.url });
    await signInThroughPage(page, newEmail('voice'), server.dataDir);
    await callApi(page, 'POST', '/goals/from-position/bytedance-backend-engineer');
    await page.goto('/Dashboard/StartInterviewMock');
    await expect
      .poll(() => page.getByTestId('mock-answer-by').textContent())
      .toContain(text('zh', 'web', 'mockStart.setup.listener.server'));
    await page.getByTestId('mock-answer-by-voice').check();
    await page.getByTestId('mock-voice-off').check();
    await page.getByTestId('mock-start').click();
    await page.waitForURL('**/Tools/InterviewMock?id=*');

    // The microphone starts with the screen (the start was a click); the server's recognition listens.
    await expect.poll(() => page.getByTestId('mock-listener').getAttribute('data-listener')).toBe('server');
    await page.getByTestId('mock-level').waitFor({ timeout: 15_000 });
    const first = await turnOnScreen(page);
    // The transcript grows with what the endpoint recognised; the long pause ends the answer by itself.
    await expect
      .poll(() => page.getByTestId('mock-transcript').textContent(), { timeout: 30_000 })
      .toContain(HEARD);
    expect(await serious(page)).toEqual([]);
    await expect.poll(async () => (await turnOnScreen(page)).id, { timeout: 30_000 }).not.toBe(first.id);
    const record = await callApi<{ events: { type: string; by?: string; text?: string }[] }>(
      page,
      'GET',
      `/mock/threads/${new URL(page.url()).searchParams.get('id') ?? ''}`,
    );
    expect(record.result.events.find((e) => e.type === 'answer')).toMatchObject({ by: 'voice' });
    expect(fake.requests.length).toBeGreaterThan(0);

    // "I'm done" as soon as something was heard ends the next answer without waiting for the pause.
    const second = await turnOnScreen(page);
    await expect.poll(() => page.getByTestId('mock-done').isEnabled(), { timeout: 30_000 }).toBe(true);
    await page.getByTestId('mock-done').click();
    await expect.poll(async () => (await turnOnScreen(page)).id, { timeout: 30_000 }).not.toBe(second.id);

    // Typing still works in a voice interview.
    await page
      .getByTestId('mock-answer-mode')
      .getByText(text('zh', 'web', 'mockSession.answer.byText'))
      .click();
    expect(await answerTyped(page, '我会先明确需求，再设计接口。')).toBe(true);
    await context.close();
  }, 180_000);
});
