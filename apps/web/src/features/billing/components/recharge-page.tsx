import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  INVITE_FIRST_PURCHASE_DISCOUNT,
  LIVE_PRICE_CREDITS,
  MOCK_PRICE_CREDITS,
  type OrderWithPayment,
  type PackageView,
  type PaymentMethod,
} from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useCreateOrder } from '../api/orders.ts';
import { usePackages } from '../api/packages.ts';
import { BillingHistory } from './billing-history.tsx';
import { MethodPicker } from './method-picker.tsx';
import { PackageCard } from './package-card.tsx';
import '@mantine/core/styles/SegmentedControl.css';
import '../billing.css';

// The dialogs load when first opened.
const PaymentDialog = lazy(() => import('./payment-dialog.tsx').then((m) => ({ default: m.PaymentDialog })));
const RedeemDialog = lazy(() => import('./redeem-dialog.tsx').then((m) => ({ default: m.RedeemDialog })));

function PackageGroup({
  kind,
  packages,
  buying,
  method,
  onBuy,
}: {
  kind: PackageView['kind'];
  packages: PackageView[];
  buying: string | null;
  method: PaymentMethod | null;
  onBuy: (pack: PackageView) => void;
}) {
  const { t } = useTranslation();
  const shown = packages.filter((pack) => pack.kind === kind);
  if (shown.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={`packages-${kind}`}>
      <Title order={2} size="h3" id={`packages-${kind}`}>
        {t(`recharge.kind.${kind}`)}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" component="ul" className="plain-list">
        {shown.map((pack) => (
          <PackageCard
            key={pack.id}
            pack={pack}
            busy={buying === pack.id}
            disabled={method === null || (buying !== null && buying !== pack.id)}
            onBuy={() => onBuy(pack)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /Dashboard/Recharge: packages of credits and plans, the payment method, Buy; history; gift codes. */
export function RechargePage() {
  const { t } = useTranslation();
  const packages = usePackages();
  const { data, isPending, isError } = packages;
  const create = useCreateOrder();
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  // `seq` opens a fresh dialog each time, also for the same order paid again from the list.
  const [payment, setPayment] = useState<{ started: OrderWithPayment; open: boolean; seq: number } | null>(
    null,
  );
  // Each opening is a fresh dialog (`seq`); it stays mounted after closing to play its transition.
  const [redeem, setRedeem] = useState<{ open: boolean; seq: number } | null>(null);
  const methods = data?.methods ?? [];
  const method = picked && methods.includes(picked) ? picked : (methods[0] ?? null);
  const pay = (started: OrderWithPayment) =>
    setPayment((before) => ({ started, open: true, seq: (before?.seq ?? 0) + 1 }));
  const buy = (pack: PackageView) => {
    if (method) create.mutate({ packageId: pack.id, method }, { onSuccess: pay });
  };
  const percent = Math.round(INVITE_FIRST_PURCHASE_DISCOUNT * 100);
  return (
    <Stack gap="xl" maw={1100} mx="auto" data-testid="recharge-page">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>{t('titles.recharge')}</Title>
          <Text mt={4}>{t('recharge.subtitle', { mock: MOCK_PRICE_CREDITS, live: LIVE_PRICE_CREDITS })}</Text>
        </div>
        <Button
          variant="light"
          onClick={() => setRedeem((before) => ({ open: true, seq: (before?.seq ?? 0) + 1 }))}
          data-testid="redeem-open"
        >
          {t('recharge.redeem.open')}
        </Button>
      </Group>
      {isError && <LoadFailure text={t('recharge.loadFailed')} query={packages} />}
      {isPending && <Skeleton h={220} radius="md" />}
      {data?.firstPurchaseDiscount && (
        <Alert
          color="teal"
          variant="light"
          title={t('recharge.firstPurchase.title', { percent })}
          // Mantine's light teal title is below 4.5:1 on its background (4.3 even at teal 9).
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          data-testid="first-purchase"
        >
          {t('recharge.firstPurchase.body', { percent })}
        </Alert>
      )}
      {data && (
        <>
          <Paper withBorder radius="md" p="md">
            <MethodPicker methods={methods} value={method} onChange={setPicked} />
          </Paper>
          {(['credits', 'plan'] as const).map((kind) => (
            <PackageGroup
              key={kind}
              kind={kind}
              packages={data.packages}
              buying={create.isPending ? (create.variables?.packageId ?? null) : null}
              method={method}
              onBuy={buy}
            />
          ))}
        </>
      )}
      <BillingHistory onPay={pay} />
      <Suspense fallback={null}>
        {payment && (
          <PaymentDialog
            key={payment.seq}
            start={payment.started}
            methods={methods}
            opened={payment.open}
            onClose={() => setPayment({ ...payment, open: false })}
          />
        )}
        {redeem && (
          <RedeemDialog
            key={redeem.seq}
            opened={redeem.open}
            onClose={() => setRedeem({ ...redeem, open: false })}
          />
        )}
      </Suspense>
    </Stack>
  );
}
