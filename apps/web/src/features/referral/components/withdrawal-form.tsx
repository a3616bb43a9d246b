import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_MIN_MONEY } from '@offerpilot/shared';
import { formatMinor } from '../../../lib/format.ts';
import { failureText } from '../../../lib/unwrap.ts';
import { useRequestWithdrawal } from '../api/referral.ts';
import { checkWithdrawal, type WithdrawalProblems } from '../referral-rules.ts';

/** The withdrawal request: an amount of the cashback held and the account support pays it to. */
export function WithdrawalForm({ balance }: { balance: number }) {
  const { t, i18n } = useTranslation();
  const request = useRequestWithdrawal();
  const [values, setValues] = useState({ amount: '', account: '' });
  const [problems, setProblems] = useState<WithdrawalProblems>({});
  const min = formatMinor(WITHDRAWAL_MIN_MONEY, 'CNY', i18n.language);
  const max = formatMinor(balance, 'CNY', i18n.language);
  const enough = balance >= WITHDRAWAL_MIN_MONEY;
  const change = (field: 'amount' | 'account', value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setProblems((before) => ({ ...before, [field]: undefined }));
    if (request.isError || request.isSuccess) request.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWithdrawal(values, balance);
    if ('problems' in checked) return setProblems(checked.problems);
    request.mutate(checked.body, { onSuccess: () => setValues({ amount: '', account: '' }) });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="referral-form"
      aria-labelledby="withdraw-title"
      data-testid="withdrawal-form"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="withdraw-title">
          {t('referral.withdraw.title')}
        </Title>
        <Text size="sm">{t('referral.withdraw.body')}</Text>
        {!enough && (
          <Text size="sm" c="dimmed" data-testid="withdrawal-too-little">
            {t('referral.withdraw.tooLittle', { min })}
          </Text>
        )}
        <TextInput
          label={t('referral.withdraw.amount')}
          description={enough ? t('referral.withdraw.amountHint', { min, max }) : undefined}
          inputMode="decimal"
          value={values.amount}
          onChange={(event) => change('amount', event.currentTarget.value)}
          error={problems.amount && t('referral.withdraw.errors.amount', { min, max })}
          disabled={!enough}
          data-testid="withdrawal-amount"
        />
        <TextInput
          label={t('referral.withdraw.account')}
          description={t('referral.withdraw.accountHint')}
          value={values.account}
          onChange={(event) => change('account', event.currentTarget.value)}
          error={problems.account && t('referral.withdraw.errors.account')}
          disabled={!enough}
          autoComplete="off"
          data-testid="withdrawal-account"
        />
        {request.isError && (
          <Alert color="red" variant="light" role="alert" className="referral-alert">
            {failureText(request.error)}
          </Alert>
        )}
        {request.isSuccess && (
          <Alert color="teal" variant="light" role="status" data-testid="withdrawal-sent">
            {t('referral.withdraw.sent')}
          </Alert>
        )}
        <Button
          type="submit"
          loading={request.isPending}
          disabled={!enough}
          w="fit-content"
          data-testid="withdrawal-submit"
        >
          {t('referral.withdraw.submit')}
        </Button>
      </Stack>
    </form>
  );
}
