import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMockThreadBody, MockQuote, MockThread } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { everyFailure, type Failure } from '../../../lib/request.ts';
import { userInfoQuery } from '../../../lib/session.ts';
import { unwrap } from '../../../lib/unwrap.ts';

/** Every mock-interview read: the quote, the history, a thread and its report change together. */
export const MOCK_KEY = ['mock'] as const;

// Reads show a failure where their data would be (LoadFailure), not in a toast.
const inline = { shownInline: everyFailure };

/** The path of a mock thread's API, with `rest` after it. */
export const threadPath = (threadId: string, rest = ''): string =>
  `/mock/threads/${encodeURIComponent(threadId)}${rest}`;

/** GET /api/mock/quote: what a start takes now, the going mock, and who speaks and listens. */
export const mockQuoteQuery = queryOptions({
  queryKey: [...MOCK_KEY, 'quote'],
  queryFn: () => unwrap(api.get<MockQuote>('/mock/quote', inline)),
});

/** GET /api/mock/threads: the user's mock interviews, newest first. */
export const mockThreadsQuery = queryOptions({
  queryKey: [...MOCK_KEY, 'threads'],
  queryFn: () => unwrap(api.get<{ items: MockThread[] }>('/mock/threads', inline)).then((r) => r.items),
  // A report being written changes its row: read again until none is.
  refetchInterval: (query) =>
    query.state.data?.some((thread) => thread.report === 'generating') ? 3000 : false,
});

export const useMockQuote = () => useQuery(mockQuoteQuery);
export const useMockThreads = () => useQuery(mockThreadsQuery);

/** Failures the page shows beside what met them, with the way out (end it, recharge). */
const shownBy =
  (...keys: string[]) =>
  (failure: Failure): boolean =>
    failure.error !== undefined && keys.includes(failure.error);

/** A change of the mock interviews, after which they, the quote and the credits card are read again. */
function useMockMutation<V, T>(call: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MOCK_KEY }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]),
  });
}

/**
 * POST /api/mock/threads: every failure is shown by the page ("start failed" and why; a mock in progress or
 * nothing to pay with, with its way out), not toasted.
 */
export const useStartMock = () =>
  useMockMutation((body: CreateMockThreadBody) =>
    unwrap(api.post<MockThread>('/mock/threads', body, { shownInline: everyFailure })),
  );

/** POST /api/mock/threads/:id/end. */
export const useEndMock = () =>
  useMockMutation((id: string) => unwrap(api.post<MockThread>(threadPath(id, '/end'))));

/** DELETE /api/mock/threads/:id: one in progress is refused (the row says so and offers to end it). */
export const useDeleteMock = () =>
  useMockMutation((id: string) =>
    unwrap(
      api.request<null>('DELETE', threadPath(id), undefined, { shownInline: shownBy('session.notEnded') }),
    ),
  );
