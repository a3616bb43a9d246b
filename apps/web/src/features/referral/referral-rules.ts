import { WITHDRAWAL_MIN_MONEY, type WithdrawalBody } from '@offerpilot/shared';

/** The personal invite link: the sign-in page carrying `referrer_id`, which the app stores on landing. */
export const inviteLink = (origin: string, uid: number): string =>
  `${origin}/Auth?${new URLSearchParams({ referrer_id: String(uid) }).toString()}`;

/** Yuan as typed ("12", "12.5", "12.50") in fen, or null when it is not an amount with at most 2 decimals. */
export function yuanToFen(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', cents = ''] = match;
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

export interface WithdrawalProblems {
  amount?: 'amount';
  account?: 'account';
}

/**
 * The rules of the shared `withdrawalBody` restated for the browser (the web bundle leaves zod out; a test
 * keeps them in step), plus the balance: at least WITHDRAWAL_MIN_MONEY fen, at most the cashback held, and
 * an account of 3 to 120 characters once trimmed.
 */
export function checkWithdrawal(
  values: { amount: string; account: string },
  balance: number,
): { body: WithdrawalBody } | { problems: WithdrawalProblems } {
  const amount = yuanToFen(values.amount);
  const account = values.account.trim();
  const problems: WithdrawalProblems = {};
  if (amount === null || amount < WITHDRAWAL_MIN_MONEY || amount > balance) problems.amount = 'amount';
  if (account.length < 3 || account.length > 120) problems.account = 'account';
  if (amount === null || problems.amount || problems.account) return { problems };
  return { body: { amount, account } };
}
