import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSpeechRecognitionAvailable, startSpeechRecognition } from './speech-recognition.ts';

/** A browser recognition played by the test. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  starts = 0;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.starts++;
  }
  stop() {}
  abort() {
    this.onend?.();
  }
  hear(resultIndex: number, results: [string, boolean][]) {
    this.onresult?.({
      resultIndex,
      results: results.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal })),
    });
  }
}

describe("the browser's speech recognition", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is available only where the browser has it, prefixed or not', () => {
    expect(isSpeechRecognitionAvailable()).toBe(false);
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    expect(isSpeechRecognitionAvailable()).toBe(true);
  });

  it("listens in the session's language, reports phrases and interim text, and restarts when the browser stops", () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    const phrases: string[] = [];
    const interim: string[] = [];
    const listener = startSpeechRecognition({
      lang: 'zh',
      onPhrase: (text) => phrases.push(text),
      onInterim: (text) => interim.push(text),
    });
    const recognition = FakeRecognition.last;
    expect(recognition).toMatchObject({ lang: 'zh-CN', continuous: true, interimResults: true, starts: 1 });
    recognition?.hear(0, [['你为什么', false]]);
    recognition?.hear(0, [
      [' 你为什么想来我们公司 ', true],
      ['你的', false],
    ]);
    expect(phrases).toEqual(['你为什么想来我们公司']);
    expect(interim).toEqual(['你为什么', '你的']);
    recognition?.onerror?.({ error: 'no-speech' });
    vi.advanceTimersByTime(5000);
    recognition?.onend?.();
    vi.advanceTimersByTime(0);
    expect(recognition?.starts).toBe(2);
    // Ended at once: the next start waits a second.
    recognition?.onend?.();
    vi.advanceTimersByTime(500);
    expect(recognition?.starts).toBe(2);
    vi.advanceTimersByTime(500);
    expect(recognition?.starts).toBe(3);
    listener.stop();
    vi.advanceTimersByTime(5000);
    expect(recognition?.starts).toBe(3);
  });

  it('gives up on a refusal and says so', () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    const errors: string[] = [];
    startSpeechRecognition({ lang: 'en', onPhrase: () => undefined, onError: (e) => errors.push(e) });
    const recognition = FakeRecognition.last;
    expect(recognition?.lang).toBe('en-US');
    recognition?.onerror?.({ error: 'not-allowed' });
    recognition?.onend?.();
    vi.advanceTimersByTime(5000);
    expect([errors, recognition?.starts]).toEqual([['not-allowed'], 1]);
  });
});
