import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CareerQuote, CareerThread } from '@offerpilot/shared';
import { LoadFailure } from '../../components/load-failure.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { StartFailed } from '../../components/start-failed.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useCareerQuote, useStartCareer } from './api/career.ts';
import { RechargeLink } from './recharge-link.tsx';

/** What a start takes (one attempt, else credits), said before it; nothing left says so with the way out. */
function PriceLine({ quote }: { quote: CareerQuote }) {
  const { t } = useTranslation();
  if (quote.pays === null) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="guide-start-blocked">
        <Text size="sm" c="red.9">
          {t('guide.start.blocked', { price: quote.price })} <RechargeLink testId="guide-recharge" />
        </Text>
      </Alert>
    );
  }
  return (
    <Text fw={600} data-testid="guide-start-price" data-pays={quote.pays}>
      {quote.pays === 'careers'
        ? t('guide.start.attempts', { count: quote.careers })
        : t('guide.start.credit', { price: quote.price, credit: quote.credit })}
    </Text>
  );
}

/** Starts the guide: what it takes, the button, and a refusal the server gave (nothing left to pay). */
export function StartCard({
  again,
  onStarted,
}: {
  again: boolean;
  onStarted: (thread: CareerThread) => void;
}) {
  const { t } = useTranslation();
  const quoteRead = useCareerQuote();
  const quote = quoteRead.data;
  const start = useStartCareer();
  const refusal = start.error instanceof ApiError ? start.error.failure : null;
  return (
    <SectionCard id="guide-start-title" title={t(again ? 'guide.start.again' : 'guide.start.title')} gap="md">
      <Text>{t('guide.start.body')}</Text>
      {quoteRead.isError && <LoadFailure text={t('guide.start.loadFailed')} query={quoteRead} />}
      {quoteRead.isPending && <Skeleton h={40} />}
      {quote && <PriceLine quote={quote} />}
      <Stack gap="xs" align="flex-start">
        <Button
          size="md"
          disabled={!quote || quote.pays === null}
          loading={start.isPending}
          // Not mutate's own onSuccess: the refreshed quote unmounts this card (a guide is going) before it
          // would run, and the page must still show the new guide (a refusal shows from the mutation's state).
          onClick={() => void start.mutateAsync().then(onStarted, () => undefined)}
          data-testid="guide-start"
        >
          {t('guide.start.button')}
        </Button>
        {refusal && (
          <StartFailed refusal={refusal} testId="guide-start-refused">
            {refusal.error === 'credits.insufficient' && <RechargeLink testId="guide-refused-recharge" />}
          </StartFailed>
        )}
      </Stack>
    </SectionCard>
  );
}
