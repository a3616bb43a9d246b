import { useId } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@offerpilot/shared';

/**
 * The payment methods the server offers for the user's currency, one to choose (a radio group). Mantine's
 * Radio would split Checkbox's input code out of /Auth's chunk, so it is a segmented control.
 */
export function MethodPicker({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const narrow = useMediaQuery('(max-width: 36em)');
  if (methods.length === 0) {
    return (
      <Text size="sm" c="red.9" role="alert">
        {t('recharge.method.none')}
      </Text>
    );
  }
  const label = (
    <Text id={labelId} size="sm" fw={500}>
      {t('recharge.method.label')}
    </Text>
  );
  // One method is nothing to choose: it is named.
  if (methods.length === 1) {
    return (
      <Stack gap={4} data-testid="method-picker">
        {label}
        <Text fw={600}>{t(`recharge.method.${methods[0]}`)}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      {label}
      <SegmentedControl
        aria-labelledby={labelId}
        value={value ?? methods[0]}
        onChange={(next) => onChange(next as PaymentMethod)}
        data={methods.map((method) => ({ value: method, label: t(`recharge.method.${method}`) }))}
        orientation={narrow && methods.length > 2 ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        w={narrow ? undefined : 'fit-content'}
        data-testid="method-picker"
      />
    </Stack>
  );
}
