import { useState } from 'react';
import { Alert, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { PAGE_SIZE } from '../api/unwrap.ts';
import { useUsage } from '../api/usage.ts';
import { changeText, reasonText } from '../usage-texts.ts';
import { usePagerLabels } from './use-pager-labels.ts';

/** Usage records (SPEC.md section 3: date, type, change, reason), newest first, paged. */
export function UsageTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useUsage(page);
  const labels = usePagerLabels();
  if (isError)
    return (
      <Alert color="red" role="alert">
        {t('usage.loadFailed')}
      </Alert>
    );
  if (isPending) return <Skeleton h={120} radius="md" />;
  if (data.items.length === 0) return <Text py="md">{t('usage.empty')}</Text>;
  const head = {
    date: t('usage.column.date'),
    type: t('usage.column.type'),
    change: t('usage.column.change'),
    reason: t('usage.column.reason'),
  };
  return (
    <Stack gap="md">
      <Table className="billing-table" verticalSpacing="sm" data-testid="usage-table">
        <Table.Thead>
          <Table.Tr>
            {Object.values(head).map((label) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((record) => (
            <Table.Tr key={record.id} data-testid="usage-row">
              <Table.Td data-label={head.date}>{formatDateTime(record.createdAt, i18n.language)}</Table.Td>
              <Table.Td data-label={head.type}>{t(`usage.item.${record.item}`)}</Table.Td>
              <Table.Td
                data-label={head.change}
                className="billing-number"
                data-sign={record.change < 0 ? 'minus' : 'plus'}
              >
                {changeText(record, t, i18n.language)}
              </Table.Td>
              <Table.Td data-label={head.reason}>{reasonText(record.reason, t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Pager page={page} total={data.total} size={PAGE_SIZE} onChange={setPage} labels={labels} />
    </Stack>
  );
}
