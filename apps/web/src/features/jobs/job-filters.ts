import { JOB_FIELDS, type JobField } from '@offerpilot/shared';

/** What the job center shows: a keyword, a field, a company and a page, all kept in the address. */
export interface JobFilters {
  q: string;
  field: JobField | '';
  company: string;
  page: number;
}

/** Positions per page of the job center. */
export const JOBS_PAGE_SIZE = 12;

export const isJobField = (value: string): value is JobField =>
  (JOB_FIELDS as readonly string[]).includes(value);

/** Reads the filters from the address; anything unknown or malformed falls back to "all". */
export function readJobFilters(params: URLSearchParams): JobFilters {
  const field = params.get('field') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    field: isJobField(field) ? field : '',
    company: (params.get('company') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as an address query, leaving out what is empty or the default. */
export function jobFiltersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.field) params.set('field', filters.field);
  if (filters.company.trim()) params.set('company', filters.company.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query string of GET /api/jobs for the filters. */
export function jobsApiQuery(filters: JobFilters): string {
  const params = jobFiltersToParams(filters);
  params.set('page', String(filters.page));
  params.set('pageSize', String(JOBS_PAGE_SIZE));
  return params.toString();
}

export const hasJobFilters = (filters: JobFilters) => Boolean(filters.q || filters.field || filters.company);

/** How many pages `total` positions fill. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
