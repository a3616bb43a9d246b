import { useEffect, useRef } from 'react';
import type { Lang } from '@offerpilot/shared';
import { useAudioInput } from '../../../lib/audio/use-audio-input.ts';
import { useBrowserRecognition } from '../../../lib/audio/use-browser-recognition.ts';
import type { Listener } from '../mock-setup.ts';

/** Whether the page may ask for the microphone without a click first (a reload has no user gesture yet). */
const mayStartUnasked = () => navigator.userActivation?.hasBeenActive ?? true;

/**
 * The candidate's microphone for voice answers: on while `wanted` (asked at once when the page came from a
 * click), its frames sent to the server only while `listening` (never while the interviewer talks), or the
 * browser's recognition sending phrases when the server has none.
 */
export function useAnswerVoice(options: {
  wanted: boolean;
  listening: boolean;
  listener: Listener;
  lang: Lang;
  sendFrame: (frame: ArrayBuffer) => void;
  sendPhrase: (text: string) => void;
}) {
  const { wanted, listening, listener, lang } = options;
  const frameTo = useRef<(frame: ArrayBuffer) => void>(() => undefined);
  const audio = useAudioInput((frame) => frameTo.current(frame));
  useEffect(() => {
    frameTo.current = (frame) => {
      if (listening && listener === 'server') options.sendFrame(frame);
    };
  });
  const browser = useBrowserRecognition(listening && listener === 'browser', lang, options.sendPhrase);

  const { start, stop, status } = audio;
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted) {
      asked.current = false;
      stop();
    } else if (!asked.current && status === 'off' && mayStartUnasked()) {
      asked.current = true;
      start('mic');
    }
  }, [wanted, status, start, stop]);

  return { audio, interim: browser.interim, recognitionError: browser.error };
}
