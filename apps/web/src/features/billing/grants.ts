import type { Grants } from '@offerpilot/shared';
import { localeOf } from '../../lib/format.ts';

/** The translate function the texts need (i18next's `t`, or a test's). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One line of what a package, an order or a gift code gives: a key of `recharge.grant.*` and its count. */
export interface GrantPart {
  key: 'credit' | 'mocks' | 'assistants' | 'careers' | 'premiumDays' | 'advancedDays';
  count: number;
}

/** What the grants give, a plan's days first (a plan is sold as such), then credits, mock, live, career. */
export function grantParts(grants: Grants): GrantPart[] {
  const parts: GrantPart[] = [];
  if (grants.vipDays && grants.vipLevel) {
    parts.push({
      key: grants.vipLevel === 'advanced' ? 'advancedDays' : 'premiumDays',
      count: grants.vipDays,
    });
  }
  if (grants.credit) parts.push({ key: 'credit', count: grants.credit });
  if (grants.mocks) parts.push({ key: 'mocks', count: grants.mocks });
  if (grants.assistants) parts.push({ key: 'assistants', count: grants.assistants });
  if (grants.careers) parts.push({ key: 'careers', count: grants.careers });
  return parts;
}

/** Each part in words: "300 credits", "高级版 30 天". */
export const grantLines = (grants: Grants, t: Translate): string[] =>
  grantParts(grants).map((part) => t(`recharge.grant.${part.key}`, { count: part.count }));

/** The whole grant as one phrase of the language: "300 credits and 1 mock interview", "300 积分和1 次模拟面试". */
export function grantsText(grants: Grants, t: Translate, language: string): string {
  const lines = grantLines(grants, t);
  if (lines.length === 0) return t('recharge.grant.nothing');
  return new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(lines);
}
