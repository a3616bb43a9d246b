import { Avatar, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useProfile, useSaveProfile } from '../../../lib/queries/profile.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { fieldRefusal } from '../../../lib/unwrap.ts';
import {
  PROFILE_FIELDS,
  PROFILE_MAX,
  checkProfileField,
  profileToValues,
  valuesToProfileBody,
  type ProfileField,
  type ProfileValues,
} from '../profile-rules.ts';
import '../profile.css';

const TEST_IDS: Record<ProfileField, string> = {
  nickName: 'profile-nickname',
  avatar: 'profile-avatar',
  name: 'profile-name',
  university: 'profile-university',
  major: 'profile-major',
};
const GROUPS: { key: 'display' | 'personal'; fields: ProfileField[] }[] = [
  { key: 'display', fields: ['nickName', 'avatar'] },
  { key: 'personal', fields: ['name', 'university', 'major'] },
];

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveProfile(PROFILE_FIELDS);
  const form = useForm<ProfileValues>({
    initialValues: profileToValues(profile),
    validate: (values) => {
      const errors: Partial<Record<ProfileField, string>> = {};
      for (const field of PROFILE_FIELDS) {
        const problem = checkProfileField(field, values[field]);
        if (problem) errors[field] = t(`profile.errors.${problem.key}`, { max: PROFILE_MAX[field] });
      }
      return errors;
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(valuesToProfileBody(values), {
      onSuccess: (saved) => {
        form.setValues(profileToValues(saved));
        form.resetDirty(profileToValues(saved));
      },
      onError: (error) => {
        // The server refused a field: its message names it in the user's language; shown there only.
        const refusal = fieldRefusal(error, PROFILE_FIELDS);
        if (refusal) form.setFieldError(refusal.field, refusal.message);
      },
    }),
  );
  const avatar = checkProfileField('avatar', form.values.avatar) ? null : form.values.avatar.trim() || null;
  return (
    <form onSubmit={submit} noValidate className="profile-form" data-testid="profile-form">
      <Stack gap="lg">
        {GROUPS.map((group) => (
          <Paper key={group.key} withBorder radius="md" p="lg" component="section">
            <Title order={2} size="h4">
              {t(`profile.${group.key}.title`)}
            </Title>
            <Text size="sm" mt={4} mb="sm">
              {t(`profile.${group.key}.body`)}
            </Text>
            <Stack gap="sm">
              {group.key === 'display' && (
                <Group gap="sm">
                  <Avatar src={avatar} alt="" size="lg" color="indigo" radius="xl">
                    {form.values.nickName.trim().slice(0, 1).toUpperCase() || null}
                  </Avatar>
                  <Text size="sm" c="dimmed">
                    {t('profile.avatarPreview')}
                  </Text>
                </Group>
              )}
              {group.fields.map((field) => (
                <TextInput
                  key={field}
                  label={t(`fields:${field}`)}
                  description={t(`profile.hints.${field}`)}
                  type={field === 'avatar' ? 'url' : 'text'}
                  autoComplete={field === 'name' ? 'name' : field === 'nickName' ? 'nickname' : 'off'}
                  data-testid={TEST_IDS[field]}
                  {...form.getInputProps(field)}
                />
              ))}
            </Stack>
          </Paper>
        ))}
        <Group justify="flex-end" gap="sm">
          <Text size="sm" aria-live="polite" data-testid="profile-status">
            {save.isSuccess && !form.isDirty() ? t('profile.saved') : ''}
          </Text>
          <Button type="submit" loading={save.isPending} data-testid="profile-save">
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /Dashboard/User-profile: nickname, avatar and personal info, checked here and by the server. */
export function ProfilePage() {
  const { t } = useTranslation();
  const read = useProfile();
  const { data: profile, isError } = read;
  const { data: info } = useUserInfo();
  const account = info?.userInfo.email ?? info?.userInfo.phone;
  return (
    <Stack gap="lg" maw={760} mx="auto" data-testid="profile-page">
      <div>
        <Title order={1}>{t('titles.userProfile')}</Title>
        <Text mt={4}>{t('profile.subtitle')}</Text>
        {account && (
          <Text size="sm" c="dimmed" mt={4} className="profile-account">
            {t('profile.account', { account })}
          </Text>
        )}
      </div>
      {isError && <LoadFailure text={t('profile.loadFailed')} query={read} />}
      {profile ? <ProfileForm profile={profile} /> : !isError && <Skeleton h={420} radius="md" />}
    </Stack>
  );
}
