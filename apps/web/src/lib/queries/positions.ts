import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPositionsResult, PositionDetail } from '@offerpilot/shared';
import { api } from '../api.ts';
import { ApiError } from '../api-error.ts';
import { everyFailure, type Failure } from '../request.ts';
import { unwrap } from '../unwrap.ts';

/** 404 (no such slug) and 400 (not a slug at all) both mean the position is not there. */
export const isMissingPosition = (failure: Failure): boolean => failure.code === 404 || failure.code === 400;

/** Whether a failed read of a position says that the position is not there. */
export const isMissingPositionError = (error: unknown): boolean =>
  error instanceof ApiError && isMissingPosition(error.failure);

/**
 * GET /api/jobs/:slug: the position with its competency model and statistics (the job center's page, and the
 * home page for the field of the current goal's position). Both show a failure where it happened (a position
 * that is not there as such, on the home page as no field), so no toast repeats it.
 */
export const usePosition = (slug: string | null) =>
  useQuery({
    queryKey: ['jobs', 'detail', slug ?? ''],
    queryFn: () =>
      unwrap(
        api.get<PositionDetail>(`/jobs/${encodeURIComponent(slug ?? '')}`, { shownInline: everyFailure }),
      ),
    enabled: slug !== null,
  });

/**
 * GET /api/jobs?…: one page of positions, hottest first (the job center's list, the home page's
 * recommendations, both showing a failure in place of the list). With `keepPrevious` the page shown stays
 * while the next one loads.
 */
export const usePositionList = (query: string, opts: { enabled?: boolean; keepPrevious?: boolean } = {}) =>
  useQuery({
    queryKey: ['jobs', 'list', query],
    queryFn: () => unwrap(api.get<ListPositionsResult>(`/jobs?${query}`, { shownInline: everyFailure })),
    enabled: opts.enabled ?? true,
    placeholderData: opts.keepPrevious ? keepPreviousData : undefined,
  });
