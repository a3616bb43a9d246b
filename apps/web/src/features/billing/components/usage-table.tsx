import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsageRecord } from '@offerpilot/shared';
import { PagedTable } from '../../../components/paged-table.tsx';
import { usePagerLabels } from '../../../components/pager.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { PAGE_SIZE } from '../api/billing-query.ts';
import { useUsage } from '../api/usage.ts';
import { changeText, reasonText } from '../usage-texts.ts';

/** Usage records (SPEC.md section 3: date, type, change, reason), newest first, paged. */
export function UsageTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useUsage(page);
  const pager = usePagerLabels('recharge.history');
  return (
    <PagedTable<UsageRecord>
      query={query}
      columns={[
        {
          label: t('usage.column.date'),
          render: (record) => formatDateTime(record.createdAt, i18n.language),
        },
        { label: t('usage.column.type'), render: (record) => t(`usage.item.${record.item}`) },
        {
          label: t('usage.column.change'),
          className: 'billing-number',
          cellData: (record) => ({ 'data-sign': record.change < 0 ? 'minus' : 'plus' }),
          render: (record) => changeText(record, t, i18n.language),
        },
        { label: t('usage.column.reason'), render: (record) => reasonText(record.reason, t) },
      ]}
      rowKey={(record) => record.id}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      texts={{ loadFailed: t('usage.loadFailed'), empty: t('usage.empty'), pager }}
      testId="usage-table"
      rowTestId="usage-row"
    />
  );
}
