import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MockReportResult, MockThreadDetail } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { everyFailure } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';
import { MOCK_KEY, threadPath } from './mock-threads.ts';

// Reads show their failure where their data would be (LoadFailure), not in a toast.
const inline = { shownInline: everyFailure };

/** GET /api/mock/threads/:id: the thread (progress, limit, report state) and its stored events. */
export const mockThreadQuery = (threadId: string) =>
  queryOptions({
    queryKey: [...MOCK_KEY, 'thread', threadId],
    queryFn: () => unwrap(api.get<MockThreadDetail>(threadPath(threadId), inline)),
    // The screen follows the thread on its socket from what this read held: no second read under it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** How often the report is asked again while it is being written. */
export const REPORT_POLL_MS = 2000;

/** GET /api/mock/threads/:id/report: read again every REPORT_POLL_MS while `generating`. */
export const mockReportQuery = (threadId: string) =>
  queryOptions({
    queryKey: [...MOCK_KEY, 'report', threadId],
    queryFn: () => unwrap(api.get<MockReportResult>(threadPath(threadId, '/report'), inline)),
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? REPORT_POLL_MS : false),
  });

export const useMockThread = (threadId: string) => useQuery(mockThreadQuery(threadId));
export const useMockReport = (threadId: string) => useQuery(mockReportQuery(threadId));

/** POST /api/mock/threads/:id/report: writes a failed report again; the answer is its new state. */
export function useRetryMockReport(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.post<MockReportResult>(threadPath(threadId, '/report'))),
    onSuccess: (result) => queryClient.setQueryData(mockReportQuery(threadId).queryKey, result),
  });
}
