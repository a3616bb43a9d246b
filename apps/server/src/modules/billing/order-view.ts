import { randomInt } from 'node:crypto';
import {
  currencySchema,
  grantsSchema,
  orderStatusSchema,
  paymentMethodSchema,
  type Order,
  type Payment,
} from '@offerpilot/shared';
import type { OrderRow } from './orders.repo.ts';

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * `OP` + the time in base 36 + 10 random base-36 characters: 21 characters of [0-9A-Z], which every vendor
 * takes as its merchant order number (WeChat Pay: 6-32 of letters, digits, `_-|*`), sortable by time.
 */
export function newOrderId(now: Date): string {
  const time = now.getTime().toString(36).toUpperCase().padStart(9, '0');
  let random = '';
  for (let i = 0; i < 10; i++) random += DIGITS[randomInt(DIGITS.length)];
  return `OP${time}${random}`;
}

/** True while the order may still be paid: `created` and not past its expiry. */
export const isOpen = (row: OrderRow, now: Date): boolean =>
  row.status === 'created' && row.expiresAt.getTime() > now.getTime();

/** The API shape of an order; an open order past its expiry reads as `expired` even before it is stored so. */
export function toOrder(row: OrderRow, now: Date): Order {
  const expired = row.status === 'created' && !isOpen(row, now);
  return {
    id: row.id,
    packageId: row.packageId,
    grants: grantsSchema.parse(row.grants),
    currency: currencySchema.parse(row.currency),
    amountMinor: row.amountMinor,
    listMinor: row.listMinor,
    discounted: row.discounted,
    status: expired ? 'expired' : orderStatusSchema.parse(row.status),
    method: paymentMethodSchema.parse(row.method),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** How to pay the order's current payment. */
export function toPayment(row: OrderRow): Payment {
  if (!row.paymentUrl) throw new Error(`order ${row.id} has no payment`);
  return { kind: row.paymentKind === 'qr' ? 'qr' : 'link', url: row.paymentUrl };
}
