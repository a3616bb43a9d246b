import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '@offerpilot/shared';
import { fetchTurnSpeech } from '../api/turn-speech.ts';
import type { Speaker } from '../mock-setup.ts';
import { speakWithBrowser, useBrowserVoice } from '../speech/browser-voice.ts';

/** A turn to say: its id (the server's speech is per turn) and its words. */
export interface SpokenTurn {
  id: string;
  text: string;
}

/** Plays a recorded turn; resolves when it ended, rejects when the browser would not play it. */
function playAudio(blob: Blob, stopSignal: AbortSignal): Promise<void> {
  const url = URL.createObjectURL(blob);
  const audio = new Audio(url);
  const done = new Promise<void>((resolve) => {
    const finish = () => {
      URL.revokeObjectURL(url);
      resolve();
    };
    audio.onended = finish;
    audio.onerror = finish;
    stopSignal.addEventListener('abort', () => {
      audio.pause();
      finish();
    });
  });
  return audio.play().then(() => done);
}

/**
 * The interviewer's voice: each new turn is said once, by the server's speech endpoint when it has one
 * (quote.tts), else by the browser's voice of the session's language, else not at all (the screen says the
 * questions are text only). `speaking` is true while it talks (the microphone does not listen then); a browser
 * that refuses to play before a click leaves `blocked`, and `say` plays again on the click.
 */
export function useInterviewerVoice(options: {
  threadId: string;
  lang: Lang;
  enabled: boolean;
  serverTts: boolean;
  turn: SpokenTurn | null;
}) {
  const { threadId, lang, enabled, serverTts, turn } = options;
  const browserVoice = useBrowserVoice(lang);
  const speaker: Speaker = serverTts ? 'server' : browserVoice ? 'browser' : 'none';
  const [speaking, setSpeaking] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const current = useRef<AbortController | null>(null);
  const said = useRef(new Set<string>());

  const stop = useCallback(() => {
    current.current?.abort();
    current.current = null;
    window.speechSynthesis?.cancel();
    setSpeaking(false);
  }, []);

  const say = useCallback(
    async (spoken: SpokenTurn) => {
      stop();
      const control = new AbortController();
      current.current = control;
      setBlocked(false);
      setSpeaking(true);
      try {
        const blob = serverTts ? await fetchTurnSpeech(threadId, spoken.id, control.signal) : null;
        if (control.signal.aborted) return;
        if (blob) await playAudio(blob, control.signal);
        else if (browserVoice) {
          const talk = speakWithBrowser(spoken.text, browserVoice);
          control.signal.addEventListener('abort', talk.cancel);
          await talk.done;
        }
      } catch {
        // The browser wants a click before it plays sound: the screen offers "play the question".
        if (!control.signal.aborted) setBlocked(true);
      } finally {
        if (current.current === control) {
          current.current = null;
          setSpeaking(false);
        }
      }
    },
    [stop, serverTts, threadId, browserVoice],
  );

  // A turn is said once, when it is the newest; nothing is said while the voice is off. The effect runs per
  // turn id: a new object of the same turn is not a new turn.
  const latest = useRef(turn);
  useEffect(() => {
    latest.current = turn;
  });
  const turnId = turn?.id ?? null;
  useEffect(() => {
    const next = latest.current;
    if (!enabled || !next || next.id !== turnId || speaker === 'none' || said.current.has(next.id)) return;
    said.current.add(next.id);
    void say(next);
  }, [enabled, turnId, speaker, say]);

  // Leaving the screen, or turning the voice off, stops what is being said.
  useEffect(() => stop, [stop]);
  useEffect(() => (enabled ? stop : undefined), [enabled, stop]);

  return { speaker, speaking, blocked, say, stop };
}
