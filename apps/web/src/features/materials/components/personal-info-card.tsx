import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useProfile, useSaveProfile } from '../../../lib/queries/profile.ts';
import { fieldRefusal } from '../../../lib/unwrap.ts';
import { PERSONAL_FIELDS, PERSONAL_MAX, type PersonalField } from '../material-limits.ts';

type PersonalValues = Record<PersonalField, string>;

const valuesOf = (profile: Profile): PersonalValues => ({
  name: profile.name ?? '',
  university: profile.university ?? '',
  major: profile.major ?? '',
});

function PersonalInfoForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfile(PERSONAL_FIELDS);
  const form = useForm<PersonalValues>({
    initialValues: valuesOf(profile),
    validate: (values) => {
      const errors: Partial<Record<PersonalField, string>> = {};
      for (const field of PERSONAL_FIELDS) {
        if (values[field].trim().length > PERSONAL_MAX[field]) {
          errors[field] = t('materials.form.tooLong', { max: PERSONAL_MAX[field] });
        }
      }
      return errors;
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { name: values.name.trim(), university: values.university.trim(), major: values.major.trim() },
      {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
        },
        onError: (error) => {
          const refusal = fieldRefusal(error, PERSONAL_FIELDS);
          if (refusal) form.setFieldError(refusal.field, refusal.message);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {PERSONAL_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`fields:${field}`)}
            autoComplete={field === 'name' ? 'name' : 'off'}
            data-testid={`personal-${field}`}
            {...form.getInputProps(field)}
          />
        ))}
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="personal-status">
            {save.isSuccess && !form.isDirty() ? t('materials.personal.saved') : ''}
          </Text>
          <Button type="submit" loading={save.isPending} data-testid="personal-save">
            {t('materials.personal.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Personal info (SPEC.md section 3: name, university, major), which the coach and reports use. */
export function PersonalInfoCard() {
  const { t } = useTranslation();
  const read = useProfile();
  const { data: profile, isError } = read;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="personal-title">
      <Title order={2} size="h4" id="personal-title">
        {t('materials.personal.title')}
      </Title>
      <Text size="sm" mt={4} mb="sm">
        {t('materials.personal.body')}
      </Text>
      {isError && <LoadFailure text={t('materials.personal.loadFailed')} query={read} />}
      {profile ? <PersonalInfoForm profile={profile} /> : !isError && <Skeleton h={200} radius="md" />}
    </Paper>
  );
}
