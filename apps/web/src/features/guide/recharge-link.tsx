import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export const RECHARGE_PATH = '/Dashboard/Recharge';

/** The way to more attempts, in the colour of the alert it stands in. */
export function RechargeLink({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={RECHARGE_PATH} fw={600} c="red.9" underline="always" data-testid={testId}>
      {t('guide.start.recharge')}
    </Anchor>
  );
}
