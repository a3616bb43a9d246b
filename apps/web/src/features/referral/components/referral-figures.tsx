import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReferralSummary } from '@offerpilot/shared';
import { formatMinor } from '../../../lib/format.ts';

/** The programme's totals: friends invited, credits earned, cashback held and pending withdrawal. */
export function ReferralFigures({ summary }: { summary: ReferralSummary }) {
  const { t, i18n } = useTranslation();
  const money = (fen: number) => formatMinor(fen, 'CNY', i18n.language);
  const figures = [
    { key: 'invited', value: String(summary.invited) },
    { key: 'credits', value: String(summary.totalCredit) },
    { key: 'money', value: money(summary.money) },
    { key: 'pending', value: money(summary.pendingWithdrawal) },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing="md"
      component="dl"
      className="referral-figures"
      aria-label={t('referral.summary.label')}
    >
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder radius="md" p="md" className="referral-figure">
          <Text component="dt" size="sm" c="dimmed">
            {t(`referral.summary.${figure.key}`)}
          </Text>
          <Text component="dd" fz={26} fw={800} lh={1.2} data-testid={`referral-${figure.key}`}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
