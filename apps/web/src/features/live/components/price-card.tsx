import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LiveQuote } from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import type { Failure } from '../../../lib/request.ts';
import { useLiveQuote } from '../api/live-threads.ts';
import { minutesOf, priceCase } from '../live-start-rules.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { StartFailed } from '../../../components/start-failed.tsx';

const RECHARGE = '/Dashboard/Recharge';

/** The lines of the price (PRODUCT.md section 4) before the start, for each case of `priceCase`. */
function PriceLines({ quote }: { quote: LiveQuote }) {
  const { t } = useTranslation();
  const priced = priceCase(quote);
  const what = (when: 'then' | 'now') =>
    quote.pays === 'assistants'
      ? t(`liveStart.price.${when}Assistants`, { count: quote.assistants })
      : t(`liveStart.price.${when}Credit`, { price: quote.price, credit: quote.credit });
  const warning = priced === 'trialOnly' || priced === 'blocked';
  // Only a blocked start is an error (red); with free minutes left it is a warning (orange, words in the text
  // colour: Mantine's orange is below 4.5:1 on its light background).
  const tone = priced === 'blocked' ? 'red' : 'orange';
  const words = priced === 'blocked' ? 'red.9' : 'var(--mantine-color-text)';
  return (
    <Stack gap={6} data-testid="live-price" data-case={priced}>
      {!quote.chargedAtStart && (
        <>
          <Text fw={600} data-testid="live-price-free">
            {t('liveStart.price.free', { count: minutesOf(quote.trialMs) })}
          </Text>
          <Text size="sm">{t('liveStart.price.freeUnder')}</Text>
        </>
      )}
      {priced === 'chargedNow' && <Text size="sm">{t('liveStart.price.chargedNow')}</Text>}
      {quote.pays && (
        <Text size="sm" data-testid="live-price-pays">
          {what(priced === 'chargedNow' ? 'now' : 'then')}
        </Text>
      )}
      {!quote.chargedAtStart && (
        <Text size="sm" c="dimmed">
          {t('liveStart.price.freeStartsLeft', { count: quote.freeStartsLeft })}
        </Text>
      )}
      {warning && (
        <Alert color={tone} variant="light" role="alert" data-testid="live-price-warning">
          <Text size="sm" c={words}>
            {t(`liveStart.price.${priced}`, { price: quote.price })}{' '}
            <Anchor
              component={Link}
              to={RECHARGE}
              fw={600}
              c={words}
              underline="always"
              data-testid="live-recharge"
            >
              {t('liveStart.price.recharge')}
            </Anchor>
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

/** A start the server refused for want of credits (recharge), or for another reason the server words. */
function StartRefusal({ refusal }: { refusal: Failure }) {
  const { t } = useTranslation();
  return (
    <StartFailed refusal={refusal} testId="live-start-refused">
      {refusal.error === 'credits.insufficient' && (
        <Anchor component={Link} to={RECHARGE} fw={600} c="red.9" underline="always">
          {t('liveStart.price.recharge')}
        </Anchor>
      )}
    </StartFailed>
  );
}

/** The price before the start, the start button, and what stands in its way. */
export function PriceCard({
  starting,
  refusal,
  onStart,
}: {
  starting: boolean;
  refusal: Failure | null;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const quoteRead = useLiveQuote();
  const quote = quoteRead.data;
  const blocked = quote ? priceCase(quote) === 'blocked' : true;
  // A session in progress is offered at the top of the page (continue or end it) and holds the start.
  const going = !!quote?.inProgress;
  const refusedGoing = refusal?.error === 'session.inProgress';
  return (
    <SectionCard id="live-price-title" title={t('liveStart.price.title')} gap="md">
      {quoteRead.isError && <LoadFailure text={t('liveStart.price.loadFailed')} query={quoteRead} />}
      {quoteRead.isPending && <Skeleton h={120} />}
      {quote && <PriceLines quote={quote} />}
      <Button
        size="md"
        fullWidth
        disabled={blocked || going}
        loading={starting}
        onClick={onStart}
        aria-describedby={going ? 'live-start-going' : undefined}
        data-testid="live-start"
      >
        {quote && priceCase(quote) === 'trialOnly'
          ? t('liveStart.price.startAnyway')
          : t('liveStart.price.start')}
      </Button>
      {going && (
        <Text size="sm" id="live-start-going" data-testid="live-start-going">
          {t('liveStart.inProgress.first')}
        </Text>
      )}
      {refusal && !refusedGoing && <StartRefusal refusal={refusal} />}
    </SectionCard>
  );
}
