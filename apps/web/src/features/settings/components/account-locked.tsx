import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useCancellation } from '../api/cancellation.ts';
import { PendingCancellation } from './cancellation-section.tsx';
import '../settings.css';

/**
 * What the dashboard shows instead of its pages while the account is cancelling (PRODUCT.md section 4:
 * locked at once, withdrawable until erased): why, when it goes, and the withdraw button.
 */
export function AccountLocked({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const read = useCancellation();
  const { data, isError } = read;
  return (
    <Stack className="account-locked" gap="md" data-testid="account-locked">
      <Title order={1} size="h2">
        {t('settings.locked.title')}
      </Title>
      <Text>{t('settings.locked.body')}</Text>
      {isError && <LoadFailure text={t('settings.loadFailed')} query={read} />}
      {data ? <PendingCancellation cancellation={data} /> : !isError && <Skeleton height={120} />}
      <Button variant="subtle" w="fit-content" onClick={onOpenSettings}>
        {t('settings.locked.settings')}
      </Button>
    </Stack>
  );
}
