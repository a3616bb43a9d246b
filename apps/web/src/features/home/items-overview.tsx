import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserItem } from '@offerpilot/shared';
import { formatMinor } from '../../lib/format.ts';

/** What the user owns, straight from userItem: no number here is made up; cashback shows its currency. */
export function ItemsOverview({ items }: { items: UserItem }) {
  const { t, i18n } = useTranslation();
  const cells = [
    { key: 'credit', value: String(items.credit) },
    { key: 'mocks', value: String(items.mocks) },
    { key: 'assistants', value: String(items.assistants) },
    { key: 'careers', value: String(items.careers) },
    // Referral cashback is kept in fen (ARCHITECTURE decision 22), whatever the interface language.
    { key: 'money', value: formatMinor(items.money, 'CNY', i18n.language) },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" data-testid="home-items">
      {cells.map((cell) => (
        <Paper key={cell.key} withBorder radius="md" p="md">
          <Text size="sm" fw={600}>
            {t(`home.items.${cell.key}.label`)}
          </Text>
          <Text fz={28} fw={800} c="indigo.9" data-testid={`home-item-${cell.key}`}>
            {cell.value}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`home.items.${cell.key}.hint`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
