import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '../../../components/choice-cards.tsx';
import { TabAudioGuide } from '../../../components/tab-audio-guide.tsx';
import { isSpeechRecognitionAvailable } from '../../../lib/audio/speech-recognition.ts';
import type { LiveSource } from '../launch.ts';
import { MicPicker } from './mic-picker.tsx';

const SOURCES: readonly LiveSource[] = ['tab', 'mic', 'typed'];

/** Whether this browser can share a tab or window with its audio (not on phones). */
export const canShareTab = (): boolean => typeof navigator.mediaDevices?.getDisplayMedia === 'function';

/** Which recogniser will listen: the server's, else this browser's, else none (typed questions only). */
function SpeechLine({ serverAsr }: { serverAsr: boolean }) {
  const { t } = useTranslation();
  const which = serverAsr ? 'server' : isSpeechRecognitionAvailable() ? 'browser' : 'none';
  return (
    <Text size="xs" c={which === 'none' ? 'orange.9' : 'dimmed'} data-testid="speech-line">
      {t(`liveStart.setup.speech.${which}`)}
    </Text>
  );
}

/** The audio source: the meeting's tab (with the sharing guide), a microphone (picker and test), or none. */
export function SourcePicker({
  source,
  deviceId,
  serverAsr,
  onSource,
  onDevice,
}: {
  source: LiveSource;
  deviceId: string | null;
  serverAsr: boolean | null;
  onSource: (source: LiveSource) => void;
  onDevice: (deviceId: string | null) => void;
}) {
  const { t } = useTranslation();
  const tabOk = canShareTab();
  return (
    <>
      <ChoiceCards
        name="live-source"
        legend={t('audio.source.label')}
        choices={SOURCES.map((value) => ({
          value,
          title: t(`audio.source.${value}`),
          body:
            value === 'tab' && !tabOk
              ? t('liveStart.setup.sourceTabUnsupported')
              : t(`audio.source.${value}Hint`),
          disabled: value === 'tab' && !tabOk,
        }))}
        value={source}
        onChange={onSource}
        testId="live-source"
      />
      {source !== 'typed' && serverAsr !== null && <SpeechLine serverAsr={serverAsr} />}
      {source === 'tab' && (
        <Paper withBorder radius="md" p="sm">
          <TabAudioGuide />
        </Paper>
      )}
      {source === 'mic' && <MicPicker deviceId={deviceId} onChange={onDevice} />}
    </>
  );
}
