import { Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIVE_PRICE_CREDITS, MOCK_PRICE_CREDITS } from '@offerpilot/shared';
import { useUserInfo } from '../../../lib/session.ts';
import { CoinIcon } from './icons.tsx';

/** Credits, mock and AI interview counts and what credits buy; a click opens Recharge. */
export function CreditsCard({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useUserInfo();
  const items = data?.userItem;
  const open = () => {
    onNavigate?.();
    void navigate('/Dashboard/Recharge');
  };
  return (
    <UnstyledButton onClick={open} w="100%" aria-label={t('credits.open')} data-testid="credits-card">
      <Paper withBorder radius="md" p="sm" bg="indigo.0">
        <Stack gap={6}>
          <Group gap={6} c="indigo.9">
            <CoinIcon />
            <Text size="sm" fw={600}>
              {t('credits.title')}
            </Text>
          </Group>
          {items ? (
            <Text fz={26} fw={800} c="indigo.9" lh={1.1} data-testid="credits-available">
              {items.credit}
            </Text>
          ) : (
            <Skeleton h={28} w={80} />
          )}
          <Group justify="space-between" gap={4}>
            <Text size="xs">{t('credits.mocks', { count: items?.mocks ?? 0 })}</Text>
            <Text size="xs">{t('credits.assistants', { count: items?.assistants ?? 0 })}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('credits.hint', { mock: MOCK_PRICE_CREDITS, live: LIVE_PRICE_CREDITS })}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
