import { useState } from 'react';
import { Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { VoiceSample } from '@offerpilot/shared';
import { failureText } from '../../../lib/unwrap.ts';
import { useDeleteVoice, useUploadVoice, useVoiceSample } from '../api/voice.ts';
import { VOICE_ACCEPT, checkVoiceFile, checkVoiceHeader } from '../file-checks.ts';
import { formatDay, formatSeconds } from '../format.ts';
import { MATERIAL_LIMITS } from '../material-limits.ts';
import { FileDrop, useDescribeProblem } from './file-drop.tsx';

/** Enough of a WAV file to find its `fmt ` and `data` chunks. */
const HEAD_BYTES = 64 * 1024;

function StoredSample({ sample }: { sample: VoiceSample }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteVoice();
  const seconds = (ms: number) => t('materials.voice.seconds', { value: formatSeconds(ms, i18n.language) });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('materials.voice.deleteTitle'),
      children: <Text size="sm">{t('materials.voice.deleteBody')}</Text>,
      labels: { confirm: t('materials.voice.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'voice-delete-confirm' } as Record<string, string>,
      closeButtonProps: { 'aria-label': t('materials.close') },
      onConfirm: () => remove.mutate(),
    });
  return (
    <Paper radius="md" p="sm" className="voice-info" data-testid="voice-info">
      <Stack gap={4}>
        <Text fw={700} size="sm">
          {t('materials.voice.stored', { date: formatDay(sample.createdAt, i18n.language) })}
        </Text>
        <Group gap="lg">
          <Text size="sm">
            {t('materials.voice.duration')} <b data-testid="voice-duration">{seconds(sample.durationMs)}</b>
          </Text>
          <Text size="sm">
            {t('materials.voice.speech')} <b data-testid="voice-speech">{seconds(sample.speechMs)}</b>
          </Text>
        </Group>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          w="fit-content"
          px={0}
          onClick={confirmDelete}
          loading={remove.isPending}
          data-testid="voice-delete"
        >
          {t('materials.voice.delete')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The voice sample: one spoken sentence as a WAV, checked here for type, size and length first. */
export function VoiceCard() {
  const { t } = useTranslation();
  const { data: sample, isPending } = useVoiceSample();
  const upload = useUploadVoice();
  const describeProblem = useDescribeProblem();
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (file: File) => {
    const refused =
      checkVoiceFile(file) ??
      checkVoiceHeader(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()), file.size);
    setProblem(refused ? describeProblem(refused) : null);
    if (refused) return;
    upload.mutate(file, { onError: (error) => setProblem(failureText(error)) });
  };
  const rules = [
    t('materials.voice.ruleWav'),
    t('materials.voice.ruleLength', { seconds: MATERIAL_LIMITS.voiceMaxMs / 1000 }),
    t('materials.voice.ruleSentence', { seconds: MATERIAL_LIMITS.voiceMinSpeechMs / 1000 }),
  ];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="voice-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="voice-title">
            {t('materials.voice.title')}
          </Title>
          <Text size="sm" mt={4}>
            {t('materials.voice.body')}
          </Text>
        </div>
        <List size="sm" spacing={2} data-testid="voice-rules">
          {rules.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
        {isPending && <Skeleton h={60} radius="md" />}
        {sample && <StoredSample sample={sample} />}
        <FileDrop
          title={sample ? t('materials.voice.replace') : t('materials.voice.upload')}
          hint={t('materials.voice.hint', { seconds: MATERIAL_LIMITS.voiceMaxMs / 1000 })}
          accept={VOICE_ACCEPT}
          busy={upload.isPending}
          busyText={t('materials.voice.checking')}
          error={problem}
          onFile={(file) => void send(file)}
          testId="voice-upload-input"
        />
      </Stack>
    </Paper>
  );
}
