import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { expireDue } from './orders.repo.ts';

/** The queue of the sweep, also the id of its schedule. */
export const ORDER_EXPIRY_QUEUE = 'orders.expiry';
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Stores `expired` on open orders past their expiry, every five minutes on the job queue (once per period
 * across processes). Reads do not wait for it: an order past its expiry already reads as expired.
 */
export async function scheduleOrderExpiry(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  ctx.queue.define(ORDER_EXPIRY_QUEUE, async () => {
    const expired = await expireDue(ctx.db, ctx.clock.now());
    if (expired > 0) log.info({ expired }, 'unpaid orders expired');
  });
  await ctx.queue.repeat(ORDER_EXPIRY_QUEUE, ORDER_EXPIRY_QUEUE, SWEEP_EVERY_MS, {});
}
