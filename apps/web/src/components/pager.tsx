import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Pagination.css';

/** The words of the page controls, read by screen readers. */
export interface PagerLabels {
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
}

/**
 * The labels kept in the feature's dictionary under `keyPrefix` (`previous`, `next`, and `page` with
 * `{{page}}` and `{{pages}}`), e.g. `usePagerLabels('recharge.history')`.
 */
export function usePagerLabels(keyPrefix: string): PagerLabels {
  const { t } = useTranslation(undefined, { keyPrefix });
  return {
    previous: t('previous'),
    next: t('next'),
    page: (page, pages) => t('page', { page, pages }),
  };
}

/**
 * Pages of a list that the server pages (`?page&size`): hidden while everything fits on one. The labels come
 * from the feature, in its words.
 */
export function Pager({
  page,
  total,
  size,
  onChange,
  labels,
  testId,
}: {
  page: number;
  total: number;
  size: number;
  onChange: (page: number) => void;
  labels: PagerLabels;
  testId?: string;
}) {
  const pages = Math.ceil(total / size);
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        size="sm"
        getControlProps={(control) =>
          control === 'previous' ? { 'aria-label': labels.previous } : { 'aria-label': labels.next }
        }
        getItemProps={(item) => ({ 'aria-label': labels.page(item, pages) })}
        data-testid={testId}
      />
    </Group>
  );
}
