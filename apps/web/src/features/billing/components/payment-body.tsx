import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderWithPayment, PaymentMethod } from '@offerpilot/shared';
import { QrCode } from '../../../components/qr-code.tsx';
import { formatMinor } from '../../../lib/format.ts';
import { grantsText } from '../grants.ts';
import type { PaymentWatch } from '../payment-watch.ts';
import { MethodPicker } from './method-picker.tsx';

interface BodyProps {
  current: OrderWithPayment;
  watch: PaymentWatch;
  methods: readonly PaymentMethod[];
  picking: boolean;
  busy: boolean;
  checking: boolean;
  onConfirm: () => void;
  onRepay: (method: PaymentMethod) => void;
  onPick: (picking: boolean) => void;
  onClose: () => void;
}

function OrderSummary({ current }: { current: OrderWithPayment }) {
  const { t, i18n } = useTranslation();
  const { order } = current;
  return (
    <Stack gap={2} className="payment-summary">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="baseline">
        <Text fw={600}>{grantsText(order.grants, t, i18n.language)}</Text>
        <Text fw={800} fz={22} data-testid="payment-amount">
          {formatMinor(order.amountMinor, order.currency, i18n.language)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" data-testid="payment-order-id">
        {t('recharge.payment.order', { id: order.id })}
      </Text>
    </Stack>
  );
}

/** The QR code to scan, or the button that opens the payment page in a new tab. */
function PayArea({ current }: { current: OrderWithPayment }) {
  const { t } = useTranslation();
  const method = t(`recharge.method.${current.order.method}`);
  if (current.payment.kind === 'qr') {
    return (
      <Stack align="center" gap="xs">
        <QrCode
          value={current.payment.url}
          size={200}
          label={t('recharge.payment.qrLabel', { method })}
          failedText={t('recharge.payment.qrFailed')}
          testId="payment-qr"
        />
        <Text size="sm" ta="center">
          {t('recharge.payment.scan', { method })}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Button
        component="a"
        href={current.payment.url}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        fullWidth
        data-testid="payment-open"
      >
        {t('recharge.payment.openPage')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('recharge.payment.linkHint')}
      </Text>
    </Stack>
  );
}

function StatusLine({ watch, checking }: { watch: PaymentWatch; checking: boolean }) {
  const { t } = useTranslation();
  if (watch.view === 'notPaid' && !checking) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        className="payment-alert"
        data-testid="payment-not-paid"
      >
        {t('recharge.payment.notPaid')}
      </Alert>
    );
  }
  return (
    <Group gap="xs" role="status" data-testid="payment-checking">
      <Loader size="xs" aria-hidden="true" />
      <Text size="sm">{t('recharge.payment.checking')}</Text>
    </Group>
  );
}

function PaidState({ current, onClose }: { current: OrderWithPayment; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack align="center" gap="sm" ta="center" role="status" data-testid="payment-paid">
      <ThemeIcon size={56} radius="xl" color="teal.8" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </ThemeIcon>
      <Text fw={700} size="lg">
        {t('recharge.payment.paid')}
      </Text>
      <Text size="sm">
        {t('recharge.payment.paidBody', { grants: grantsText(current.order.grants, t, i18n.language) })}
      </Text>
      <Button onClick={onClose} mt="xs" data-testid="payment-done">
        {t('recharge.payment.done')}
      </Button>
    </Stack>
  );
}

/** "Change method": the methods again, and a new payment with the chosen one. */
function ChangeMethod({ current, methods, busy, onRepay, onPick }: BodyProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PaymentMethod>(current.order.method);
  return (
    <Stack gap="md">
      <MethodPicker methods={methods} value={method} onChange={setMethod} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onPick(false)}>
          {t('recharge.payment.back')}
        </Button>
        <Button loading={busy} onClick={() => onRepay(method)} data-testid="payment-use-method">
          {t('recharge.payment.useMethod')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The dialog's content for each state of the order and the watch. */
export function PaymentBody(props: BodyProps) {
  const { t } = useTranslation();
  const { current, watch, methods, busy, checking, onConfirm, onRepay, onPick, onClose } = props;
  const ended = watch.view === 'expired' || watch.view === 'closed';
  return (
    <Stack gap="lg">
      <OrderSummary current={current} />
      {watch.view === 'paid' && <PaidState current={current} onClose={onClose} />}
      {ended && (
        <>
          <Alert
            color="orange"
            variant="light"
            role="alert"
            className="payment-alert"
            data-testid="payment-ended"
          >
            {t(`recharge.payment.${watch.view}`)}
          </Alert>
          <Button variant="default" onClick={onClose}>
            {t('recharge.payment.close')}
          </Button>
        </>
      )}
      {!ended && watch.view !== 'paid' && props.picking && <ChangeMethod {...props} />}
      {!ended && watch.view !== 'paid' && !props.picking && (
        <>
          <PayArea current={current} />
          <StatusLine watch={watch} checking={checking} />
          <Stack gap="xs">
            <Button onClick={onConfirm} loading={checking} variant="filled" data-testid="payment-confirm">
              {t('recharge.payment.confirm')}
            </Button>
            <Group grow gap="xs" className="payment-actions">
              <Button
                variant="light"
                loading={busy}
                onClick={() => onRepay(current.order.method)}
                data-testid="payment-reopen"
              >
                {current.payment.kind === 'qr'
                  ? t('recharge.payment.refreshQr')
                  : t('recharge.payment.reopen')}
              </Button>
              {methods.length > 1 && (
                <Button variant="light" onClick={() => onPick(true)} data-testid="payment-change-method">
                  {t('recharge.payment.changeMethod')}
                </Button>
              )}
            </Group>
          </Stack>
        </>
      )}
    </Stack>
  );
}
