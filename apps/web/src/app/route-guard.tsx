import { use, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { trackProgress } from '../lib/progress.ts';
import { isSignedIn } from '../lib/storage.ts';
import { guardModeOf, type PageRoute } from './route-table.ts';

async function session() {
  const [{ queryClient }, { userInfoQuery }] = await Promise.all([
    import('../lib/query-client.ts'),
    import('../lib/session.ts'),
  ]);
  return { queryClient, userInfoQuery };
}

/** Fetches user info into the cache; resolves either way (a 401 is handled by the request layer). */
async function fetchUserInfo(): Promise<void> {
  const { queryClient, userInfoQuery } = await session();
  await queryClient.fetchQuery({ ...userInfoQuery, staleTime: 0 }).catch(() => null);
}

async function enter(): Promise<void> {
  const fetching = trackProgress(fetchUserInfo());
  const { queryClient, userInfoQuery } = await session();
  if (queryClient.getQueryData(userInfoQuery.queryKey)?.userInfo.uid !== undefined) await fetching;
}

// One guard run per navigation (history entry key), kept so that re-renders do not fetch again.
const runs = new Map<string, Promise<void>>();

function guardRun(key: string): Promise<void> {
  let run = runs.get(key);
  if (!run) {
    run = enter();
    runs.set(key, run);
    if (runs.size > 50) runs.delete(runs.keys().next().value ?? key);
  }
  return run;
}

/**
 * The route guard of SPEC.md section 4: a page that needs sign-in fetches user info before it is entered
 * (the navigation is a transition, so the previous page stays with the progress bar until then); when no
 * user id is known yet the page opens at once and the fetch still runs. Without a token there is nothing
 * to fetch: the user goes to /Auth with the query kept, as a 401 would send them.
 */
export function RouteGuard({ route, children }: { route: PageRoute; children: ReactNode }) {
  const location = useLocation();
  const mode = guardModeOf(route);
  if (mode === 'none') return children;
  if (!isSignedIn()) {
    return mode === 'required' ? <Navigate to={`/Auth${location.search}`} replace /> : children;
  }
  use(guardRun(location.key));
  return children;
}
