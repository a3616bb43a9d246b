import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, ReferralRecord, ReferralSummary, WithdrawalBody } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { userInfoQuery } from '../../../lib/session.ts';
import { everyFailure } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';

const REFERRAL_KEY = ['referral'] as const;

/** Rows per page of the records list. */
export const RECORDS_PAGE_SIZE = 10;

/** The referral page shows a failed read in place of what it would have shown. */
const shownInPlace = { shownInline: everyFailure };

/** GET /api/referral: the programme's figures for the signed-in user. */
export const useReferralSummary = () =>
  useQuery({
    queryKey: [...REFERRAL_KEY, 'summary'],
    queryFn: () => unwrap(api.get<ReferralSummary>('/referral', shownInPlace)),
  });

/** GET /api/referral/records: sign-ups, recharges and withdrawals, newest first, one page. */
export const useReferralRecords = (page: number) =>
  useQuery({
    queryKey: [...REFERRAL_KEY, 'records', page],
    queryFn: () =>
      unwrap(
        api.get<Paged<ReferralRecord>>(
          `/referral/records?page=${page}&size=${RECORDS_PAGE_SIZE}`,
          shownInPlace,
        ),
      ),
    placeholderData: (previous) => previous,
  });

/**
 * POST /api/referral/withdrawals: asks support to pay out cashback; figures, records and items are read again.
 * The form says why a request was refused.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalBody) =>
      unwrap(api.post<unknown>('/referral/withdrawals', body, { shownInline: everyFailure })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REFERRAL_KEY }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]),
  });
}
