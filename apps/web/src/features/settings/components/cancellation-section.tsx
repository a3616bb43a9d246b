import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_WORKING_DAYS, normalizeLang, type Cancellation } from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useCancellation, useChangeCancellation } from '../api/cancellation.ts';

const formatDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(normalizeLang(language) === 'zh' ? 'zh-CN' : 'en', { dateStyle: 'long' }).format(
    new Date(iso),
  );

/** A request is pending: when it was made, when the account goes, and the way back. */
export function PendingCancellation({ cancellation }: { cancellation: Cancellation }) {
  const { t, i18n } = useTranslation();
  const change = useChangeCancellation();
  return (
    <Alert color="orange" variant="light" className="settings-alert" data-testid="cancellation-pending">
      <Stack gap="sm">
        <Text size="sm" fw={700}>
          {t('settings.cancel.pendingTitle')}
        </Text>
        <Text size="sm">
          {t('settings.cancel.pendingBody', {
            requested: formatDay(cancellation.requestedAt, i18n.language),
            erase: formatDay(cancellation.eraseAfter, i18n.language),
          })}
        </Text>
        <Button
          variant="filled"
          color="indigo"
          w="fit-content"
          onClick={() => change.mutate('withdraw')}
          loading={change.isPending}
          data-testid="cancellation-withdraw"
        >
          {t('settings.cancel.withdraw')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** No request yet: what cancelling means, then a confirmation step before anything is sent. */
function RequestCancellation() {
  const { t } = useTranslation();
  const change = useChangeCancellation();
  const [confirming, setConfirming] = useState(false);
  const days = CANCELLATION_WORKING_DAYS;
  if (!confirming) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('settings.cancel.body', { days })}</Text>
        <Button
          color="red.9"
          variant="outline"
          onClick={() => setConfirming(true)}
          data-testid="cancel-account"
        >
          {t('settings.cancel.start')}
        </Button>
      </Stack>
    );
  }
  return (
    <Alert color="red" variant="light" className="settings-alert" data-testid="cancel-confirm-step">
      <Stack gap="sm">
        <Text size="sm" fw={700}>
          {t('settings.cancel.confirmTitle')}
        </Text>
        <Text size="sm">{t('settings.cancel.confirmBody', { days })}</Text>
        <Group gap="sm">
          <Button
            color="red.9"
            onClick={() => change.mutate('request')}
            loading={change.isPending}
            data-testid="cancel-confirm"
          >
            {t('settings.cancel.confirm')}
          </Button>
          <Button variant="default" onClick={() => setConfirming(false)} data-testid="cancel-keep">
            {t('settings.cancel.keep')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Account cancellation (SPEC.md: processed within 7 working days; withdrawable until then). */
export function CancellationSection() {
  const { t } = useTranslation();
  const read = useCancellation();
  const { data, isPending, isError } = read;
  return (
    <section aria-labelledby="settings-cancel-title">
      <Title order={3} size="h5" id="settings-cancel-title" mb="xs">
        {t('settings.cancel.title')}
      </Title>
      {isPending && <Skeleton h={80} radius="md" />}
      {isError && <LoadFailure text={t('settings.loadFailed')} query={read} />}
      {data === null && <RequestCancellation />}
      {data && <PendingCancellation cancellation={data} />}
    </section>
  );
}
