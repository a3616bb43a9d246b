import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PackageView } from '@offerpilot/shared';
import { formatMinor } from '../../../lib/format.ts';
import { grantLines } from '../grants.ts';

/** One package of the price list: what it gives, its price (the list price struck when discounted), Buy. */
export function PackageCard({
  pack,
  busy,
  disabled,
  onBuy,
}: {
  pack: PackageView;
  busy: boolean;
  disabled: boolean;
  onBuy: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [headline = '', ...more] = grantLines(pack.grants, t);
  const price = formatMinor(pack.amountMinor, pack.currency, i18n.language);
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="li"
      className="package-card"
      data-featured={pack.badge !== null || undefined}
      data-testid={`package-${pack.id}`}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={700} size="lg" lh={1.3}>
            {headline}
          </Text>
          {pack.badge && (
            <Badge color="red.9" variant="filled" className="package-badge">
              {t(`recharge.badge.${pack.badge}`)}
            </Badge>
          )}
        </Group>
        {more.length > 0 && (
          <Stack gap={2} component="ul" className="plain-list">
            {more.map((line) => (
              <Text key={line} size="sm" component="li">
                + {line}
              </Text>
            ))}
          </Stack>
        )}
        <Group gap="xs" align="baseline" mt="auto">
          <Text fz={28} fw={800} lh={1.1} data-testid="package-price">
            {price}
          </Text>
          {pack.listMinor !== null && (
            <Text td="line-through" c="dimmed" size="sm" data-testid="package-list-price">
              <VisuallyHidden>{t('recharge.listPrice')} </VisuallyHidden>
              {formatMinor(pack.listMinor, pack.currency, i18n.language)}
            </Text>
          )}
        </Group>
        <Button
          fullWidth
          onClick={onBuy}
          loading={busy}
          disabled={disabled}
          aria-label={t('recharge.buyLabel', { item: [headline, ...more].join(', '), price })}
          data-testid="package-buy"
        >
          {t('recharge.buy')}
        </Button>
      </Stack>
    </Paper>
  );
}
