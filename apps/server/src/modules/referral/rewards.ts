import {
  INVITE_SIGNUP_CREDITS,
  REFERRAL_CASHBACK_RATE,
  REFERRAL_RECHARGE_CREDITS,
  type Currency,
} from '@offerpilot/shared';
import type { Tx } from '../../lib/db-types.ts';
import { grant } from '../credits/credits.service.ts';
import { chainHas, insertRecord, inviterOf } from './referral.repo.ts';

/**
 * A friend's sign-up through an invite link (PRODUCT.md section 4), inside the transaction that creates the
 * friend's account: 25 credits to the inviter and a `register` record, once per friend. Answers whether the
 * invitation stands; the caller records the inviter only then.
 *
 * Refused: an inviter that does not exist, oneself, and loops. An inviter is only ever recorded here, once,
 * while the friend's account is being created, so a friend has no invitees yet and the inviter graph can
 * only point from newer accounts to older ones. On top of that the inviter's whole chain (inviter, its
 * inviter, ...) is walked and the invitation refused when the friend is on it, so that no later way of
 * setting an inviter can close a loop. Rewards go to the direct inviter only, one level.
 */
export async function rewardSignup(
  tx: Tx,
  invite: { inviterUid: number; friendUid: number },
): Promise<boolean> {
  const { inviterUid, friendUid } = invite;
  if (inviterUid === friendUid || (await chainHas(tx, inviterUid, friendUid)) !== false) return false;
  const credit = INVITE_SIGNUP_CREDITS;
  const id = await insertRecord(tx, { uid: inviterUid, kind: 'register', friendUid, credit });
  if (id !== undefined) {
    const key = `referral:register:${friendUid}`;
    await grant(tx, inviterUid, { credit }, 'referral.signup', key, { reference: `referral:${id}` });
  }
  return true;
}

/** Cashback in fen of an order paid in `currency` minor units, rounded down (exact integer arithmetic). */
export function cashbackFen(amountMinor: number, currency: Currency, usdToCny: number): number {
  const fenPerMinorMicros = BigInt(currency === 'CNY' ? 1_000_000 : Math.round(usdToCny * 1_000_000));
  const percent = BigInt(Math.round(REFERRAL_CASHBACK_RATE * 100));
  return Number((BigInt(amountMinor) * fenPerMinorMicros * percent) / 100_000_000n);
}

/**
 * A paid recharge of an invited user, inside the payment's transaction: 100 credits and 10% cashback into the
 * inviter's `money` (fen; a USD order converted at `usdToCny`, rounded down). One `recharge` record per order:
 * a replayed or concurrent call finds it written (ON CONFLICT DO NOTHING on the per-order unique index, which
 * waits for the other transaction) and grants nothing.
 */
export async function rewardRecharge(
  tx: Tx,
  order: { id: string; uid: number; amountMinor: number; currency: 'CNY' | 'USD' },
  opts: { now: Date; usdToCny: number },
): Promise<void> {
  const inviterUid = await inviterOf(tx, order.uid);
  if (inviterUid === undefined || inviterUid === order.uid) return;
  const credit = REFERRAL_RECHARGE_CREDITS;
  const money = cashbackFen(order.amountMinor, order.currency, opts.usdToCny);
  const id = await insertRecord(tx, {
    uid: inviterUid,
    kind: 'recharge',
    friendUid: order.uid,
    orderId: order.id,
    credit,
    money,
    createdAt: opts.now,
  });
  if (id === undefined) return;
  const key = `referral:recharge:${order.id}`;
  await grant(tx, inviterUid, { credit, money }, 'referral.recharge', key, {
    reference: `referral:${id}`,
    now: opts.now,
  });
}
