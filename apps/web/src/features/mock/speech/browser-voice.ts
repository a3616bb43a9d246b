import { useEffect, useState } from 'react';
import type { Lang } from '@offerpilot/shared';

/** The browser's speech synthesis, when it has one. */
const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/** A voice of the browser for the language (zh-CN first for Chinese), or null when it has none. */
export function findVoice(lang: Lang): SpeechSynthesisVoice | null {
  const voices = synthesis()?.getVoices() ?? [];
  const prefix = lang === 'zh' ? 'zh' : 'en';
  const mine = voices.filter((voice) => voice.lang.toLowerCase().replace('_', '-').startsWith(prefix));
  const preferred = lang === 'zh' ? mine.find((v) => /cn|hans/i.test(v.lang)) : undefined;
  return preferred ?? mine.find((voice) => voice.default) ?? mine[0] ?? null;
}

/**
 * The browser's voice for `lang` as a component sees it: browsers list their voices late (the
 * `voiceschanged` event), so this is read again when they arrive; null while there is none.
 */
export function useBrowserVoice(lang: Lang): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState(() => findVoice(lang));
  useEffect(() => {
    const speech = synthesis();
    const read = () => setVoice(findVoice(lang));
    read();
    speech?.addEventListener('voiceschanged', read);
    return () => speech?.removeEventListener('voiceschanged', read);
  }, [lang]);
  return voice;
}

/**
 * Says `text` with the browser's voice; resolves when it was said, or at once when it could not be (no
 * voice, or cancelled). `cancel` stops it.
 */
export function speakWithBrowser(
  text: string,
  voice: SpeechSynthesisVoice,
): { done: Promise<void>; cancel: () => void } {
  const speech = synthesis();
  if (!speech) return { done: Promise.resolve(), cancel: () => undefined };
  speech.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  const done = new Promise<void>((resolve) => {
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
  });
  speech.speak(utterance);
  return { done, cancel: () => speech.cancel() };
}
