import type { UsageRecord } from '@offerpilot/shared';
import { formatMinor } from '../../lib/format.ts';
import type { Translate } from './grants.ts';

/** A usage record's reason in words; a reason this version does not know shows as its key. */
export const reasonText = (reason: string, t: Translate): string =>
  t(`usage.reason.${reason}`, { defaultValue: reason });

/** The change with its sign, in the item's unit: "+300", "-100", "+30 days", "+¥6.80" (cashback in fen). */
export function changeText(
  record: Pick<UsageRecord, 'item' | 'change'>,
  t: Translate,
  language: string,
): string {
  const sign = record.change > 0 ? '+' : record.change < 0 ? '-' : '';
  const size = Math.abs(record.change);
  if (record.item === 'money') return sign + formatMinor(size, 'CNY', language);
  if (record.item === 'vip') return sign + t('usage.days', { count: size });
  return sign + String(size);
}
