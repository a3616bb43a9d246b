import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normalizeLang, type MockMeeting } from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { MicPermissionDialog } from '../../../components/mic-permission-dialog.tsx';
import { useAudioInput } from '../../../lib/audio/use-audio-input.ts';
import { isSignedIn } from '../../../lib/storage.ts';
import { usePageTexts } from '../../../lib/use-page-texts.ts';
import { useMockMeeting } from '../api/mock-meeting.ts';
import { CameraProblem } from './camera-problem.tsx';
import { MeetingControls } from './meeting-controls.tsx';
import { MeetingSummary } from './meeting-summary.tsx';
import { InterviewerTile, SelfTile, type InterviewerView } from './meeting-tiles.tsx';
import { useCamera } from './use-camera.ts';
import { useMeeting } from './use-meeting.ts';
import './meeting.css';

/** A voice the microphone hears: louder than this (dBFS) counts as speaking. */
const TALKING_DB = -45;
const ignoreFrames = () => undefined;

function Meeting({ meeting }: { meeting: MockMeeting }) {
  const { t, i18n } = useTranslation();
  const run = useMeeting(meeting, normalizeLang(i18n.language));
  const camera = useCamera();
  const mic = useAudioInput(ignoreFrames);
  const { state, now } = run;
  if (state.kind === 'summary') {
    return (
      <MeetingSummary meeting={meeting} spent={state.spent} signedIn={isSignedIn()} onAgain={run.restart} />
    );
  }
  const question = meeting.questions[state.index];
  const view: InterviewerView =
    state.kind === 'countdown'
      ? { kind: 'countdown', index: state.index, leftMs: state.until - now }
      : { kind: 'asking', text: question?.text ?? '', leftMs: state.until - now };
  const micOn = mic.status === 'on';
  return (
    <Stack
      gap="md"
      className="meeting"
      data-testid="meeting"
      data-phase={state.kind}
      data-index={state.index}
    >
      <Text c="gray.3" size="sm" data-testid="meeting-progress">
        {t('mockMeeting.progress', { n: state.index + 1, total: meeting.questions.length })}
        {meeting.positionTitle && ` · ${meeting.positionTitle}`}
      </Text>
      <div className="meeting-grid">
        <InterviewerTile view={view} speaking={run.speaking} />
        <SelfTile stream={camera.stream} talking={micOn && (mic.level ?? -100) > TALKING_DB} />
      </div>
      {camera.problem && <CameraProblem problem={camera.problem} onClose={camera.clearProblem} />}
      {!run.canSpeak && state.kind === 'answering' && (
        <Text size="xs" c="gray.4" ta="center">
          {t('mockMeeting.noVoice')}
        </Text>
      )}
      <MeetingControls
        micOn={micOn}
        micBusy={mic.status === 'starting'}
        cameraOn={camera.stream !== null}
        cameraBusy={camera.starting}
        canNext={state.kind === 'answering'}
        onMic={() => (micOn ? mic.stop() : mic.start('mic'))}
        onCamera={() => (camera.stream ? camera.stop() : void camera.start())}
        onNext={run.next}
        onLeave={() => {
          mic.stop();
          camera.stop();
          run.leave();
        }}
      />
      <MicPermissionDialog
        problem={mic.problem}
        onClose={mic.clearProblem}
        onRetry={() => mic.start('mic')}
      />
    </Stack>
  );
}

/**
 * /MockMeeting (visitors and signed-in users): a simulated online meeting whose preset questions play one
 * after another after a countdown (a visitor's demo set, a signed-in user's from the current goal), each with
 * its answering time; it ends with a short summary and the invitation to a full mock interview.
 */
export function MockMeetingPage() {
  const { t, i18n } = useTranslation();
  const ready = usePageTexts();
  const meeting = useMockMeeting(normalizeLang(i18n.language));
  return (
    <div className="meeting-page" data-testid="mock-meeting">
      <div className="page-container">
        {ready && (
          <Stack gap={4} mb="md">
            <Title order={1} size="h3" c="white">
              {t('titles.mockMeeting')}
            </Title>
            <Text size="sm" c="gray.3">
              {meeting.data?.source === 'goal' ? t('mockMeeting.fromGoal') : t('mockMeeting.demo')}
            </Text>
          </Stack>
        )}
        {!ready || meeting.isPending ? (
          <Center py="xl">
            <Loader color="white" aria-hidden="true" />
          </Center>
        ) : meeting.isError ? (
          <LoadFailure text={t('mockMeeting.loadFailed')} query={meeting} />
        ) : (
          <Meeting meeting={meeting.data} />
        )}
      </div>
    </div>
  );
}
