import { CAREER_PRICE_CREDITS, LIVE_PRICE_CREDITS, MOCK_PRICE_CREDITS } from '@offerpilot/shared';
import { AppError } from '../../core/errors.ts';
import type { Queryable, Tx } from '../../lib/db-types.ts';
import { ITEMS, lockItems, newcomerMocksLeft, rowsOfKey, type Item } from './credits.repo.ts';
import { grant } from './credits.service.ts';

/** What a charge took: an owned session (`mocks`, `assistants`) or credits; `repeated` when already charged. */
export interface Charge {
  item: Item;
  amount: number;
  repeated: boolean;
}

/**
 * Takes the first of `options` (item, amount) the balance covers, under the balance row's lock, once per
 * idempotency key: a repeated key answers what the first charge took and changes nothing.
 */
async function chargeOneOf(
  tx: Tx,
  uid: number,
  options: Array<[Item, number]>,
  reason: string,
  key: string,
): Promise<Charge> {
  const balance = await lockItems(tx, uid);
  if (!balance) throw new AppError('credits.insufficient');
  const [earlier] = await rowsOfKey(tx, uid, key);
  if (earlier) return { item: earlier.item as Item, amount: -earlier.change, repeated: true };
  for (const [item, amount] of options) {
    if (balance[item] < amount) continue;
    await grant(tx, uid, { [item]: -amount }, reason, key, { reference: key });
    return { item, amount, repeated: false };
  }
  throw new AppError('credits.insufficient');
}

/** Starting a mock interview (PRODUCT.md section 4): one owned mock, else 100 credits. */
export const chargeMock = (tx: Tx, uid: number, sessionId: string): Promise<Charge> =>
  chargeOneOf(
    tx,
    uid,
    [
      ['mocks', 1],
      ['credit', MOCK_PRICE_CREDITS],
    ],
    'mock.start',
    `mock:${sessionId}`,
  );

/**
 * Starting (or resetting) a career guide (PRODUCT.md section 4): one career-guide attempt, else 50 credits
 * (decision 30); once per thread, which the key names.
 */
export const chargeCareer = (tx: Tx, uid: number, threadId: string): Promise<Charge> =>
  chargeOneOf(
    tx,
    uid,
    [
      ['careers', 1],
      ['credit', CAREER_PRICE_CREDITS],
    ],
    'career.start',
    `career:${threadId}`,
  );

/**
 * Whether a mock start paid with an owned mock now uses the newcomer's free one (PRODUCT.md section 4: at most
 * 30 minutes). It is the first mock a user owns (granted at sign-up), so the first start paid with an owned mock
 * uses it; a refunded start gives it back.
 */
export async function newcomerMockDue(q: Queryable, uid: number): Promise<boolean> {
  return (await newcomerMocksLeft(q, uid)) > 0;
}

/** A live interview reaching 5 minutes: one owned live interview, else 200 credits. */
export const chargeLive = (tx: Tx, uid: number, sessionId: string): Promise<Charge> =>
  chargeOneOf(
    tx,
    uid,
    [
      ['assistants', 1],
      ['credit', LIVE_PRICE_CREDITS],
    ],
    'live.charge',
    `live:${sessionId}`,
  );

/**
 * Gives back what the charge under `key` took (a session that failed to start), once: the refund has its own
 * key, so a repeated refund changes nothing; a key that charged nothing refunds nothing.
 */
export async function refundCharge(tx: Tx, uid: number, key: string): Promise<{ applied: boolean }> {
  await lockItems(tx, uid);
  const rows = await rowsOfKey(tx, uid, key);
  const changes: Partial<Record<Item, number>> = {};
  for (const row of rows) {
    if ((ITEMS as readonly string[]).includes(row.item) && row.change < 0) {
      changes[row.item as Item] = (changes[row.item as Item] ?? 0) - row.change;
    }
  }
  if (!Object.keys(changes).length) return { applied: false };
  return grant(tx, uid, changes, 'refund', `refund:${key}`, { reference: key });
}
