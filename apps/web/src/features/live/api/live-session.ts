import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Companion, LiveReportResult, Pairing, ThreadDetail } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { everyFailure } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';
import { LIVE_KEY } from './live-threads.ts';

const path = (threadId: string, rest = '') => `/live/threads/${encodeURIComponent(threadId)}${rest}`;
// Reads show their failure where their data would be (LoadFailure), not in a toast.
const inline = { shownInline: everyFailure };

/** GET /api/live/threads/:id: the thread (price, language, state) and its stored events. */
export const threadQuery = (threadId: string) =>
  queryOptions({
    queryKey: [...LIVE_KEY, 'thread', threadId],
    queryFn: () => unwrap(api.get<ThreadDetail>(path(threadId), inline)),
  });

/** GET /api/live/threads/:id/companions: the phones paired with the session. */
export const companionsQuery = (threadId: string) =>
  queryOptions({
    queryKey: [...LIVE_KEY, 'companions', threadId],
    queryFn: () =>
      unwrap(api.get<{ items: Companion[] }>(path(threadId, '/companions'), inline)).then((r) => r.items),
  });

/** How often the review is asked again while it is being written. */
export const REPORT_POLL_MS = 2000;

/** GET /api/live/threads/:id/report: read again every REPORT_POLL_MS while `generating`. */
export const reportQuery = (threadId: string) =>
  queryOptions({
    queryKey: [...LIVE_KEY, 'report', threadId],
    queryFn: () => unwrap(api.get<LiveReportResult>(path(threadId, '/report'), inline)),
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? REPORT_POLL_MS : false),
  });

export const useThread = (threadId: string) => useQuery(threadQuery(threadId));
export const useCompanions = (threadId: string) => useQuery(companionsQuery(threadId));
export const useReport = (threadId: string) => useQuery(reportQuery(threadId));

/** POST /api/live/threads/:id/pairings: a short-lived code for a phone; shown where it was asked for. */
export const usePairing = (threadId: string) =>
  useMutation({ mutationFn: () => unwrap(api.post<Pairing>(path(threadId, '/pairings'), {}, inline)) });

/** DELETE /api/live/threads/:id/companions/:companionId, then the list is read again. */
export function useUnpair(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companionId: string) =>
      unwrap(api.request<null>('DELETE', path(threadId, `/companions/${encodeURIComponent(companionId)}`))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companionsQuery(threadId).queryKey }),
  });
}

/** POST /api/live/threads/:id/report: writes a failed review again; the answer is its new state. */
export function useRetryReport(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.post<LiveReportResult>(path(threadId, '/report'))),
    onSuccess: (result) => queryClient.setQueryData(reportQuery(threadId).queryKey, result),
  });
}
