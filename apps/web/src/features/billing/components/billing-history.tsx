import { useState } from 'react';
import { Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderWithPayment } from '@offerpilot/shared';
import { OrdersTable } from './orders-table.tsx';
import { UsageTable } from './usage-table.tsx';

type Shown = 'orders' | 'usage';

/** Orders and usage records, one at a time behind a toggle (Mantine Tabs would split /Auth's chunk). */
export function BillingHistory({ onPay }: { onPay: (started: OrderWithPayment) => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>('orders');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="billing-history-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="billing-history-title">
          {t('recharge.history.label')}
        </Title>
        <SegmentedControl
          value={shown}
          onChange={(value) => setShown(value as Shown)}
          data={[
            { value: 'orders', label: t('recharge.history.orders') },
            { value: 'usage', label: t('recharge.history.usage') },
          ]}
          w="fit-content"
          aria-label={t('recharge.history.label')}
          data-testid="history-toggle"
        />
        {shown === 'orders' ? <OrdersTable onPay={onPay} /> : <UsageTable />}
      </Stack>
    </Paper>
  );
}
