import { QueryClient } from '@tanstack/react-query';

/**
 * The data cache. It lives in its own module, loaded with the first page that needs data (the dashboard
 * and sessions), so that /Welcome and /Auth do not download TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } },
});
