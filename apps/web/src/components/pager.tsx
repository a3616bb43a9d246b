import { Group, Pagination } from '@mantine/core';
import '@mantine/core/styles/Pagination.css';

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
  labels: { previous: string; next: string; page: (page: number, pages: number) => string };
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
