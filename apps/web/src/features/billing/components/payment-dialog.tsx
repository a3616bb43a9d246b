import { useEffect, useReducer, useState } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { OrderWithPayment, PaymentMethod } from '@offerpilot/shared';
import { useRefreshAccount } from '../api/account-refresh.ts';
import { useOrderStatus, usePayOrder } from '../api/orders.ts';
import { initialWatch, keepsPolling, nextWatch } from '../payment-watch.ts';
import { PaymentBody } from './payment-body.tsx';
import '../billing.css';

/** Opens a tab at once, in the click, so that the browser allows it; its address comes when it is known. */
function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/**
 * The payment dialog (SPEC.md section 4): a QR code or a link to the payment page, the order polled while it
 * can be paid (checking, paid, not paid), the link reopened or another method chosen. A paid order refreshes
 * the credits card and the lists.
 */
export function PaymentDialog({
  start,
  methods,
  opened,
  onClose,
}: {
  start: OrderWithPayment;
  methods: readonly PaymentMethod[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [current, setCurrent] = useState(start);
  const [watch, dispatch] = useReducer(nextWatch, initialWatch);
  const status = useOrderStatus(current.order, opened && keepsPolling(watch));
  const pay = usePayOrder();
  const refresh = useRefreshAccount();
  const [picking, setPicking] = useState(false);

  const { data: order, dataUpdatedAt } = status;
  useEffect(() => {
    if (dataUpdatedAt > 0) dispatch({ type: 'status', status: order.status });
  }, [order.status, dataUpdatedAt]);
  const paid = watch.view === 'paid';
  useEffect(() => {
    if (paid) void refresh();
  }, [paid, refresh]);

  const confirm = () => {
    dispatch({ type: 'confirm' });
    void status.refetch().then((answer) => {
      if (answer.data && answer.isSuccess) dispatch({ type: 'status', status: answer.data.status });
    });
  };
  const repay = (method: PaymentMethod) => {
    const reopening = method === current.order.method && current.payment.kind === 'link';
    const tab = reopening ? openBlankTab() : null;
    pay.mutate(
      { id: current.order.id, method },
      {
        onSuccess: (next) => {
          setCurrent(next);
          setPicking(false);
          dispatch({ type: 'restart' });
          if (tab && next.payment.kind === 'link') tab.location.href = next.payment.url;
          else tab?.close();
        },
        onError: () => tab?.close(),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('recharge.payment.title')}
      size="md"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('recharge.payment.close') }}
      data-testid="payment-dialog"
    >
      <PaymentBody
        current={{ ...current, order }}
        watch={watch}
        methods={methods}
        picking={picking}
        busy={pay.isPending}
        checking={status.isFetching && watch.confirming}
        onConfirm={confirm}
        onRepay={repay}
        onPick={setPicking}
        onClose={onClose}
      />
    </Modal>
  );
}
