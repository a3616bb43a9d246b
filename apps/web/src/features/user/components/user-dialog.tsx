import { Button, Divider, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { normalizeLang, type UserInfo } from '@offerpilot/shared';
import { switchLanguage } from '../../../lib/language.ts';
import { useLogout } from '../api/logout.ts';

function Row({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The account at a glance: UID, email, phone and nickname where present, language, the way to Settings
 * (when the shell offers it), and logout.
 */
export function UserDialog({
  user,
  opened,
  onClose,
  onOpenSettings,
}: {
  user: UserInfo;
  opened: boolean;
  onClose: () => void;
  onOpenSettings?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const logout = useLogout();
  const confirmLogout = () =>
    modals.openConfirmModal({
      title: t('user.logoutTitle'),
      children: <Text size="sm">{t('user.logoutBody')}</Text>,
      labels: { confirm: t('user.logout'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'logout-confirm' } as Record<string, string>,
      onConfirm: () => logout.mutate(),
    });
  return (
    <Modal opened={opened} onClose={onClose} title={t('user.title')} centered>
      <Stack gap="md" data-testid="user-dialog">
        <Stack gap={8} component="dl" m={0}>
          <Row label={t('user.uid')} value={user.uid} testId="user-uid" />
          {user.email && <Row label={t('fields:email')} value={user.email} testId="user-email" />}
          {user.phone && <Row label={t('fields:phone')} value={user.phone} testId="user-phone" />}
          {user.nickName && <Row label={t('fields:nickName')} value={user.nickName} testId="user-nickname" />}
        </Stack>
        <Divider />
        <NativeSelect
          label={t('lang.label')}
          value={normalizeLang(i18n.language)}
          onChange={(event) => void switchLanguage(normalizeLang(event.currentTarget.value))}
          data={[
            { value: 'en', label: 'English' },
            { value: 'zh', label: '中文' },
          ]}
          data-testid="language-picker"
        />
        {onOpenSettings && (
          <Button variant="default" onClick={onOpenSettings} data-testid="settings-open">
            {t('settings.title')}
          </Button>
        )}
        <Button
          color="red"
          variant="light"
          onClick={confirmLogout}
          loading={logout.isPending}
          data-testid="logout"
        >
          {t('user.logout')}
        </Button>
      </Stack>
    </Modal>
  );
}
