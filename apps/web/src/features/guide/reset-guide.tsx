import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { CareerQuote, CareerThread } from '@offerpilot/shared';
import { ApiError } from '../../lib/api-error.ts';
import { useCareerQuote, useResetCareer } from './api/career.ts';
import { RechargeLink } from './recharge-link.tsx';

/** The confirm dialog's words: what starting over discards, and what it takes (SPEC.md section 5). */
function resetBody(quote: CareerQuote, t: (key: string, params?: Record<string, unknown>) => string) {
  return quote.pays === 'credit'
    ? t('guide.reset.bodyCredit', { price: quote.price, credit: quote.credit })
    : t('guide.reset.body', { count: quote.careers });
}

/**
 * Starts the guide over after a confirmation that it uses an attempt; with nothing left to pay, says so with the
 * way to recharge instead (also when the server refuses: another device spent the attempt meanwhile).
 */
export function ResetGuide({
  threadId,
  onReset,
}: {
  threadId: string;
  onReset: (thread: CareerThread) => void;
}) {
  const { t } = useTranslation();
  const quote = useCareerQuote().data;
  const reset = useResetCareer();
  const [noneLeft, setNoneLeft] = useState(false);
  const refusal = reset.error instanceof ApiError ? reset.error.failure : null;
  const ask = () => {
    if (!quote) return;
    if (quote.pays === null) return setNoneLeft(true);
    setNoneLeft(false);
    modals.openConfirmModal({
      title: t('guide.reset.title'),
      children: <Text size="sm">{resetBody(quote, t)}</Text>,
      labels: { confirm: t('guide.reset.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9', 'data-testid': 'guide-reset-confirm' } as Record<string, string>,
      closeButtonProps: { 'aria-label': t('common.close') },
      // Not mutate's own onSuccess: the refreshed quote may unmount this card first, and the page must still
      // be told (a refusal shows from the mutation's state).
      onConfirm: () => void reset.mutateAsync(threadId).then(onReset, () => undefined),
    });
  };
  const refused = noneLeft || refusal?.error === 'credits.insufficient';
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="outline"
        color="red.9"
        disabled={!quote}
        loading={reset.isPending}
        onClick={ask}
        data-testid="guide-reset"
      >
        {t('guide.reset.button')}
      </Button>
      {refused && (
        <Alert color="red" variant="light" role="alert" data-testid="guide-reset-refused">
          <Text size="sm" c="red.9">
            {t('guide.reset.none', { price: quote?.price ?? 0 })}{' '}
            <RechargeLink testId="guide-reset-recharge" />
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
