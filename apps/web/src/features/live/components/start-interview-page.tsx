import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@offerpilot/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { useLiveQuote, useStartLive } from '../api/live-threads.ts';
import { saveLaunch, sessionPath } from '../launch.ts';
import { initialSetup, startBody, type LiveSetup } from '../live-setup.ts';
import { InProgressAlert } from './in-progress-alert.tsx';
import { LiveHistory } from './live-history.tsx';
import { PriceCard } from './price-card.tsx';
import { SetupCard } from './setup-card.tsx';
import { canShareTab } from './source-picker.tsx';
import '../live-start.css';

/**
 * /Dashboard/StartInterviewAI: set up a live interview (target position, resume, language, pause setting, audio
 * source), see its price before the start, start it, and the history of sessions (continue, end, review,
 * delete). The chosen source goes to the session screen with the launch (launch.ts).
 */
export function StartInterviewPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [setup, setSetup] = useState<LiveSetup>(() =>
    initialSetup(normalizeLang(i18n.language), canShareTab()),
  );
  const start = useStartLive();
  const quote = useLiveQuote().data;
  const refusal = start.error instanceof ApiError ? start.error.failure : null;
  const going = quote?.inProgress ?? null;

  const begin = () =>
    start.mutate(startBody(setup), {
      onSuccess: (thread) => {
        saveLaunch({
          threadId: thread.id,
          source: setup.source,
          ...(setup.source === 'mic' && setup.deviceId ? { deviceId: setup.deviceId } : {}),
        });
        navigate(sessionPath(thread.id));
      },
    });

  return (
    <Stack gap="xl" maw={1100} mx="auto" data-testid="live-start-page">
      <div>
        <Title order={1}>{t('titles.startInterviewAI')}</Title>
        <Text mt={4}>{t('liveStart.subtitle')}</Text>
      </div>
      {going && (
        // A start refused because of it says so in the server's words; the quote's own words otherwise.
        <InProgressAlert
          threadId={going}
          text={refusal?.error === 'session.inProgress' ? refusal.message : undefined}
        />
      )}
      <div className="live-start-columns">
        <SetupCard
          setup={setup}
          serverAsr={quote?.serverAsr ?? null}
          onChange={(patch) => setSetup((s) => ({ ...s, ...patch }))}
        />
        <div className="live-start-side">
          <PriceCard starting={start.isPending} refusal={refusal} onStart={begin} />
        </div>
      </div>
      <LiveHistory />
    </Stack>
  );
}
