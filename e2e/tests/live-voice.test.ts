// The live assistant's microphone path in real Chromium (issue 14), en and zh: Chromium's fake microphone plays
// an interviewer's question spoken by espeak-ng, the main screen sends it on the audio socket, the server's VAD
// cuts it and a transcription endpoint faked at its HTTP boundary recognises it; the hint appears on a phone (a
// second browser context in a phone viewport) that paired by reading the QR code on the main screen. Then the
// captured track ends (as when the device is unplugged): the main screen says so and offers the source again,
// the phone says the main screen's audio is offline, and choosing the source again brings the sound back.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newContext, PHONE } from '../support/browser.ts';
import { openLiveSession, pairingFromQr } from '../support/live.ts';
import { serious, text, type Lang } from '../support/mock.ts';
import { transcriptionsOf, useTranscribingServer } from '../support/openai-fake.ts';
import { newEmail, signInThroughPage, useBrowser } from '../support/session.ts';
import { spokenWav } from '../support/speech.ts';

/** The question each language's interviewer asks: what espeak-ng says, and what the fake endpoint hears. */
const ASKED: Record<Lang, { spoken: string; voice: string; heard: string }> = {
  en: { spoken: 'Why do you want to work here?', voice: 'en-us', heard: 'Why do you want to work here?' },
  zh: {
    spoken: 'ni3 wei4 shen2 me xiang3 jia1 ru4 wo3 men gong1 si1',
    voice: 'cmn-latn-pinyin',
    heard: '你为什么想加入我们公司？',
  },
};
/** Silence after the question: the file loops, and one question per capture is what the test expects. */
const SILENCE_AFTER_S = 40;

/** Keeps the page's captured microphone streams, so a test can end their tracks as an unplugged device does. */
const recordStreams = (page: Page) =>
  page.context().addInitScript(() => {
    const devices = navigator.mediaDevices;
    const capture = devices.getUserMedia.bind(devices);
    const streams: MediaStream[] = [];
    (window as unknown as { __streams: MediaStream[] }).__streams = streams;
    devices.getUserMedia = async (constraints) => {
      const stream = await capture(constraints);
      streams.push(stream);
      return stream;
    };
  });

/** Ends every captured track: stopped, and `ended` fired as the browser fires it when a device goes away. */
const unplug = (page: Page) =>
  page.evaluate(() => {
    for (const stream of (window as unknown as { __streams: MediaStream[] }).__streams) {
      for (const track of stream.getTracks()) {
        track.stop();
        track.dispatchEvent(new Event('ended'));
      }
    }
  });

const hearing = useTranscribingServer(
  (request) => ASKED[request.fields.language === 'zh' ? 'zh' : 'en'].heard,
);
const transcriptions = () => transcriptionsOf(hearing().fake).length;

async function voiceToPhone(browser: Browser, lang: Lang) {
  const asked = ASKED[lang].heard;
  const { server } = hearing();
  const context = await newContext(browser, { lang, baseURL: server.url });
  const page = await context.newPage();
  await recordStreams(page);
  await signInThroughPage(page, newEmail(`voice${lang}`), server.dataDir);
  await openLiveSession(page, lang);
  // The server recognises: the screen says so before anything is captured.
  const badge = page.getByTestId('live-recogniser');
  await expect.poll(() => badge.getAttribute('data-recogniser')).toBe('server');

  // The phone pairs by the QR code's address, before the interview's sound starts.
  const { address } = await pairingFromQr(page);
  expect(new URL(address).pathname).toBe('/Companion');
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await phone.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const glance = await phone.newPage();
  await glance.goto(address);
  await glance.getByTestId('companion-empty').waitFor();
  await page.getByTestId('live-pairing').waitFor({ state: 'detached' });
  const offline = glance.getByTestId('companion-audioOffline');
  expect(await offline.innerText()).toBe(text(lang, 'web', 'companion.notice.audioOffline'));

  // The microphone starts: its level moves, and the phone hears that the main screen's audio is on.
  await page.getByTestId('live-audio-mic').click();
  const level = page.getByTestId('live-level');
  await level.waitFor({ timeout: 15_000 });
  await offline.waitFor({ state: 'detached' });
  expect(await page.getByTestId('live-listening').innerText()).toBe(
    text(lang, 'web', 'liveSession.listening.server'),
  );
  // The spoken question, cut by the VAD and recognised, is answered on the phone.
  await glance.getByTestId('companion-grounding').waitFor({ timeout: 30_000 });
  expect(await glance.getByTestId('companion-question').innerText()).toBe(asked);
  expect(await glance.getByTestId('companion-hint').innerText()).not.toBe('');
  expect(await glance.getByTestId('companion-transcript-line').allInnerTexts()).toEqual([asked]);
  expect(await page.getByTestId('live-question-text').allInnerTexts()).toEqual([asked]);
  expect(transcriptions()).toBeGreaterThan(0);
  expect(await serious(glance)).toEqual([]);
  return { context, page, phone, glance, level };
}

for (const lang of ['en', 'zh'] as const) {
  describe(`the live assistant hearing a microphone (${lang})`, () => {
    const browser = useBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${spokenWav(ASKED[lang].spoken, ASKED[lang].voice, { after: SILENCE_AFTER_S })}`,
    ]);

    it('hears the question and shows its hint on the paired phone; an ended track is said, and reselected', async () => {
      const { context, page, phone, glance, level } = await voiceToPhone(browser(), lang);

      // The device goes away: the screen says so and offers the same source again; the phone hears it too.
      await unplug(page);
      const interrupted = page.getByTestId('live-audio-interrupted');
      await interrupted.waitFor();
      expect(await interrupted.innerText()).toBe(text(lang, 'web', 'audio.interrupted'));
      await level.waitFor({ state: 'detached' });
      await glance.getByTestId('companion-audioOffline').waitFor();
      expect(await serious(page)).toEqual([]);
      // Beside the questions on a wide screen; on a phone-wide one a banner above the questions says it too.
      const banner = page.getByTestId('live-interrupted-banner');
      expect(await banner.isVisible()).toBe(false);
      const wide = page.viewportSize();
      await page.setViewportSize(PHONE);
      await banner.waitFor();
      expect(await banner.innerText()).toContain(text(lang, 'web', 'audio.interrupted'));
      const [bannerBox, feedBox] = await Promise.all([
        banner.boundingBox(),
        page.getByTestId('live-question').first().boundingBox(),
      ]);
      expect((bannerBox?.y ?? Infinity) < (feedBox?.y ?? 0)).toBe(true);
      if (wide) await page.setViewportSize(wide);

      // Chosen again: the same session hears again (the question is heard a second time, on both screens).
      const heard = transcriptions();
      await page.getByTestId('live-audio-reselect').click();
      await level.waitFor();
      await interrupted.waitFor({ state: 'detached' });
      await glance.getByTestId('companion-audioOffline').waitFor({ state: 'detached' });
      await expect
        .poll(() => glance.getByTestId('companion-transcript-line').count(), { timeout: 30_000 })
        .toBe(2);
      expect(transcriptions()).toBeGreaterThan(heard);
      await expect.poll(() => page.getByTestId('live-question').count(), { timeout: 30_000 }).toBe(2);
      await Promise.all([context.close(), phone.close()]);
    }, 180_000);
  });
}
