import { useCallback, useEffect, useState } from 'react';
import type { Lang, MockMeeting } from '@offerpilot/shared';
import { speakWithBrowser, useBrowserVoice } from '../speech/browser-voice.ts';
import { leaveMeeting, nextQuestion, startMeeting, tickMeeting, type MeetingState } from './meeting-rules.ts';

/**
 * A MockMeeting running over its preset questions: it starts counting down at once, plays each question (said
 * with the browser's voice of the language when there is one) and gives it its answering time; "next" and
 * "leave" move on; `restart` meets again. `now` ticks four times a second for the clocks.
 */
export function useMeeting(meeting: MockMeeting, lang: Lang) {
  const [state, setState] = useState<MeetingState>(() => startMeeting(Date.now()));
  const [now, setNow] = useState(Date.now);
  // The question whose speech has ended, by the moment it started playing (unique per question played).
  const [saidAt, setSaidAt] = useState<number | null>(null);
  const voice = useBrowserVoice(lang);
  const seconds = meeting.questions.map((q) => q.answerSeconds);
  const running = state.kind !== 'summary';

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  if (running) {
    const moved = tickMeeting(state, now, seconds);
    if (moved !== state) setState(moved);
  }

  const asking = state.kind === 'answering' ? (meeting.questions[state.index]?.text ?? null) : null;
  const askedAt = state.kind === 'answering' ? state.from : null;
  useEffect(() => {
    if (!asking || askedAt === null || !voice) return;
    const talk = speakWithBrowser(asking, voice);
    void talk.done.then(() => setSaidAt(askedAt));
    return talk.cancel;
  }, [asking, askedAt, voice]);

  const total = seconds.length;
  const next = useCallback(() => setState((s) => nextQuestion(s, Date.now(), total)), [total]);
  const leave = useCallback(() => setState((s) => leaveMeeting(s, Date.now())), []);
  const restart = useCallback(() => {
    setNow(Date.now());
    setState(startMeeting(Date.now()));
  }, []);
  const speaking = askedAt !== null && voice !== null && saidAt !== askedAt;
  return { state, now, speaking, canSpeak: voice !== null, next, leave, restart };
}
