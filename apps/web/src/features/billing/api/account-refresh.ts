import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userInfoQuery } from '../../../lib/session.ts';
import { BILLING_KEY } from './billing-query.ts';

/**
 * After a payment or a redeemed code: user info (the sidebar's credits card) and the billing lists are read
 * again, so the new balance shows without a reload.
 */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
      ]),
    [queryClient],
  );
}
