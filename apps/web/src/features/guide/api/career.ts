import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CareerQuote,
  CareerReportResult,
  CareerThread,
  CareerThreadDetail,
  Goal,
} from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { GOALS_KEY } from '../../../lib/queries/goals.ts';
import { everyFailure, type Failure } from '../../../lib/request.ts';
import { userInfoQuery } from '../../../lib/session.ts';
import { unwrap } from '../../../lib/unwrap.ts';

/** Every career-guide read: the quote, the records, a guide and its report change together. */
export const CAREER_KEY = ['career'] as const;

// Reads show a failure where their data would be (LoadFailure), not in a toast.
const inline = { shownInline: everyFailure };
/** Refusals the page shows beside what met them, with the way out (recharge, continue). */
const refusals = {
  shownInline: (failure: Failure) =>
    failure.error === 'credits.insufficient' || failure.error === 'session.inProgress',
};

/** The path of a career thread's API, with `rest` after it. */
export const threadPath = (threadId: string, rest = ''): string =>
  `/career/threads/${encodeURIComponent(threadId)}${rest}`;

/** GET /api/career/quote: what a start or a reset takes now, and the going guide. */
export const careerQuoteQuery = queryOptions({
  queryKey: [...CAREER_KEY, 'quote'],
  queryFn: () => unwrap(api.get<CareerQuote>('/career/quote', inline)),
});

/** GET /api/career/threads: the Career Guide Records, newest first; read again while a report is made. */
export const careerThreadsQuery = queryOptions({
  queryKey: [...CAREER_KEY, 'threads'],
  queryFn: () => unwrap(api.get<{ items: CareerThread[] }>('/career/threads', inline)).then((r) => r.items),
  refetchInterval: (query) =>
    query.state.data?.some((thread) => thread.report === 'generating') ? 1000 : false,
});

export const useCareerQuote = () => useQuery(careerQuoteQuery);
export const useCareerThreads = () => useQuery(careerThreadsQuery);

/** GET /api/career/threads/:id: a guide and its events, as the chat starts from them. */
export const useCareerThread = (threadId: string) =>
  useQuery({
    queryKey: [...CAREER_KEY, 'thread', threadId],
    queryFn: () => unwrap(api.get<CareerThreadDetail>(threadPath(threadId), inline)),
    // The chat follows the socket from what was loaded: never replaced under it.
    staleTime: Infinity,
  });

/** GET /api/career/threads/:id/report, asked again every half second while it is made. */
export const useCareerReport = (threadId: string) =>
  useQuery({
    queryKey: [...CAREER_KEY, 'report', threadId],
    queryFn: () => unwrap(api.get<CareerReportResult>(threadPath(threadId, '/report'), inline)),
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? 500 : false),
  });

/** A change of the guides, after which they, the quote and the credits are read again. */
function useCareerMutation<V, T>(call: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CAREER_KEY }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]),
  });
}

/** POST /api/career/threads: nothing left to pay or a guide going is shown by the page. */
export const useStartCareer = () =>
  useCareerMutation(() =>
    // Every failure of a start is said under its button ("start failed" and why), not toasted.
    unwrap(api.post<CareerThread>('/career/threads', undefined, { shownInline: everyFailure })),
  );

/** POST /api/career/threads/:id/reset: starts over (a new guide, paid like a start). */
export const useResetCareer = () =>
  useCareerMutation((id: string) =>
    unwrap(api.post<CareerThread>(threadPath(id, '/reset'), undefined, refusals)),
  );

/** POST /api/career/threads/:id/report: makes a failed report again. */
export const useRetryCareerReport = () =>
  useCareerMutation((id: string) => unwrap(api.post<CareerReportResult>(threadPath(id, '/report'))));

/** POST /api/goals/from-position/:slug: a suggested position becomes the current goal. */
export function useGoalFromSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => unwrap(api.post<Goal>(`/goals/from-position/${encodeURIComponent(slug)}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GOALS_KEY }),
  });
}
