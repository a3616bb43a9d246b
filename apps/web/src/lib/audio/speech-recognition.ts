import type { Lang } from '@offerpilot/shared';

// The Web Speech API's recognition (Chrome, Edge and Safari ship it, some prefixed); TypeScript's DOM library
// does not declare it.
interface RecognitionAlternative {
  readonly transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative;
}
interface RecognitionEvent extends Event {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult };
}
interface RecognitionErrorEvent extends Event {
  readonly error: string;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  const scope = globalThis as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Whether this browser recognises speech itself (the fallback when the server has no recogniser). */
export const isSpeechRecognitionAvailable = (): boolean => recognitionClass() !== null;

export interface SpeechListenerOptions {
  lang: Lang;
  /** A finished phrase (send it on `chat` as `phrase`). */
  onPhrase(text: string): void;
  /** What is being heard now, still changing. */
  onInterim?(text: string): void;
  /** Listening cannot go on: the microphone was refused (`not-allowed`), or the service is not reachable. */
  onError?(error: string): void;
}

/** Errors after which starting again would only fail again. */
/** A run shorter than this waits as long before the next start. */
const QUICK_END_MS = 1000;
const FATAL = new Set(['not-allowed', 'service-not-allowed', 'language-not-supported', 'audio-capture']);

/**
 * The browser's own speech recognition in the session's language, continuous with interim results. Browsers end
 * a recognition after a silence or a minute; while listening it starts again at once.
 */
export function startSpeechRecognition(options: SpeechListenerOptions): { stop(): void } {
  const Recognition = recognitionClass();
  if (!Recognition) throw new Error('speech recognition is not available');
  const recognition = new Recognition();
  recognition.lang = options.lang === 'zh' ? 'zh-CN' : 'en-US';
  recognition.continuous = true;
  recognition.interimResults = true;
  let listening = true;

  recognition.onresult = (event) => {
    let interim = '';
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      const text = result?.[0]?.transcript.trim() ?? '';
      if (result?.isFinal) {
        if (text) options.onPhrase(text);
      } else interim += text;
    }
    options.onInterim?.(interim);
  };
  recognition.onerror = (event) => {
    if (!FATAL.has(event.error)) return; // no-speech, network hiccups, aborted: the end handler starts again
    listening = false;
    options.onError?.(event.error);
  };
  let startedAt = 0;
  let restart: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if (!listening) return;
    startedAt = Date.now();
    try {
      recognition.start();
    } catch {
      listening = false;
      options.onError?.('start');
    }
  };
  // A run that ended at once (a network error, no service) is not retried in a tight loop.
  recognition.onend = () => {
    if (listening) restart = setTimeout(start, Date.now() - startedAt < QUICK_END_MS ? QUICK_END_MS : 0);
  };
  start();
  return {
    stop() {
      listening = false;
      clearTimeout(restart);
      recognition.abort();
    },
  };
}
