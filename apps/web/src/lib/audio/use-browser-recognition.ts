import { useEffect, useRef, useState } from 'react';
import type { Lang } from '@offerpilot/shared';
import { isSpeechRecognitionAvailable, startSpeechRecognition } from './speech-recognition.ts';

/**
 * The browser's own speech recognition while `enabled` (the server has none, the screen listens and is not
 * paused), in the session's language: each finished phrase goes to `onPhrase`; what is being heard now and a
 * failure that stopped it are kept for the screen.
 */
export function useBrowserRecognition(enabled: boolean, lang: Lang, onPhrase: (text: string) => void) {
  const [interim, setInterim] = useState('');
  const [error, setError] = useState<string | null>(null);
  const phraseTo = useRef(onPhrase);
  useEffect(() => {
    phraseTo.current = onPhrase;
  });

  useEffect(() => {
    if (!enabled || !isSpeechRecognitionAvailable()) return;
    const listener = startSpeechRecognition({
      lang,
      onPhrase: (text) => {
        setInterim('');
        phraseTo.current(text);
      },
      onInterim: setInterim,
      onError: setError,
    });
    return () => {
      listener.stop();
      setInterim('');
      setError(null);
    };
  }, [enabled, lang]);

  return { interim: enabled ? interim : '', error: enabled ? error : null };
}
