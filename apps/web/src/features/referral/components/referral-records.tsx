import { useState } from 'react';
import { Alert, Badge, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReferralRecord } from '@offerpilot/shared';
import { Pager } from '../../../components/pager.tsx';
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
  const { data, isPending, isError } = useReferralRecords(page);
  const reward = useRewardText();
  if (isError)
    return (
      <Alert color="red" role="alert">
        {t('referral.records.loadFailed')}
      </Alert>
    );
  if (isPending) return <Skeleton h={120} radius="md" />;
  if (data.items.length === 0)
    return <Text data-testid="referral-records-empty">{t('referral.records.empty')}</Text>;
  const head = {
    date: t('referral.records.date'),
    kind: t('referral.records.kind'),
    friend: t('referral.records.friend'),
    reward: t('referral.records.reward'),
    status: t('referral.records.status'),
  };
  return (
    <Stack gap="md">
      <Table className="referral-table" verticalSpacing="sm" data-testid="referral-records">
        <Table.Thead>
          <Table.Tr>
            {Object.values(head).map((label) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((record) => (
            <Table.Tr key={record.id} data-testid="referral-record" data-kind={record.kind}>
              <Table.Td data-label={head.date}>{formatDateTime(record.createdAt, i18n.language)}</Table.Td>
              <Table.Td data-label={head.kind}>{t(`referral.records.kindName.${record.kind}`)}</Table.Td>
              <Table.Td data-label={head.friend}>{record.friend ?? ''}</Table.Td>
              <Table.Td data-label={head.reward} className="referral-number">
                {reward(record)}
              </Table.Td>
              <Table.Td data-label={head.status}>
                {record.status && (
                  <Badge variant="filled" color={record.status === 'rejected' ? 'red.9' : 'indigo.9'}>
                    {t(`referral.records.statusName.${record.status}`)}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Pager
        page={page}
        total={data.total}
        size={RECORDS_PAGE_SIZE}
        onChange={setPage}
        labels={{
          previous: t('referral.records.previous'),
          next: t('referral.records.next'),
          page: (current, pages) => t('referral.records.page', { page: current, pages }),
        }}
      />
    </Stack>
  );
}
