import { List, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  INVITE_FIRST_PURCHASE_DISCOUNT,
  INVITE_SIGNUP_CREDITS,
  REFERRAL_CASHBACK_RATE,
  REFERRAL_RECHARGE_CREDITS,
} from '@offerpilot/shared';

const percent = (rate: number) => Math.round(rate * 100);

/** The programme's rules (PRODUCT.md section 4), with the figures of the shared constants. */
export function ProgrammeRules() {
  const { t } = useTranslation();
  const rules = [
    t('referral.rules.signup', { credits: INVITE_SIGNUP_CREDITS }),
    t('referral.rules.discount', { percent: percent(INVITE_FIRST_PURCHASE_DISCOUNT) }),
    t('referral.rules.recharge', {
      credits: REFERRAL_RECHARGE_CREDITS,
      percent: percent(REFERRAL_CASHBACK_RATE),
    }),
    t('referral.rules.withdraw'),
  ];
  return (
    <List
      spacing="sm"
      center
      icon={
        <ThemeIcon size={22} radius="xl" color="indigo.8" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="3">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </ThemeIcon>
      }
      data-testid="referral-rules"
    >
      {rules.map((rule) => (
        <List.Item key={rule}>
          <Text size="sm">{rule}</Text>
        </List.Item>
      ))}
    </List>
  );
}
