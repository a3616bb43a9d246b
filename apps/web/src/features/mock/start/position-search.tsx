import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { usePositionList } from '../../../lib/queries/positions.ts';

/** How many positions a search shows: the hottest first, as the job center ranks them. */
const SHOWN = 6;

/** A search over the job center's positions (GET /api/jobs?q=), hottest first; a click picks one. */
export function PositionSearch({
  picked,
  onPick,
}: {
  picked: string | null;
  onPick: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), 250);
  const query = new URLSearchParams({ pageSize: String(SHOWN), ...(typed ? { q: typed } : {}) });
  const list = usePositionList(query.toString(), { keepPrevious: true });
  const items = list.data?.items ?? [];
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t('mockStart.position.search')}
        placeholder={t('mockStart.position.searchHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={list.isFetching ? <Loader size="xs" aria-hidden="true" /> : null}
        data-testid="mock-position-search"
      />
      {list.isError && <LoadFailure text={t('mockStart.position.loadFailed')} query={list} />}
      {list.isSuccess && items.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('mockStart.position.noMatch')}
        </Text>
      )}
      <Stack component="ul" gap={6} className="plain-list" aria-label={t('mockStart.position.results')}>
        {items.map((item) => (
          <li key={item.slug}>
            <Button
              variant={item.slug === picked ? 'light' : 'default'}
              fullWidth
              justify="space-between"
              aria-pressed={item.slug === picked}
              onClick={() => onPick(item.slug)}
              data-testid="mock-position-option"
              data-slug={item.slug}
              styles={{ label: { width: '100%' } }}
            >
              <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
                <Text size="sm" fw={600} truncate>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {item.company}
                </Text>
              </Group>
            </Button>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
