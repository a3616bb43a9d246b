import { describe, expect, it } from 'vitest';
import {
  JOBS_PAGE_SIZE,
  hasJobFilters,
  jobFiltersToParams,
  jobsApiQuery,
  pageCount,
  readJobFilters,
} from './job-filters.ts';

describe('job center filters in the address', () => {
  it('reads keyword, field, company and page', () => {
    const filters = readJobFilters(new URLSearchParams('q=%20react%20&field=data&company=Acme&page=3'));
    expect(filters).toEqual({ q: 'react', field: 'data', company: 'Acme', page: 3 });
    expect(hasJobFilters(filters)).toBe(true);
  });

  it('falls back to "all" for an unknown field and to page 1 for a malformed page', () => {
    for (const page of ['0', '-2', '1.5', 'x', '']) {
      expect(readJobFilters(new URLSearchParams(`field=law&page=${page}`))).toEqual({
        q: '',
        field: '',
        company: '',
        page: 1,
      });
    }
    expect(hasJobFilters(readJobFilters(new URLSearchParams()))).toBe(false);
  });

  it('writes only what is set, and round-trips', () => {
    expect(jobFiltersToParams({ q: '  ', field: '', company: '', page: 1 }).toString()).toBe('');
    const filters = { q: '产品 经理', field: 'product', company: 'Acme & Co', page: 2 } as const;
    expect(readJobFilters(jobFiltersToParams(filters))).toEqual(filters);
  });

  it('asks the API for the page and the page size', () => {
    const query = new URLSearchParams(jobsApiQuery({ q: 'go', field: '', company: '', page: 1 }));
    expect(Object.fromEntries(query)).toEqual({ q: 'go', page: '1', pageSize: String(JOBS_PAGE_SIZE) });
  });

  it('counts pages, never fewer than one', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
