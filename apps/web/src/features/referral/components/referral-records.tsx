import { useState } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReferralRecord } from '@offerpilot/shared';
import { PagedTable } from '../../../components/paged-table.tsx';
import { usePagerLabels } from '../../../components/pager.tsx';
import { formatDateTime, formatMinor } from '../../../lib/format.ts';
import { RECORDS_PAGE_SIZE, useReferralRecords } from '../api/referral.ts';

/** A record's reward: credits and cashback (positive) or the withdrawn amount (negative). */
function useRewardText() {
  const { t, i18n } = useTranslation();
  return (record: ReferralRecord) => {
    const parts: string[] = [];
    if (record.credit) parts.push(t('referral.records.credits', { count: record.credit }));
    if (record.money) {
      const sign = record.money > 0 ? '+' : '-';
      parts.push(sign + formatMinor(Math.abs(record.money), 'CNY', i18n.language));
    }
    return parts.join(' · ');
  };
}

/** Referral records (register, recharge, withdrawal), newest first, paged. */
export function ReferralRecords() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useReferralRecords(page);
  const reward = useRewardText();
  const pager = usePagerLabels('referral.records');
  return (
    <PagedTable<ReferralRecord>
      query={query}
      columns={[
        {
          label: t('referral.records.date'),
          render: (record) => formatDateTime(record.createdAt, i18n.language),
        },
        {
          label: t('referral.records.kind'),
          render: (record) => t(`referral.records.kindName.${record.kind}`),
        },
        { label: t('referral.records.friend'), render: (record) => record.friend ?? '' },
        { label: t('referral.records.reward'), className: 'referral-number', render: reward },
        {
          label: t('referral.records.status'),
          render: (record) =>
            record.status && (
              <Badge variant="filled" color={record.status === 'rejected' ? 'red.9' : 'indigo.9'}>
                {t(`referral.records.statusName.${record.status}`)}
              </Badge>
            ),
        },
      ]}
      rowKey={(record) => record.id}
      rowData={(record) => ({ 'data-kind': record.kind })}
      page={page}
      pageSize={RECORDS_PAGE_SIZE}
      onPage={setPage}
      texts={{ loadFailed: t('referral.records.loadFailed'), empty: t('referral.records.empty'), pager }}
      testId="referral-records"
      rowTestId="referral-record"
    />
  );
}
