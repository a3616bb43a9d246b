import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LevelMeter } from '../../../components/level-meter.tsx';
import { MicPermissionDialog } from '../../../components/mic-permission-dialog.tsx';
import type { AudioInput } from '../../../lib/audio/use-audio-input.ts';
import { canShareTab } from '../components/source-picker.tsx';
import { listeningKey, type Recogniser } from './session-rules.ts';
import { SidePanel } from './side-panel.tsx';

function SourceButtons({ audio, label }: { audio: AudioInput; label: string }) {
  const { t } = useTranslation();
  const again = audio.status === 'interrupted' && audio.source;
  return (
    <Group gap="xs">
      {again && (
        <Button onClick={() => audio.start(again, audio.deviceId)} data-testid="live-audio-reselect">
          {t('liveSession.audio.reselect')}
        </Button>
      )}
      {canShareTab() && (
        <Button
          variant={again ? 'default' : 'filled'}
          onClick={() => audio.start('tab')}
          loading={audio.status === 'starting' && audio.source === 'tab'}
          data-testid="live-audio-tab"
          aria-describedby={label}
        >
          {t('liveSession.audio.shareTab')}
        </Button>
      )}
      <Button
        variant="default"
        onClick={() => audio.start('mic', audio.source === 'mic' ? audio.deviceId : undefined)}
        loading={audio.status === 'starting' && audio.source === 'mic'}
        data-testid="live-audio-mic"
        aria-describedby={label}
      >
        {t('liveSession.audio.useMic')}
      </Button>
    </Group>
  );
}

/**
 * "Audio interrupted" at the top of the screen where the columns stack (a phone): the audio panel sits below the
 * questions there, out of sight while the candidate reads a hint. Hidden on a wide screen (live-layout.css), where
 * the panel beside the questions says it.
 */
export function InterruptedBanner({ audio }: { audio: AudioInput }) {
  const { t } = useTranslation();
  const again = audio.status === 'interrupted' && audio.source;
  if (!again) return null;
  return (
    <Alert
      color="red"
      variant="light"
      className="live-interrupted-banner"
      data-testid="live-interrupted-banner"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="red.9" fw={600}>
          {t('audio.interrupted')}
        </Text>
        <Button size="compact-md" onClick={() => audio.start(again, audio.deviceId)}>
          {t('liveSession.audio.reselect')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The screen's ears: which recogniser listens, the level meter while audio arrives, pause and resume, the
 * source buttons when nothing is captured, and "audio interrupted, reselect source" when the track ended.
 */
export function AudioPanel({
  audio,
  recogniser,
  paused,
  onPause,
  browserError,
}: {
  audio: AudioInput;
  recogniser: Recogniser;
  paused: boolean;
  onPause: (paused: boolean) => void;
  browserError: string | null;
}) {
  const { t } = useTranslation();
  const capturing = audio.status === 'on';
  return (
    <SidePanel
      id="live-audio-title"
      title={t('liveSession.audio.title')}
      action={
        <Badge
          variant="light"
          color={paused ? 'yellow' : capturing ? 'teal' : 'gray'}
          c={paused ? 'yellow.9' : capturing ? 'teal.9' : 'dark.7'}
          tt="none"
          data-testid="live-recogniser"
          data-recogniser={recogniser}
          data-paused={paused || undefined}
        >
          {t(`liveSession.recogniser.${recogniser}`)}
        </Badge>
      }
    >
      {audio.status === 'interrupted' ? (
        <Alert color="red" variant="light" role="alert" data-testid="live-audio-interrupted">
          <Text size="sm" c="red.9" fw={600} id="live-listening" data-testid="live-listening">
            {t('audio.interrupted')}
          </Text>
        </Alert>
      ) : (
        <Text size="sm" id="live-listening" data-testid="live-listening">
          {t(listeningKey(recogniser, audio.status, paused))}
        </Text>
      )}
      {browserError && (
        <Text size="sm" c="red.9" role="alert" data-testid="live-browser-recognition-error">
          {t('liveSession.listening.browserFailed')}
        </Text>
      )}
      {capturing && (
        <Group gap="sm" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <LevelMeter dbfs={paused ? null : audio.level} label={t('audio.mic.meter')} testId="live-level" />
          </div>
          <Button
            size="compact-md"
            variant={paused ? 'filled' : 'default'}
            onClick={() => onPause(!paused)}
            data-testid="live-pause"
          >
            {t(paused ? 'liveSession.audio.resume' : 'liveSession.audio.pause')}
          </Button>
        </Group>
      )}
      {!capturing && <SourceButtons audio={audio} label="live-listening" />}
      <MicPermissionDialog
        problem={audio.problem}
        onClose={audio.clearProblem}
        onRetry={audio.source ? () => audio.source && audio.start(audio.source, audio.deviceId) : undefined}
      />
    </SidePanel>
  );
}
