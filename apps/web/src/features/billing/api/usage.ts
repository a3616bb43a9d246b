import { useQuery } from '@tanstack/react-query';
import type { Paged, UsageRecord } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { everyFailure } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';
import { BILLING_KEY, PAGE_SIZE } from './billing-query.ts';

/** GET /api/billing/usage: the user's ledger rows (usage records), newest first, one page, or why not. */
export const useUsage = (page: number) =>
  useQuery({
    queryKey: [...BILLING_KEY, 'usage', page],
    queryFn: () =>
      unwrap(
        api.get<Paged<UsageRecord>>(`/billing/usage?page=${page}&size=${PAGE_SIZE}`, {
          shownInline: everyFailure,
        }),
      ),
    placeholderData: (previous) => previous,
  });
