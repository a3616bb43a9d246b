import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NEWCOMER_MOCK_MINUTES, type MockQuote } from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { StartFailed } from '../../../components/start-failed.tsx';
import type { Failure } from '../../../lib/request.ts';
import { useMockQuote } from '../api/mock-threads.ts';
import { minutesOf, priceCase } from '../mock-setup.ts';
import { InProgressAlert } from './continue-end.tsx';

const RECHARGE = '/Dashboard/Recharge';

/** The recharge link, in the colour of the alert it stands in. */
function RechargeLink({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={RECHARGE} fw={600} c="red.9" underline="always" data-testid={testId}>
      {t('mockStart.price.recharge')}
    </Anchor>
  );
}

/** What the start takes (PRODUCT.md section 4), said before it, and what the user holds. */
function PriceLines({ quote }: { quote: MockQuote }) {
  const { t } = useTranslation();
  const priced = priceCase(quote);
  const minutes = quote.limitMs === null ? NEWCOMER_MOCK_MINUTES : minutesOf(quote.limitMs);
  return (
    <Stack gap={6} data-testid="mock-price" data-case={priced}>
      {priced === 'blocked' ? (
        <Alert color="red" variant="light" role="alert" data-testid="mock-price-blocked">
          <Text size="sm" c="red.9">
            {t('mockStart.price.blocked', { price: quote.price })} <RechargeLink testId="mock-recharge" />
          </Text>
        </Alert>
      ) : (
        <Text fw={600} data-testid="mock-price-pays">
          {t(`mockStart.price.${priced}`, { price: quote.price, count: quote.mocks, credit: quote.credit })}
        </Text>
      )}
      {priced === 'newcomer' && (
        <Text size="sm" data-testid="mock-price-limit">
          {t('mockStart.price.newcomerLimit', { minutes })}
        </Text>
      )}
      <Text size="sm" c="dimmed" data-testid="mock-price-holdings">
        {t('mockStart.price.holdings', { mocks: quote.mocks, credit: quote.credit })}
      </Text>
    </Stack>
  );
}

/** The price before the start, the start button, and what stands in its way. */
export function PriceCard({
  starting,
  refusal,
  missing,
  onStart,
}: {
  starting: boolean;
  refusal: Failure | null;
  /** Why the set-up cannot start yet (no position picked), or null. */
  missing: string | null;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const quoteRead = useMockQuote();
  const quote = quoteRead.data;
  const blocked = quote ? priceCase(quote) === 'blocked' : true;
  const refusedGoing = refusal?.error === 'session.inProgress';
  const goingId = (refusal?.result as { threadId?: unknown } | undefined)?.threadId;
  const going = quote?.inProgress ?? (typeof goingId === 'string' ? goingId : null);
  return (
    <SectionCard id="mock-price-title" title={t('mockStart.price.title')} gap="md">
      {quoteRead.isError && <LoadFailure text={t('mockStart.price.loadFailed')} query={quoteRead} />}
      {quoteRead.isPending && <Skeleton h={96} />}
      {quote && <PriceLines quote={quote} />}
      {going ? (
        <InProgressAlert threadId={going} text={refusedGoing ? refusal?.message : undefined} />
      ) : (
        <Button
          size="md"
          fullWidth
          disabled={blocked || missing !== null}
          loading={starting}
          onClick={onStart}
          data-testid="mock-start"
        >
          {t('mockStart.price.start')}
        </Button>
      )}
      {missing && !going && (
        <Text size="sm" c="dimmed" data-testid="mock-start-missing">
          {missing}
        </Text>
      )}
      {refusal && !refusedGoing && (
        <StartFailed refusal={refusal} testId="mock-start-refused">
          {refusal.error === 'credits.insufficient' && <RechargeLink testId="mock-refused-recharge" />}
        </StartFailed>
      )}
    </SectionCard>
  );
}
