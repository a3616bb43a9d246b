import {
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { Resume } from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { failureText, fieldRefusal } from '../../../lib/unwrap.ts';
import { useDeleteResume, useMakeDefaultResume, useResume, useSaveResume } from '../api/resumes.ts';
import { formatDay } from '../format.ts';
import { MATERIAL_LIMITS } from '../material-limits.ts';
import { ResumeFactsView } from './resume-facts-view.tsx';

const LIMIT = { title: MATERIAL_LIMITS.resumeTitleMaxChars, text: MATERIAL_LIMITS.resumeTextMaxChars };

/** The resume's title and text, for the user to correct; saving reads the facts again. */
function ResumeTextForm({ resume }: { resume: Resume }) {
  const { t } = useTranslation();
  const save = useSaveResume();
  const form = useForm({
    initialValues: { title: resume.title, text: resume.text },
    validate: {
      title: (value) => {
        if (!value.trim()) return t('materials.form.required');
        return value.trim().length > LIMIT.title ? t('materials.form.tooLong', { max: LIMIT.title }) : null;
      },
      text: (value) => {
        if (!value.trim()) return t('materials.form.required');
        return value.trim().length > LIMIT.text ? t('materials.form.tooLong', { max: LIMIT.text }) : null;
      },
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: resume.id, body: { title: values.title.trim(), text: values.text.trim() } },
      {
        onSuccess: (saved) => {
          const stored = { title: saved.title, text: saved.text };
          form.setValues(stored);
          form.resetDirty(stored);
        },
        // Under the title when the server refused it, else under the text.
        onError: (error) =>
          form.setFieldError(fieldRefusal(error, ['title', 'text'])?.field ?? 'text', failureText(error)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('materials.detail.titleLabel')}
          data-testid="resume-title"
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('materials.detail.textLabel')}
          description={t('materials.detail.textHint')}
          autosize
          minRows={8}
          maxRows={20}
          data-testid="resume-text"
          {...form.getInputProps('text')}
        />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" aria-live="polite">
            {save.isSuccess && !form.isDirty()
              ? t('materials.detail.saved')
              : t('materials.detail.chars', { count: form.values.text.length, max: LIMIT.text })}
          </Text>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!form.isDirty()}
            data-testid="resume-save-text"
          >
            {t('materials.detail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ResumeActions({ resume, onDeleted }: { resume: Resume; onDeleted: () => void }) {
  const { t } = useTranslation();
  const makeDefault = useMakeDefaultResume();
  const remove = useDeleteResume();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('materials.delete.title'),
      children: <Text size="sm">{t('materials.delete.body', { title: resume.title })}</Text>,
      labels: { confirm: t('materials.delete.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'resume-delete-confirm' } as Record<string, string>,
      closeButtonProps: { 'aria-label': t('materials.close') },
      onConfirm: () => remove.mutate(resume.id, { onSuccess: onDeleted }),
    });
  return (
    <Group gap="xs">
      {!resume.isDefault && (
        <Button
          size="xs"
          variant="light"
          color="teal"
          onClick={() => makeDefault.mutate(resume.id)}
          loading={makeDefault.isPending}
          data-testid="resume-make-default"
        >
          {t('materials.detail.makeDefault')}
        </Button>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={confirmDelete}
        loading={remove.isPending}
        data-testid="resume-delete"
      >
        {t('materials.detail.delete')}
      </Button>
    </Group>
  );
}

/** The chosen resume: its text to correct, what was read from it, default and delete. */
export function ResumeDetail({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { t, i18n } = useTranslation();
  const read = useResume(id);
  const { data: resume, isError } = read;
  if (isError) return <LoadFailure text={t('materials.loadFailed')} query={read} />;
  if (!resume) return <Skeleton h={320} radius="md" />;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="resume-detail-title"
      data-testid="resume-detail"
      data-resume-id={resume.id}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} size="h4" id="resume-detail-title" className="materials-wrap">
                {resume.title}
              </Title>
              {resume.isDefault && (
                <Badge color="teal.9" variant="filled">
                  {t('materials.list.default')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('materials.list.updated', { date: formatDay(resume.updatedAt, i18n.language) })}
            </Text>
          </div>
          <ResumeActions resume={resume} onDeleted={onDeleted} />
        </Group>
        <ResumeTextForm key={resume.id} resume={resume} />
        <div>
          <Title order={3} size="h5" mb={4}>
            {t('materials.facts.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('materials.facts.hint')}
          </Text>
          <ResumeFactsView facts={resume.facts} />
        </div>
      </Stack>
    </Paper>
  );
}
