import { useState } from 'react';
import { Button, Group, Pagination, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { usePositionList } from '../../../lib/queries/positions.ts';
import {
  JOBS_PAGE_SIZE,
  hasJobFilters,
  jobFiltersToParams,
  jobsApiQuery,
  pageCount,
  readJobFilters,
  type JobFilters,
} from '../job-filters.ts';
import { JobFilterBar } from './job-filter-bar.tsx';
import { PositionCard } from './position-card.tsx';
import '@mantine/core/styles/Pagination.css';
import '../jobs.css';

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="jobs-empty">
      <Stack gap="xs" align="flex-start">
        <Text fw={700}>{filtered ? t('jobs.empty.filteredTitle') : t('jobs.empty.title')}</Text>
        <Text size="sm">{filtered ? t('jobs.empty.filteredBody') : t('jobs.empty.body')}</Text>
        {filtered && (
          <Button variant="light" onClick={onClear} data-testid="jobs-clear">
            {t('jobs.empty.clear')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** /Dashboard/JobCenter: hot positions ranked by hot value, searched, filtered and paged. */
export function JobCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readJobFilters(params);
  const [resets, setResets] = useState(0);
  const list = usePositionList(jobsApiQuery(filters), { keepPrevious: true });
  const { data, isPending, isError, isPlaceholderData } = list;
  const update = (next: Partial<JobFilters>) =>
    setParams((current) => jobFiltersToParams({ ...readJobFilters(current), ...next }), { replace: true });
  const clear = () => {
    setResets((n) => n + 1);
    setParams(new URLSearchParams(), { replace: true });
  };
  const first = (filters.page - 1) * JOBS_PAGE_SIZE;
  return (
    <Stack gap="lg" maw={1200} mx="auto" data-testid="job-center">
      <div>
        <Title order={1}>{t('titles.jobCenter')}</Title>
        <Text mt={4}>{t('jobs.subtitle')}</Text>
      </div>
      <JobFilterBar key={resets} filters={filters} onChange={update} />
      {isError && <LoadFailure text={t('jobs.loadFailed')} query={list} />}
      {isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={170} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {data && data.total === 0 && <EmptyState filtered={hasJobFilters(filters)} onClear={clear} />}
      {data && data.total > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="jobs-total">
            {t('jobs.total', { count: data.total })}
          </Text>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
            aria-busy={isPlaceholderData}
          >
            {data.items.map((position, index) => (
              <PositionCard key={position.slug} position={position} rank={first + index + 1} />
            ))}
          </SimpleGrid>
          {data.total > JOBS_PAGE_SIZE && (
            <Group justify="center">
              <Pagination
                total={pageCount(data.total, JOBS_PAGE_SIZE)}
                value={filters.page}
                onChange={(page) => {
                  update({ page });
                  window.scrollTo(0, 0);
                }}
                getControlProps={(control) => ({
                  'aria-label': t(`jobs.paging.${control}`),
                })}
                getItemProps={(page) => ({ 'aria-label': t('jobs.paging.page', { page }) })}
                data-testid="jobs-pagination"
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
