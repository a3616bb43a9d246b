import { useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ThreadDetail } from '@offerpilot/shared';
import { disconnectChannel } from '../../../lib/socket.ts';
import { isSpeechRecognitionAvailable } from '../../../lib/audio/speech-recognition.ts';
import { useAudioInput } from '../../../lib/audio/use-audio-input.ts';
import { useBrowserRecognition } from '../../../lib/audio/use-browser-recognition.ts';
import { useLiveQuote } from '../api/live-threads.ts';
import { readLaunch } from '../launch.ts';
import { AskPanel } from './ask-panel.tsx';
import { AudioPanel, InterruptedBanner } from './audio-panel.tsx';
import { EndSession } from './end-session.tsx';
import { PairPanel } from './pair-panel.tsx';
import { QuestionFeed } from './question-feed.tsx';
import { listeningKey, recogniserFor, sessionPhase } from './session-rules.ts';
import { ChargedNotice, EndedPanel, IdlePrompt } from './session-notices.tsx';
import { TranscriptPanel } from './transcript-panel.tsx';
import { TrialStatus } from './trial-status.tsx';
import { useLargeText } from './use-large-text.ts';
import { useLiveSession } from './use-live-session.ts';
import '../live-layout.css';
import '../live-session.css';

/** Whether the page may ask for audio without a click first (a reload has no user gesture yet). */
const mayStartUnasked = () => navigator.userActivation?.hasBeenActive ?? true;

/**
 * /Tools/InterviewAI: the main screen of a live session. Audio from the launch's source goes to the server (or
 * the browser recognises it and sends phrases), the thread's events build the feed of questions and hints, and
 * the session's state (still there?, charged, ended) shows above it.
 */
export function SessionScreen({ detail }: { detail: ThreadDetail }) {
  const { thread } = detail;
  const over = thread.status === 'ended';
  const { t } = useTranslation();
  const serverAsr = useLiveQuote().data?.serverAsr ?? false;
  const recogniser = recogniserFor(serverAsr, isSpeechRecognitionAvailable());
  const [paused, setPaused] = useState(false);
  const [large, setLarge] = useLargeText();
  const [answered, setAnswered] = useState<string | null>(null);
  const frameTo = useRef<(frame: ArrayBuffer) => void>(() => undefined);
  const audio = useAudioInput((frame) => frameTo.current(frame));
  const live = useLiveSession(over ? null : thread.id, {
    audio: audio.status === 'on',
    events: detail.events,
  });
  const phase = sessionPhase(thread, live.session, answered);
  const ended = phase.kind === 'ended';
  const listening = audio.status === 'on' && !paused && !ended;
  useEffect(() => {
    frameTo.current = (frame) => {
      if (listening && recogniser === 'server') live.sendFrame(frame);
    };
  });
  const browser = useBrowserRecognition(listening && recogniser === 'browser', thread.lang, (text) => {
    void live.send({ name: 'phrase', payload: { text } });
  });

  // The launch's microphone starts at once; a tab share needs the candidate's click (the browser asks).
  const { start, stop } = audio;
  useEffect(() => {
    const launch = readLaunch(thread.id);
    if (thread.status === 'active' && launch?.source === 'mic' && mayStartUnasked())
      start('mic', launch.deviceId);
  }, [thread.id, thread.status, start]);
  useEffect(() => {
    if (ended) stop();
  }, [ended, stop]);
  // An ended session has no sockets: its record is all there is (the layout's overlay must not wait for one).
  useEffect(() => {
    if (over) disconnectChannel('chat');
  }, [over]);

  const present = async () => {
    const ack = await live.present();
    if (ack.ok && phase.kind === 'idle') setAnswered(phase.endsAt);
    return ack;
  };

  return (
    <Stack gap="md" className="live-session" data-large={large || undefined} data-testid="live-session">
      <Group justify="space-between" gap="sm" className="live-bar">
        <Group gap="sm">
          <Title order={1} size="h3">
            {t('titles.interviewAI')}
          </Title>
          <TrialStatus charge={thread.charge} ended={ended} charged={live.charged} />
        </Group>
        <Group gap="xs">
          <Button
            variant={large ? 'filled' : 'default'}
            onClick={() => setLarge(!large)}
            aria-pressed={large}
            data-testid="live-large-text"
          >
            {t('liveSession.largeText')}
          </Button>
          {!ended && <EndSession threadId={thread.id} onEnding={stop} />}
        </Group>
      </Group>
      {phase.kind === 'idle' && <IdlePrompt endsAt={phase.endsAt} present={present} />}
      {phase.kind === 'ended' && <EndedPanel reason={phase.reason} threadId={thread.id} />}
      {live.charged && <ChargedNotice taken={live.charged} />}
      {!ended && <InterruptedBanner audio={audio} />}
      <div className="live-columns">
        <section className="live-main" aria-label={t('liveSession.feed.label')}>
          <QuestionFeed
            questions={live.model.questions}
            recogniserText={t(listeningKey(recogniser, audio.status, paused))}
          />
        </section>
        <aside className="live-side">
          {!ended && (
            <AudioPanel
              audio={audio}
              recogniser={recogniser}
              paused={paused}
              onPause={setPaused}
              browserError={browser.error}
            />
          )}
          {!ended && <AskPanel send={live.send} disabled={!live.sockets} />}
          <TranscriptPanel lines={live.model.transcript} interim={browser.interim} />
          {!ended && <PairPanel threadId={thread.id} presence={live.presence} />}
        </aside>
      </div>
    </Stack>
  );
}
