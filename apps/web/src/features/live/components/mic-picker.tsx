import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LevelMeter } from '../../../components/level-meter.tsx';
import { MicPermissionDialog } from '../../../components/mic-permission-dialog.tsx';
import { listMicrophones, startCapture, type Capture } from '../../../lib/audio/capture.ts';
import { captureProblemOf, type CaptureProblem } from '../../../lib/audio/permission.ts';

/** Louder than this, sound is taken to arrive (the meter's words). */
const HEARING_DB = -50;

/** The microphone list, read again when devices change or a permission shows their names. */
function useMicrophones() {
  const [devices, setDevices] = useState<{ deviceId: string; label: string }[]>([]);
  const refresh = useCallback(() => {
    listMicrophones().then(setDevices, () => setDevices([]));
  }, []);
  useEffect(() => {
    refresh();
    navigator.mediaDevices?.addEventListener('devicechange', refresh);
    return () => navigator.mediaDevices?.removeEventListener('devicechange', refresh);
  }, [refresh]);
  return { devices, refresh };
}

/**
 * The microphone to capture: a device picker (the choice is kept by the caller in the global config) and a test
 * with a level meter, which also asks for the permission and explains a refusal (SPEC.md section 8).
 */
export function MicPicker({
  deviceId,
  onChange,
}: {
  deviceId: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const { devices, refresh } = useMicrophones();
  const [level, setLevel] = useState<number | null>(null);
  const [problem, setProblem] = useState<CaptureProblem | null>(null);
  const [starting, setStarting] = useState(false);
  const capture = useRef<Capture | null>(null);
  const chosen = devices.some((device) => device.deviceId === deviceId) ? (deviceId ?? '') : '';

  const stop = useCallback(() => {
    capture.current?.stop();
    capture.current = null;
    setLevel(null);
  }, []);
  useEffect(() => stop, [stop]);

  const test = async (id: string) => {
    stop();
    setStarting(true);
    try {
      capture.current = await startCapture({
        source: 'mic',
        ...(id ? { deviceId: id } : {}),
        onFrame: () => undefined,
        onLevel: setLevel,
        onEnded: stop,
      });
      setLevel(-100);
      refresh();
    } catch (error) {
      setProblem(captureProblemOf(error, 'mic'));
    } finally {
      setStarting(false);
    }
  };
  const testing = level !== null;
  const named = devices.some((device) => device.label !== '');

  return (
    <Stack gap="xs" data-testid="mic-picker">
      <NativeSelect
        label={t('audio.mic.label')}
        value={chosen}
        onChange={(event) => {
          const id = event.currentTarget.value;
          onChange(id || null);
          if (testing) void test(id);
        }}
        data={[
          { value: '', label: t('audio.mic.default') },
          ...devices.map((device, i) => ({
            value: device.deviceId,
            label: device.label || t('audio.mic.unnamed', { n: i + 1 }),
          })),
        ]}
        data-testid="mic-select"
      />
      {!named && !testing && (
        <Text size="xs" c="dimmed">
          {t('audio.mic.allowHint')}
        </Text>
      )}
      <Group gap="sm" align="center" wrap="nowrap">
        <Button
          size="compact-sm"
          variant={testing ? 'default' : 'light'}
          loading={starting}
          onClick={() => (testing ? stop() : void test(chosen))}
          data-testid="mic-test"
        >
          {testing ? t('audio.mic.stopTest') : named ? t('audio.mic.test') : t('audio.mic.allow')}
        </Button>
        {testing && (
          <div style={{ flex: 1 }}>
            <LevelMeter dbfs={level} label={t('audio.mic.meter')} testId="mic-level" />
          </div>
        )}
      </Group>
      {testing && (
        <Text size="xs" aria-live="polite" data-testid="mic-hearing">
          {level !== null && level > HEARING_DB ? t('audio.mic.hearing') : t('audio.mic.silent')}
        </Text>
      )}
      <MicPermissionDialog
        problem={problem}
        onClose={() => setProblem(null)}
        onRetry={() => void test(chosen)}
      />
    </Stack>
  );
}
