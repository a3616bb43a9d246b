import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus, OrderWithPayment } from '@offerpilot/shared';
import { PagedTable } from '../../../components/paged-table.tsx';
import { usePagerLabels } from '../../../components/pager.tsx';
import { formatDateTime, formatMinor } from '../../../lib/format.ts';
import { PAGE_SIZE } from '../api/billing-query.ts';
import { useCloseOrder, useOrders, usePayOrder } from '../api/orders.ts';
import { grantsText } from '../grants.ts';

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
  const query = useOrders(page);
  const pager = usePagerLabels('recharge.history');
  return (
    <PagedTable<Order>
      query={query}
      columns={[
        {
          label: t('recharge.orders.createdAt'),
          render: (order) => formatDateTime(order.createdAt, i18n.language),
        },
        { label: t('recharge.orders.id'), render: (order) => <span className="billing-id">{order.id}</span> },
        { label: t('recharge.orders.item'), render: (order) => grantsText(order.grants, t, i18n.language) },
        {
          label: t('recharge.orders.price'),
          className: 'billing-number',
          render: (order) => formatMinor(order.amountMinor, order.currency, i18n.language),
        },
        {
          label: t('recharge.orders.status'),
          render: (order) => (
            <Badge variant="filled" color={STATUS_COLOR[order.status]} data-testid="order-status">
              {t(`recharge.orders.statusName.${order.status}`)}
            </Badge>
          ),
        },
        {
          label: t('recharge.orders.actions'),
          className: 'billing-actions',
          render: (order) => <OrderActions order={order} onPay={onPay} />,
        },
      ]}
      rowKey={(order) => order.id}
      rowData={(order) => ({ 'data-status': order.status })}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      texts={{ loadFailed: t('recharge.orders.loadFailed'), empty: t('recharge.orders.empty'), pager }}
      testId="orders-table"
      rowTestId="order-row"
    />
  );
}
