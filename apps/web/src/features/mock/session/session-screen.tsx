import { useEffect, useState } from 'react';
import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MockAnswerBy, MockThreadDetail } from '@offerpilot/shared';
import { isSpeechRecognitionAvailable } from '../../../lib/audio/speech-recognition.ts';
import { disconnectChannel } from '../../../lib/socket.ts';
import { useMockQuote } from '../api/mock-threads.ts';
import { listenerFor } from '../mock-setup.ts';
import { answeredCount, interviewerThinking, joinPieces, latestTurn, waitingTurn } from '../mock-state.ts';
import { Conversation } from './conversation.tsx';
import { EndedPanel } from './ended-panel.tsx';
import { InterviewerCard } from './interviewer-card.tsx';
import { SessionBar } from './session-bar.tsx';
import { TypedAnswer } from './typed-answer.tsx';
import { useAnswerVoice } from './use-answer-voice.ts';
import { useInterviewerVoice } from './use-interviewer-voice.ts';
import { useMockSession } from './use-mock-session.ts';
import { VoiceAnswer } from './voice-answer.tsx';
import '@mantine/core/styles/SegmentedControl.css';
import '../mock-session.css';

/**
 * /Tools/InterviewMock: the interviewer's turn shown big and spoken, the candidate's answer by voice (the
 * microphone to the server's recognition, or the browser's) or typed, then the next turn or a follow-up;
 * progress, time, leave and continue later, end early; the end and the way to the report.
 */
export function MockSessionScreen({ detail }: { detail: MockThreadDetail }) {
  const { thread } = detail;
  const { t } = useTranslation();
  const quote = useMockQuote().data;
  const listener = quote ? listenerFor(quote.serverAsr, isSpeechRecognitionAvailable()) : null;
  const [mode, setMode] = useState<MockAnswerBy>(thread.answerBy);
  const [voiceOn, setVoiceOn] = useState(thread.voice);
  const [finishing, setFinishing] = useState(false);
  const voiceMode = mode === 'voice' && listener !== 'none';
  const [micOn, setMicOn] = useState(false);
  const session = useMockSession(detail, micOn && listener === 'server' && voiceMode);
  const { model, send } = session;
  const ended = session.session?.status === 'ended' || thread.status === 'ended';
  const reason = session.session?.status === 'ended' ? session.session.reason : (thread.endReason ?? 'user');
  const waiting = ended ? null : waitingTurn(model);
  const latest = latestTurn(model);
  const interviewer = useInterviewerVoice({
    threadId: thread.id,
    lang: thread.lang,
    enabled: voiceOn && !ended && quote !== undefined,
    serverTts: quote?.tts ?? false,
    turn: latest,
  });
  const listening = voiceMode && micOn && !!waiting && !interviewer.speaking && listener !== null;
  const voice = useAnswerVoice({
    wanted: voiceMode && !ended && listener !== null,
    listening,
    listener: listener ?? 'none',
    lang: thread.lang,
    sendFrame: session.sendFrame,
    sendPhrase: (text) => void send({ name: 'phrase', payload: { text } }),
  });
  const capturing = voice.audio.status === 'on';
  if (capturing !== micOn) setMicOn(capturing);
  // An ended session has no sockets: its record is all there is (the layout's overlay must not wait for one).
  useEffect(() => {
    if (ended) disconnectChannel('chat');
  }, [ended]);

  const answered = answeredCount(model);
  const transcript = waiting ? joinPieces(waiting.pieces, thread.lang) : '';
  const finish = async () => {
    setFinishing(true);
    await send({ name: 'done', payload: {} });
    setFinishing(false);
  };
  const stopAll = () => {
    interviewer.stop();
    voice.audio.stop();
  };

  return (
    <Stack gap="md" className="mock-session" data-testid="mock-session" data-ended={ended || undefined}>
      <SessionBar
        thread={thread}
        index={latest?.index ?? thread.progress.index}
        total={latest?.total ?? thread.progress.total}
        answered={answered}
        ended={ended}
        onEnding={stopAll}
      />
      {ended && <EndedPanel reason={reason} threadId={thread.id} answered={answered} />}
      <InterviewerCard
        turn={latest}
        thinking={!ended && interviewerThinking(model)}
        speaker={interviewer.speaker}
        speaking={interviewer.speaking}
        blocked={interviewer.blocked}
        voiceOn={voiceOn}
        ended={ended}
        onSay={() => latest && void interviewer.say(latest)}
        onVoice={setVoiceOn}
      />
      {!ended && (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="mock-answer-title"
        >
          <Stack gap="md">
            <Stack gap={6}>
              <Text id="mock-answer-title" fw={700}>
                {t('mockSession.answer.title')}
              </Text>
              <SegmentedControl
                aria-labelledby="mock-answer-title"
                value={voiceMode ? 'voice' : 'text'}
                onChange={(value) => setMode(value as MockAnswerBy)}
                data={[
                  { value: 'voice', label: t('mockSession.answer.byVoice'), disabled: listener === 'none' },
                  { value: 'text', label: t('mockSession.answer.byText') },
                ]}
                w="fit-content"
                data-testid="mock-answer-mode"
              />
              {listener === 'none' && (
                <Text size="sm" c="dimmed">
                  {t('mockSession.voice.listener.none')}
                </Text>
              )}
            </Stack>
            {voiceMode && listener ? (
              <VoiceAnswer
                audio={voice.audio}
                listener={listener}
                listening={listening}
                speaking={interviewer.speaking}
                transcript={transcript}
                interim={voice.interim}
                recognitionError={voice.recognitionError}
                canFinish={!!waiting && (transcript.length > 0 || voice.interim.length > 0)}
                finishing={finishing}
                onFinish={() => void finish()}
              />
            ) : (
              <TypedAnswer
                turnId={waiting?.id ?? null}
                disabled={!session.sockets || !waiting}
                onSend={(text, turnId) => send({ name: 'answer', payload: { text, turnId } })}
              />
            )}
          </Stack>
        </Paper>
      )}
      <Conversation turns={model.turns.slice(0, ended ? undefined : -1)} />
    </Stack>
  );
}
