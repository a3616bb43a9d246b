import { useState } from 'react';
import { Avatar, Button, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shownName } from '../../../lib/display-name.ts';
import { isSignedIn } from '../../../lib/storage.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { UserDialog } from './user-dialog.tsx';

/**
 * The signed-in user in the sidebar: nickname, else masked phone, else masked email; opens the dialog,
 * from which `onOpenSettings` (given by the shell) opens Settings.
 */
export function UserCard({ onOpenSettings }: { onOpenSettings?: () => void }) {
  const { t } = useTranslation();
  const { data } = useUserInfo();
  const [opened, setOpened] = useState(false);
  if (!isSignedIn()) {
    return (
      <Button component={Link} to="/Auth" fullWidth variant="light" data-testid="user-card-sign-in">
        {t('user.signIn')}
      </Button>
    );
  }
  if (!data) return <Skeleton h={44} radius="md" />;
  const name = shownName(data.userInfo) || t('user.anonymous');
  const plan =
    data.userItem.vip.level > 0 ? t(`plan.level${Math.min(data.userItem.vip.level, 2)}`) : t('plan.free');
  return (
    <>
      <UnstyledButton
        onClick={() => setOpened(true)}
        w="100%"
        p={6}
        aria-haspopup="dialog"
        aria-label={t('user.open', { name })}
        className="user-card"
        data-testid="user-card"
      >
        <Group gap="sm" wrap="nowrap">
          <Avatar src={data.userInfo.avatar} alt="" color="indigo" radius="xl">
            {data.userInfo.nickName ? data.userInfo.nickName.slice(0, 1).toUpperCase() : null}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate data-testid="user-card-name">
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {plan}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
      <UserDialog
        user={data.userInfo}
        opened={opened}
        onClose={() => setOpened(false)}
        onOpenSettings={
          onOpenSettings &&
          (() => {
            setOpened(false);
            onOpenSettings();
          })
        }
      />
    </>
  );
}
