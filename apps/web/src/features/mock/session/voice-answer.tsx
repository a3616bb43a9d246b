import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LevelMeter } from '../../../components/level-meter.tsx';
import { MicPermissionDialog } from '../../../components/mic-permission-dialog.tsx';
import type { AudioInput } from '../../../lib/audio/use-audio-input.ts';
import type { Listener } from '../mock-setup.ts';

/** What the microphone is doing, in words: off, waiting for the interviewer, listening (and to whom). */
function listeningKey(audio: AudioInput, listening: boolean, speaking: boolean): string {
  if (audio.status !== 'on') return 'mockSession.voice.micOff';
  if (speaking) return 'mockSession.voice.waitSpeaking';
  return listening ? 'mockSession.voice.listening' : 'mockSession.voice.waitTurn';
}

/**
 * A spoken answer: the microphone (level meter; "audio interrupted, reselect source"; the permission dialog),
 * the answer's transcript as it grows, and "I'm done" (a long pause ends it too).
 */
export function VoiceAnswer({
  audio,
  listener,
  listening,
  speaking,
  transcript,
  interim,
  recognitionError,
  canFinish,
  finishing,
  onFinish,
}: {
  audio: AudioInput;
  listener: Listener;
  listening: boolean;
  speaking: boolean;
  transcript: string;
  interim: string;
  recognitionError: string | null;
  canFinish: boolean;
  finishing: boolean;
  onFinish: () => void;
}) {
  const { t } = useTranslation();
  const on = audio.status === 'on';
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text
          size="sm"
          fw={600}
          id="mock-listening"
          data-testid="mock-listening"
          data-listening={listening || undefined}
        >
          {t(listeningKey(audio, listening, speaking))}
        </Text>
        <Text size="xs" c="dimmed" data-testid="mock-listener" data-listener={listener}>
          {t(`mockSession.voice.listener.${listener}`)}
        </Text>
      </Group>
      {on && <LevelMeter dbfs={audio.level} label={t('audio.mic.meter')} testId="mock-level" />}
      {audio.status === 'interrupted' && (
        <Alert color="red" variant="light" role="alert" data-testid="mock-audio-interrupted">
          <Text size="sm" c="red.9" fw={600}>
            {t('audio.interrupted')}
          </Text>
        </Alert>
      )}
      {!on && (
        <Group gap="xs">
          <Button
            onClick={() => audio.start('mic', audio.deviceId)}
            loading={audio.status === 'starting'}
            aria-describedby="mock-listening"
            data-testid="mock-mic-on"
          >
            {t(audio.status === 'interrupted' ? 'mockSession.voice.reselect' : 'mockSession.voice.micOn')}
          </Button>
        </Group>
      )}
      {recognitionError && (
        <Text size="sm" c="red.9" role="alert">
          {t('mockSession.voice.browserFailed')}
        </Text>
      )}
      <Paper
        withBorder
        radius="md"
        p="sm"
        bg="gray.0"
        aria-live="polite"
        aria-label={t('mockSession.voice.transcript')}
      >
        <Text
          className="mock-transcript"
          data-testid="mock-transcript"
          c={transcript || interim ? undefined : 'dimmed'}
        >
          {transcript}
          {interim && <span className="mock-interim"> {interim}</span>}
          {!transcript && !interim && t('mockSession.voice.transcriptEmpty')}
        </Text>
      </Paper>
      <Group justify="flex-end">
        <Button onClick={onFinish} disabled={!canFinish} loading={finishing} data-testid="mock-done">
          {t('mockSession.voice.done')}
        </Button>
      </Group>
      <MicPermissionDialog
        problem={audio.problem}
        onClose={audio.clearProblem}
        onRetry={() => audio.start('mic', audio.deviceId)}
      />
    </Stack>
  );
}
