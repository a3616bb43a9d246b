import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@offerpilot/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { isSpeechRecognitionAvailable } from '../../../lib/audio/speech-recognition.ts';
import { useMockQuote, useStartMock } from '../api/mock-threads.ts';
import { initialSetup, listenerFor, speakerFor, startBody, type MockSetup } from '../mock-setup.ts';
import { sessionPath } from '../paths.ts';
import { useBrowserVoice } from '../speech/browser-voice.ts';
import { MockHistory } from './mock-history.tsx';
import { PriceCard } from './price-card.tsx';
import { SetupCard } from './setup-card.tsx';
import '../mock.css';

/**
 * /Dashboard/StartInterviewMock: set up a mock interview (position, resume, 15 or 20 questions, language, voice
 * or typed answers, the interviewer's voice), see its price before the start, start it, and the history
 * (continue, end, open the report, delete). `?position=<slug>` comes from the "practise" links.
 */
export function StartMockPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [setup, setSetup] = useState<MockSetup>(() =>
    initialSetup(normalizeLang(i18n.language), params.get('position')),
  );
  const quote = useMockQuote().data;
  const browserVoice = useBrowserVoice(setup.lang);
  const listener = quote ? listenerFor(quote.serverAsr, isSpeechRecognitionAvailable()) : null;
  const speaker = quote ? speakerFor(quote.tts, browserVoice !== null) : null;
  const start = useStartMock();
  const refusal = start.error instanceof ApiError ? start.error.failure : null;
  const missing =
    setup.position.kind === 'job' && !setup.position.slug ? t('mockStart.position.pickFirst') : null;

  const begin = () =>
    start.mutate(startBody({ ...setup, answerBy: listener === 'none' ? 'text' : setup.answerBy }), {
      onSuccess: (thread) => navigate(sessionPath(thread.id)),
    });

  return (
    <Stack gap="xl" maw={1100} mx="auto" data-testid="mock-start-page">
      <div>
        <Title order={1}>{t('titles.startInterviewMock')}</Title>
        <Text mt={4}>{t('mockStart.subtitle')}</Text>
      </div>
      <div className="mock-start-columns">
        <SetupCard
          setup={setup}
          listener={listener}
          speaker={speaker}
          onChange={(patch) => setSetup((s) => ({ ...s, ...patch }))}
        />
        <div className="mock-start-side">
          <PriceCard starting={start.isPending} refusal={refusal} missing={missing} onStart={begin} />
        </div>
      </div>
      <MockHistory />
    </Stack>
  );
}
