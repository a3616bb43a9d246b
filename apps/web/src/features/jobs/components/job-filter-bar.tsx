import { useState } from 'react';
import { NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { JOB_FIELDS } from '@offerpilot/shared';
import { isJobField, type JobFilters } from '../job-filters.ts';

const TYPING_PAUSE_MS = 350;

/** Keyword search, field and company filters; typing waits for a short pause before it searches. */
export function JobFilterBar({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (next: Partial<JobFilters>) => void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q);
  const [company, setCompany] = useState(filters.company);
  const apply = useDebouncedCallback(onChange, TYPING_PAUSE_MS);
  return (
    <Paper withBorder radius="md" p="md" role="search" aria-label={t('jobs.filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          type="search"
          label={t('jobs.filters.keyword')}
          placeholder={t('jobs.filters.keywordPlaceholder')}
          value={q}
          maxLength={80}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            apply({ q: event.currentTarget.value, page: 1 });
          }}
          data-testid="jobs-search"
        />
        <NativeSelect
          label={t('jobs.filters.field')}
          value={filters.field}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ field: isJobField(value) ? value : '', page: 1 });
          }}
          data={[
            { value: '', label: t('jobs.filters.allFields') },
            ...JOB_FIELDS.map((field) => ({ value: field, label: t(`jobs.fields.${field}`) })),
          ]}
          data-testid="jobs-field-filter"
        />
        <TextInput
          type="search"
          label={t('jobs.filters.company')}
          placeholder={t('jobs.filters.companyPlaceholder')}
          value={company}
          maxLength={80}
          onChange={(event) => {
            setCompany(event.currentTarget.value);
            apply({ company: event.currentTarget.value, page: 1 });
          }}
          data-testid="jobs-company-filter"
        />
      </SimpleGrid>
    </Paper>
  );
}
