import type { ReactNode } from 'react';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import type { Paged } from '@offerpilot/shared';
import { LoadFailure, type FailedRead } from './load-failure.tsx';
import { Pager, type PagerLabels } from './pager.tsx';
import '@mantine/core/styles/Table.css';
import './paged-table.css';

/** `data-*` attributes a feature puts on a row or a cell, for its styles and its browser tests. */
export type DataAttributes = Record<`data-${string}`, string>;

/** A column: its head, which also leads each of its cells on phones, and what a row shows in it. */
export interface PagedColumn<Row> {
  label: string;
  render: (row: Row) => ReactNode;
  className?: string;
  cellData?: (row: Row) => DataAttributes;
}

/** The parts of a TanStack Query result for one page of a list that the table reads. */
export interface PageQuery<Row> extends FailedRead {
  data: Paged<Row> | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface PagedTableProps<Row> {
  query: PageQuery<Row>;
  columns: PagedColumn<Row>[];
  rowKey: (row: Row) => string | number;
  rowData?: (row: Row) => DataAttributes;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /**
   * The feature's words for a failed load (shown with the failure's reason: the query's GET passes
   * `{ shownInline: everyFailure }`) and an empty list, and its pager labels.
   */
  texts: { loadFailed: string; empty: string; pager: PagerLabels };
  /** On the table; the empty text gets `${testId}-empty`. */
  testId: string;
  rowTestId: string;
}

/**
 * One page of a list the server pages, with its loading, failed and empty states and the page controls. On
 * phones (paged-table.css) each row becomes a small card whose cells are led by their column's name.
 */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { query, columns, texts, testId } = props;
  if (query.isError)
    return <LoadFailure text={texts.loadFailed} query={query} testId={`${testId}-failure`} />;
  if (query.isPending || !query.data) return <Skeleton h={120} radius="md" />;
  if (query.data.items.length === 0)
    return (
      <Text py="md" data-testid={`${testId}-empty`}>
        {texts.empty}
      </Text>
    );
  return (
    <Stack gap="md">
      <Table className="paged-table" verticalSpacing="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.items.map((row) => (
            <Table.Tr key={props.rowKey(row)} data-testid={props.rowTestId} {...props.rowData?.(row)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.label}
                  data-label={column.label}
                  className={column.className}
                  {...column.cellData?.(row)}
                >
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Pager
        page={props.page}
        total={query.data.total}
        size={props.pageSize}
        onChange={props.onPage}
        labels={texts.pager}
      />
    </Stack>
  );
}
