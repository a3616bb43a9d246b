import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Resume } from '@offerpilot/shared';
import { failureText, fieldRefusal } from '../../../lib/unwrap.ts';
import { usePasteResume, useUploadResume } from '../api/resumes.ts';
import { RESUME_ACCEPT, checkResumeFile } from '../file-checks.ts';
import { MATERIAL_LIMITS, toMb } from '../material-limits.ts';
import { FileDrop, useDescribeProblem } from './file-drop.tsx';

/** Upload by file: checked here for type and size, then read by the server, which decides by content. */
function UploadPanel({ onAdded }: { onAdded: (resume: Resume) => void }) {
  const { t } = useTranslation();
  const upload = useUploadResume();
  const describeProblem = useDescribeProblem();
  const [problem, setProblem] = useState<string | null>(null);
  const send = (file: File) => {
    const refused = checkResumeFile(file);
    setProblem(refused ? describeProblem(refused) : null);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: onAdded,
      onError: (error) => setProblem(failureText(error)),
    });
  };
  return (
    <FileDrop
      title={t('materials.upload.title')}
      hint={t('materials.upload.hint', { maxMb: toMb(MATERIAL_LIMITS.resumeMaxBytes) })}
      accept={RESUME_ACCEPT}
      busy={upload.isPending}
      busyText={t('materials.upload.reading')}
      error={problem}
      onFile={send}
      testId="resume-upload-input"
    />
  );
}

/** Pasted text, with an optional title (else the server takes the text's first line). */
function PastePanel({ onAdded }: { onAdded: (resume: Resume) => void }) {
  const { t } = useTranslation();
  const paste = usePasteResume();
  const form = useForm({
    initialValues: { title: '', text: '' },
    validate: {
      title: (value) =>
        value.trim().length > MATERIAL_LIMITS.resumeTitleMaxChars
          ? t('materials.form.tooLong', { max: MATERIAL_LIMITS.resumeTitleMaxChars })
          : null,
      text: (value) => {
        if (!value.trim()) return t('materials.paste.required');
        return value.trim().length > MATERIAL_LIMITS.resumeTextMaxChars
          ? t('materials.form.tooLong', { max: MATERIAL_LIMITS.resumeTextMaxChars })
          : null;
      },
    },
  });
  const submit = form.onSubmit((values) => {
    const title = values.title.trim();
    paste.mutate(
      { text: values.text.trim(), ...(title ? { title } : {}) },
      {
        onSuccess: (resume) => {
          form.reset();
          onAdded(resume);
        },
        // Under the title when the server refused it, else under the text.
        onError: (error) =>
          form.setFieldError(fieldRefusal(error, ['title', 'text'])?.field ?? 'text', failureText(error)),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('materials.paste.titleLabel')}
          description={t('materials.paste.titleHint')}
          data-testid="resume-paste-title"
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('materials.paste.label')}
          withAsterisk
          autosize
          minRows={6}
          maxRows={14}
          data-testid="resume-paste"
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={paste.isPending} data-testid="resume-paste-save">
            {t('materials.paste.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds a resume: a file (PDF, DOCX, TXT up to 10 MB), or pasted text behind a toggle. */
export function AddResumeCard({ onAdded, full }: { onAdded: (resume: Resume) => void; full: boolean }) {
  const { t } = useTranslation();
  const [pasting, setPasting] = useState(false);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="resume-add-title">
      <Title order={2} size="h4" id="resume-add-title" mb="sm">
        {t('materials.add.title')}
      </Title>
      {full ? (
        <Text size="sm" data-testid="resume-limit">
          {t('errors:materials.limit', { max: MATERIAL_LIMITS.resumesPerUser })}
        </Text>
      ) : (
        <Stack gap="md">
          <UploadPanel onAdded={onAdded} />
          <Button
            variant="subtle"
            w="fit-content"
            px={4}
            aria-expanded={pasting}
            aria-controls="resume-paste-panel"
            onClick={() => setPasting((open) => !open)}
            data-testid="resume-paste-toggle"
          >
            {pasting ? t('materials.add.hideText') : t('materials.add.text')}
          </Button>
          <div id="resume-paste-panel" hidden={!pasting}>
            {pasting && (
              <PastePanel
                onAdded={(resume) => {
                  setPasting(false);
                  onAdded(resume);
                }}
              />
            )}
          </div>
        </Stack>
      )}
    </Paper>
  );
}
