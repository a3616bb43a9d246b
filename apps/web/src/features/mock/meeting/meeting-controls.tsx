import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The meeting's controls: microphone, camera, next question, leave. */
export function MeetingControls({
  micOn,
  micBusy,
  cameraOn,
  cameraBusy,
  canNext,
  onMic,
  onCamera,
  onNext,
  onLeave,
}: {
  micOn: boolean;
  micBusy: boolean;
  cameraOn: boolean;
  cameraBusy: boolean;
  canNext: boolean;
  onMic: () => void;
  onCamera: () => void;
  onNext: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group
      justify="center"
      gap="xs"
      className="meeting-controls"
      role="toolbar"
      aria-label={t('mockMeeting.controls')}
    >
      <Button
        variant={micOn ? 'filled' : 'default'}
        aria-pressed={micOn}
        loading={micBusy}
        onClick={onMic}
        data-testid="meeting-mic"
      >
        {t(micOn ? 'mockMeeting.micOff' : 'mockMeeting.micOn')}
      </Button>
      <Button
        variant={cameraOn ? 'filled' : 'default'}
        aria-pressed={cameraOn}
        loading={cameraBusy}
        onClick={onCamera}
        data-testid="meeting-camera"
      >
        {t(cameraOn ? 'mockMeeting.cameraOff' : 'mockMeeting.cameraOn')}
      </Button>
      <Button variant="default" disabled={!canNext} onClick={onNext} data-testid="meeting-next">
        {t('mockMeeting.next')}
      </Button>
      <Button color="red.9" onClick={onLeave} data-testid="meeting-leave">
        {t('mockMeeting.leave')}
      </Button>
    </Group>
  );
}
