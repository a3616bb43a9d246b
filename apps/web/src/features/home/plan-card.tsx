import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_MINUTES, normalizeLang, type UserItem } from '@offerpilot/shared';

/** The user's plan: free trial, or premium/advanced with its end date. */
export function PlanCard({ vip }: { vip: UserItem['vip'] }) {
  const { t, i18n } = useTranslation();
  const paid = vip.level > 0;
  const locale = normalizeLang(i18n.language) === 'zh' ? 'zh-CN' : 'en';
  const expire = vip.expire
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(vip.expire))
    : null;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="home-plan">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('home.plan.title')}
          </Title>
          <Badge color={paid ? 'grape.8' : 'gray.7'} variant="filled">
            {paid ? t(`plan.level${Math.min(vip.level, 2)}`) : t('plan.free')}
          </Badge>
        </Group>
        <Text size="sm">
          {paid && expire
            ? t('home.plan.until', { date: expire })
            : t('home.plan.freeBody', { minutes: FREE_TRIAL_MINUTES })}
        </Text>
        <Button component={Link} to="/Dashboard/Recharge" variant="light" size="sm" w="fit-content">
          {t('home.plan.upgrade')}
        </Button>
      </Stack>
    </Paper>
  );
}
