import { useState } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus, OrderWithPayment } from '@offerpilot/shared';
import { Pager } from '../../../components/pager.tsx';
import { formatDateTime, formatMinor } from '../../../lib/format.ts';
import { useCloseOrder, useOrders, usePayOrder } from '../api/orders.ts';
import { PAGE_SIZE } from '../api/unwrap.ts';
import { grantsText } from '../grants.ts';
import { usePagerLabels } from './use-pager-labels.ts';

const STATUS_COLOR: Record<OrderStatus, string> = {
  created: 'blue.9',
  paid: 'teal.9',
  expired: 'gray.8',
  closed: 'gray.8',
};

function OrderActions({ order, onPay }: { order: Order; onPay: (started: OrderWithPayment) => void }) {
  const { t } = useTranslation();
  const pay = usePayOrder();
  const close = useCloseOrder();
  if (order.status !== 'created') return null;
  const confirmClose = () =>
    modals.openConfirmModal({
      title: t('recharge.orders.closeTitle'),
      children: <Text size="sm">{t('recharge.orders.closeBody', { id: order.id })}</Text>,
      labels: { confirm: t('recharge.orders.close'), cancel: t('recharge.orders.keep') },
      confirmProps: { color: 'red.9' },
      onConfirm: () => close.mutate(order.id),
    });
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        loading={pay.isPending}
        onClick={() => pay.mutate({ id: order.id, method: order.method }, { onSuccess: onPay })}
        data-testid="order-pay"
      >
        {t('recharge.orders.pay')}
      </Button>
      <Button size="compact-sm" variant="default" loading={close.isPending} onClick={confirmClose}>
        {t('recharge.orders.close')}
      </Button>
    </Group>
  );
}

/** Orders (SPEC.md section 3: created time, order ID, item, price, status), paged; an open one can be paid. */
export function OrdersTable({ onPay }: { onPay: (started: OrderWithPayment) => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useOrders(page);
  const labels = usePagerLabels();
  if (isError)
    return (
      <Alert color="red" role="alert">
        {t('recharge.orders.loadFailed')}
      </Alert>
    );
  if (isPending) return <Skeleton h={120} radius="md" />;
  if (data.items.length === 0) return <Text py="md">{t('recharge.orders.empty')}</Text>;
  const head = {
    createdAt: t('recharge.orders.createdAt'),
    id: t('recharge.orders.id'),
    item: t('recharge.orders.item'),
    price: t('recharge.orders.price'),
    status: t('recharge.orders.status'),
    actions: t('recharge.orders.actions'),
  };
  return (
    <Stack gap="md">
      <Table className="billing-table" verticalSpacing="sm" data-testid="orders-table">
        <Table.Thead>
          <Table.Tr>
            {Object.values(head).map((label) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((order) => (
            <Table.Tr key={order.id} data-testid="order-row" data-status={order.status}>
              <Table.Td data-label={head.createdAt}>
                {formatDateTime(order.createdAt, i18n.language)}
              </Table.Td>
              <Table.Td data-label={head.id}>
                <span className="billing-id">{order.id}</span>
              </Table.Td>
              <Table.Td data-label={head.item}>{grantsText(order.grants, t, i18n.language)}</Table.Td>
              <Table.Td data-label={head.price} className="billing-number">
                {formatMinor(order.amountMinor, order.currency, i18n.language)}
              </Table.Td>
              <Table.Td data-label={head.status}>
                <Badge variant="filled" color={STATUS_COLOR[order.status]} data-testid="order-status">
                  {t(`recharge.orders.statusName.${order.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td data-label={head.actions} className="billing-actions">
                <OrderActions order={order} onPay={onPay} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Pager page={page} total={data.total} size={PAGE_SIZE} onChange={setPage} labels={labels} />
    </Stack>
  );
}
