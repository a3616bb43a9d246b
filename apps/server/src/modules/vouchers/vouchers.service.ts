import { grantsSchema, type Grants } from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Tx } from '../../lib/db-types.ts';
import type { UserChanges } from '../../lib/user-changes.ts';
import { grant } from '../credits/credits.service.ts';
import { hashVoucherCode } from './voucher-code.ts';
import { addRedemption, findVoucherId, hasRedeemed, lockVoucher } from './vouchers.repo.ts';
import { createWrongGuesses } from './wrong-guesses.ts';

/**
 * One redemption under the voucher row's lock, so that concurrent redemptions of a code queue up: expiry,
 * this user's earlier redemption, the use limit, then the use and the grants, all in one transaction.
 */
async function redeemLocked(tx: Tx, voucherId: number, uid: number, now: Date): Promise<Grants> {
  const voucher = await lockVoucher(tx, voucherId);
  if (!voucher) throw new AppError('voucher.notFound');
  if (voucher.expiresAt.getTime() <= now.getTime()) throw new AppError('voucher.expired');
  if (await hasRedeemed(tx, voucherId, uid)) throw new AppError('voucher.alreadyRedeemed');
  if (voucher.used >= voucher.maxUses) throw new AppError('voucher.usedUp');
  await addRedemption(tx, voucherId, uid, now);
  const grants = grantsSchema.parse(voucher.grants);
  const key = `voucher:${voucherId}:${uid}`;
  await grant(tx, uid, grants, 'voucher', key, { reference: `voucher:${voucherId}`, now });
  return grants;
}

/** Gift codes (PRODUCT.md section 4): redeemed once per user, within their expiry and use limit. */
export function createVoucherService(ctx: AppContext, changes: UserChanges) {
  const guesses = createWrongGuesses(ctx);
  return {
    /** POST /api/vouchers/redeem: what the code granted; wrong codes count against the caller. */
    async redeem(uid: number, ip: string, code: string): Promise<Grants> {
      const voucherId = await findVoucherId(ctx.db, hashVoucherCode(code));
      if (voucherId === undefined) {
        await guesses.wrong(uid, ip);
        throw new AppError('voucher.notFound');
      }
      await guesses.admit(uid, ip);
      const now = ctx.clock.now();
      const grants = await ctx.db.transaction((tx) => redeemLocked(tx, voucherId, uid, now));
      changes.changedHere(uid);
      return grants;
    },
  };
}
export type VoucherService = ReturnType<typeof createVoucherService>;
