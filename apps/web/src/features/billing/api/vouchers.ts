import { useMutation } from '@tanstack/react-query';
import type { RedeemResult } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { everyFailure } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';
import { useRefreshAccount } from './account-refresh.ts';

/** POST /api/vouchers/redeem: what the code granted; the balances are read again. The dialog says why not. */
export function useRedeemCode() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (code: string) =>
      unwrap(api.post<RedeemResult>('/vouchers/redeem', { code }, { shownInline: everyFailure })),
    onSuccess: () => refresh(),
  });
}
