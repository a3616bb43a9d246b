import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateThreadBody, LiveQuote, Thread } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { everyFailure, type Failure } from '../../../lib/request.ts';
import { userInfoQuery } from '../../../lib/session.ts';
import { unwrap } from '../../../lib/unwrap.ts';

/** Every live-assistant read: the quote and the history change together. */
export const LIVE_KEY = ['live'] as const;

// Both reads show a failure where their data would be (LoadFailure), not in a toast.
const inline = { shownInline: everyFailure };

/** GET /api/live/quote: what a start costs now, and the session in progress, if any. */
export const liveQuoteQuery = queryOptions({
  queryKey: [...LIVE_KEY, 'quote'],
  queryFn: () => unwrap(api.get<LiveQuote>('/live/quote', inline)),
});

/** GET /api/live/threads: the user's sessions, newest first. */
export const liveThreadsQuery = queryOptions({
  queryKey: [...LIVE_KEY, 'threads'],
  queryFn: () => unwrap(api.get<{ items: Thread[] }>('/live/threads', inline)).then((r) => r.items),
});

export const useLiveQuote = () => useQuery(liveQuoteQuery);
export const useLiveThreads = () => useQuery(liveThreadsQuery);

/** Failures the page shows beside the button that met them, with what to do (end it, recharge). */
const shownBy =
  (...keys: string[]) =>
  (failure: Failure): boolean =>
    failure.error !== undefined && keys.includes(failure.error);

/** A change of the sessions, after which the quote, the history and the credits card are read again. */
function useLiveMutation<V, T>(call: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Not awaited: the mutation's own answer (a refusal the page shows) comes first, then the fresh reads.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: LIVE_KEY });
      void queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey });
    },
  });
}

/** The start's body; `goalId: null` starts without a target position. */
export type StartBody = Omit<CreateThreadBody, 'kind'>;

/** POST /api/live/threads. A session in progress or too few credits is shown by the page, with its way out. */
export const useStartLive = () =>
  useLiveMutation((body: StartBody) =>
    unwrap(
      // Every failure of a start is said under its button ("start failed" and why), not toasted.
      api.post<Thread>('/live/threads', body, { shownInline: everyFailure }),
    ),
  );

/** POST /api/live/threads/:id/end. */
export const useEndLive = () =>
  useLiveMutation((id: string) => unwrap(api.post<Thread>(`/live/threads/${encodeURIComponent(id)}/end`)));

/** DELETE /api/live/threads/:id: a session in progress is refused (the row says so and offers to end it). */
export const useDeleteLive = () =>
  useLiveMutation((id: string) =>
    unwrap(
      api.request<null>('DELETE', `/live/threads/${encodeURIComponent(id)}`, undefined, {
        shownInline: shownBy('session.notEnded'),
      }),
    ),
  );
