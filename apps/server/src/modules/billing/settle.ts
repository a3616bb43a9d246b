import { grantsSchema } from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { PaymentMethod, PaymentNotice } from '../../providers/payments/index.ts';
import { grant } from '../credits/credits.service.ts';
import { rewardRecharge } from '../referral/rewards.ts';
import { insertNotice, lockOrder, moveOrder, type OrderRow } from './orders.repo.ts';

/** What a notice did: `paid` credited the order; anything else changed nothing (see `detail`). */
export interface Settlement {
  outcome: 'paid' | 'closed' | 'failed' | 'ignored';
  detail: string | null;
}

/** Why an authentic notice cannot pay this order, or null when it may. */
function refusal(order: OrderRow, notice: PaymentNotice): string | null {
  if (notice.amountMinor !== order.amountMinor || notice.currency !== order.currency) {
    return `amount mismatch: notice ${notice.amountMinor} ${notice.currency}, order ${order.amountMinor} ${order.currency}`;
  }
  if (order.status === 'paid') return 'already paid';
  // Only `created` and `expired` are payable: a payment after our expiry is honoured, the user paid.
  if (order.status !== 'created' && order.status !== 'expired') return `order ${order.status}`;
  return null;
}

/**
 * Applies an authentic payment notice in ONE transaction: the order is locked, checked (amount, currency,
 * status) and moved `created|expired -> paid`, its grants go through the ledger under `order:<id>`, and the
 * inviter is rewarded. Every notice leaves a `payment_notices` row. Replays, concurrent or not, credit once:
 * the lock serialises them, the second one finds the order paid, and the ledger key would refuse it anyway.
 */
export async function settleNotice(
  ctx: AppContext,
  log: FastifyBaseLogger,
  method: PaymentMethod,
  notice: PaymentNotice,
  remoteAddr: string | null,
): Promise<Settlement> {
  const result = await ctx.db.transaction(async (tx): Promise<Settlement> => {
    const now = ctx.clock.now();
    const order = await lockOrder(tx, notice.orderId);
    let settled: Settlement;
    if (!order) settled = { outcome: 'ignored', detail: 'unknown order' };
    else if (notice.status !== 'paid') settled = { outcome: notice.status, detail: null };
    else {
      const refused = refusal(order, notice);
      if (refused) settled = { outcome: 'ignored', detail: refused };
      else {
        await moveOrder(tx, order.id, ['created', 'expired'], {
          status: 'paid',
          method,
          providerTxnId: notice.providerTxnId,
          paidAt: notice.paidAt ?? now,
        });
        const key = `order:${order.id}`;
        await grant(tx, order.uid, grantsSchema.parse(order.grants), 'recharge', key, {
          reference: key,
          now,
        });
        const currency = order.currency === 'USD' ? 'USD' : 'CNY';
        await rewardRecharge(
          tx,
          { id: order.id, uid: order.uid, amountMinor: order.amountMinor, currency },
          { now, usdToCny: ctx.env.CASHBACK_USD_CNY },
        );
        settled = { outcome: 'paid', detail: null };
      }
    }
    await insertNotice(tx, {
      method,
      orderId: notice.orderId,
      outcome: settled.outcome,
      detail: settled.detail,
      amountMinor: notice.amountMinor,
      providerTxnId: notice.providerTxnId,
      remoteAddr,
    });
    return settled;
  });
  if (result.detail && result.detail !== 'already paid') {
    // Money may have moved without an order to show for it: support has to look (refund or credit by hand).
    log.warn({ method, orderId: notice.orderId, detail: result.detail }, 'payment notice not applied');
  }
  return result;
}
