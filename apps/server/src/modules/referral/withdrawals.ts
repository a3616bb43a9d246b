import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { Tx } from '../../lib/db-types.ts';
import { grant } from '../credits/credits.service.ts';
import { closeWithdrawal, insertRecord, lockWithdrawal, type ReferralRow } from './referral.repo.ts';

/**
 * A withdrawal request: the record (`requested`) and the amount taken out of `money` at once, in one
 * transaction, so the same cashback cannot be asked for twice. Too much answers `referral.moneyInsufficient`
 * and leaves nothing behind.
 */
export async function requestWithdrawal(
  tx: Tx,
  uid: number,
  request: { amount: number; account: string; now: Date },
): Promise<ReferralRow> {
  const { amount, account, now } = request;
  const row = { uid, kind: 'withdrawal', money: -amount, status: 'requested', account, createdAt: now };
  const id = await insertRecord(tx, row);
  if (id === undefined) throw new Error('withdrawal record not written');
  try {
    await grant(tx, uid, { money: -amount }, 'referral.withdrawal', `withdrawal:${id}`, {
      reference: `referral:${id}`,
      now,
    });
  } catch (err) {
    if (err instanceof AppError && err.key === 'credits.insufficient') {
      throw new AppError('referral.moneyInsufficient');
    }
    throw err;
  }
  return { ...row, id, friendUid: null, orderId: null, credit: 0, settledAt: null };
}

/** What an operator's settle or reject did: done now, already so before, or refused (the record says why). */
export type WithdrawalOutcome =
  | { outcome: 'done' | 'already'; record: ReferralRow }
  | { outcome: 'refused'; record: ReferralRow | undefined };

/**
 * Support paid a requested withdrawal out: it is marked settled (the money left `money` at request time).
 * A settled one stays settled; a rejected one cannot be settled.
 */
export function settleWithdrawal(db: Db, id: number, now: Date): Promise<WithdrawalOutcome> {
  return db.transaction(async (tx) => {
    const record = await lockWithdrawal(tx, id);
    if (record?.status === 'settled') return { outcome: 'already', record };
    if (record?.status !== 'requested') return { outcome: 'refused', record };
    await closeWithdrawal(tx, id, 'settled', now);
    return { outcome: 'done', record: { ...record, status: 'settled', settledAt: now } };
  });
}

/**
 * Support refused a requested withdrawal: it is marked rejected and its amount goes back into `money`, once
 * (under the record's lock, with its own ledger key). A settled withdrawal cannot be rejected.
 */
export function rejectWithdrawal(db: Db, id: number, now: Date): Promise<WithdrawalOutcome> {
  return db.transaction(async (tx) => {
    const record = await lockWithdrawal(tx, id);
    if (record?.status === 'rejected') return { outcome: 'already', record };
    if (record?.status !== 'requested') return { outcome: 'refused', record };
    await closeWithdrawal(tx, id, 'rejected', now);
    const key = `withdrawal:${id}:returned`;
    const opts = { reference: `referral:${id}`, now };
    await grant(tx, record.uid, { money: -record.money }, 'referral.withdrawalReturned', key, opts);
    return { outcome: 'done', record: { ...record, status: 'rejected', settledAt: now } };
  });
}
