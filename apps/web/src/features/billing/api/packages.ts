import { useQuery } from '@tanstack/react-query';
import type { PackagesResult } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { everyFailure } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';
import { BILLING_KEY } from './billing-query.ts';

/**
 * GET /api/billing/packages: the price list in the request language's currency, and the payment methods. The
 * Recharge page shows a failure in its place.
 */
export const usePackages = () =>
  useQuery({
    queryKey: [...BILLING_KEY, 'packages'],
    queryFn: () => unwrap(api.get<PackagesResult>('/billing/packages', { shownInline: everyFailure })),
  });
