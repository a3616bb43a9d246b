import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { PagedTable, type PageQuery } from './paged-table.tsx';

interface Fruit {
  id: number;
  name: string;
  kind: string;
}

const texts = {
  loadFailed: 'Could not load',
  empty: 'Nothing yet',
  pager: { previous: 'Back', next: 'On', page: (page: number, pages: number) => `Page ${page} of ${pages}` },
};

/** A read's state besides its data, as TanStack Query gives it. */
const read = { error: null, isFetching: false, refetch: () => Promise.resolve() };

const page = (items: Fruit[], total = items.length): PageQuery<Fruit> => ({
  ...read,
  data: { items, total, page: 1, size: 2 },
  isPending: false,
  isError: false,
});

// The failed state's Retry button is named through i18next; its key is enough here.
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: {} });

const render = (query: PageQuery<Fruit>) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <PagedTable
          query={query}
          columns={[
            { label: 'Name', render: (fruit) => fruit.name, className: 'fruit-name' },
            {
              label: 'Kind',
              render: (fruit) => fruit.kind,
              cellData: (fruit) => ({ 'data-kind': fruit.kind }),
            },
          ]}
          rowKey={(fruit) => fruit.id}
          rowData={(fruit) => ({ 'data-id': String(fruit.id) })}
          page={1}
          pageSize={2}
          onPage={() => undefined}
          texts={texts}
          testId="fruits"
          rowTestId="fruit"
        />
      </MantineProvider>
    </I18nextProvider>,
  );

/** The attributes of the cell that shows `text`. */
const cellAttributes = (html: string, text: string) => html.match(new RegExp(`<td([^>]*)>${text}</td>`))?.[1];

const apple = { id: 1, name: 'Apple', kind: 'pome' };
const cherry = { id: 2, name: 'Cherry', kind: 'drupe' };

describe('PagedTable', () => {
  it('leads every cell with its column name for the phone layout and keeps the test ids and data', () => {
    const html = render(page([apple, cherry]));
    expect(html).toContain('data-testid="fruits"');
    expect(html.match(/data-testid="fruit"/g)).toHaveLength(2);
    expect(html).toContain('data-id="2"');
    const apples = cellAttributes(html, 'Apple');
    expect(apples).toContain('data-label="Name"');
    expect(apples).toContain('fruit-name');
    const drupes = cellAttributes(html, 'drupe');
    expect(drupes).toContain('data-label="Kind"');
    expect(drupes).toContain('data-kind="drupe"');
    expect(html).toMatch(/<th[^>]*>Name<\/th>/);
  });

  it('shows the pager only when there is more than one page', () => {
    expect(render(page([apple, cherry]))).not.toContain('aria-label="On"');
    expect(render(page([apple, cherry], 5))).toContain('aria-label="Page 3 of 3"');
  });

  it('says when loading failed or the list is empty, and shows no table then', () => {
    const error = new ApiError({ success: false, code: 500, message: 'The server failed' });
    const failed = render({ ...read, error, data: undefined, isPending: false, isError: true });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Could not load');
    expect(failed).toMatch(/data-testid="fruits-failure-reason"[^>]*>The server failed</);
    const empty = render(page([]));
    expect(empty).toMatch(/data-testid="fruits-empty"[^>]*>Nothing yet</);
    expect(empty).not.toContain('<table');
    expect(render({ ...read, data: undefined, isPending: true, isError: false })).not.toContain('<table');
  });
});
