import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Grants } from '@offerpilot/shared';
import { failureText } from '../../../lib/unwrap.ts';
import { useRedeemCode } from '../api/vouchers.ts';
import { grantLines } from '../grants.ts';
import { redeemCodeOf } from '../redeem-rules.ts';
import '../billing.css';

function Granted({ grants, onAgain, onClose }: { grants: Grants; onAgain: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" data-testid="redeem-granted">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" color="teal.8" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </ThemeIcon>
        <Text fw={700} size="lg">
          {t('recharge.redeem.done')}
        </Text>
      </Group>
      <Text size="sm">{t('recharge.redeem.granted')}</Text>
      <Stack gap={6} component="ul" className="plain-list redeem-grants">
        {grantLines(grants, t).map((line) => (
          <Text key={line} component="li" fw={600}>
            {line}
          </Text>
        ))}
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onAgain}>
          {t('recharge.redeem.again')}
        </Button>
        <Button onClick={onClose} data-testid="redeem-close">
          {t('recharge.redeem.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The redeem-gift-code dialog (SPEC.md section 2): a code in, what it granted out; wrong codes say why. */
export function RedeemDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const redeem = useRedeemCode();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = redeemCodeOf(value);
    setInvalid(code === null);
    if (code) redeem.mutate(code);
  };
  const again = () => {
    redeem.reset();
    setValue('');
  };
  const error = invalid ? t('recharge.redeem.invalid') : redeem.isError ? failureText(redeem.error) : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('recharge.redeem.title')}
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('recharge.redeem.close') }}
      data-testid="redeem-dialog"
    >
      {redeem.isSuccess ? (
        <Granted grants={redeem.data.grants} onAgain={again} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate className="redeem-form">
          <Stack gap="md">
            <TextInput
              label={t('recharge.redeem.label')}
              description={t('recharge.redeem.hint')}
              value={value}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setInvalid(false);
                if (redeem.isError) redeem.reset();
              }}
              error={error}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              data-autofocus
              data-testid="redeem-code"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={redeem.isPending} data-testid="redeem-submit">
                {t('recharge.redeem.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
