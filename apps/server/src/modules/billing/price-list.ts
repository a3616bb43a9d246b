import { readFileSync } from 'node:fs';
import {
  INVITE_FIRST_PURCHASE_DISCOUNT,
  packageListSchema,
  translate,
  type Currency,
  type Grants,
  type Lang,
  type PackageConfig,
} from '@offerpilot/shared';
import defaults from './default-packages.json' with { type: 'json' };

/**
 * The price list: the operator's `PACKAGES_FILE` (the same JSON format as default-packages.json) or the
 * shipped default. A file that does not read, parse or validate stops the start, naming the setting.
 */
export function loadPriceList(file?: string): PackageConfig[] {
  let data: unknown = defaults;
  if (file) {
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`PACKAGES_FILE: cannot read ${file} (${(error as Error).message})`, { cause: error });
    }
  }
  const parsed = packageListSchema.safeParse(data);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`PACKAGES_FILE: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`);
  }
  const ids = new Set(parsed.data.map((p) => p.id));
  if (ids.size !== parsed.data.length) throw new Error('PACKAGES_FILE: package ids must be unique');
  return parsed.data;
}

/** Prices follow the language (PRODUCT.md section 4): CNY for zh, USD for en. */
export const currencyFor = (lang: Lang): Currency => (lang === 'en' ? 'USD' : 'CNY');

/** What a package costs in a currency: the list price, and the price paid after the invitee discount. */
export function priceOf(pkg: PackageConfig, currency: Currency, discounted: boolean) {
  const listMinor = pkg.price[currency];
  const off = Math.round(INVITE_FIRST_PURCHASE_DISCOUNT * 100);
  const amountMinor = discounted ? Math.round((listMinor * (100 - off)) / 100) : listMinor;
  return { listMinor, amountMinor };
}

/** The item as words ("500 credits", "Premium plan, 30 days + 300 credits"): order descriptions, checkout. */
export function describeGrants(lang: Lang, grants: Grants): string {
  const t = (key: string, params: Record<string, string | number>) =>
    translate(lang, `messages:billing.item.${key}`, params);
  const parts: string[] = [];
  if (grants.vipDays && grants.vipLevel) {
    const plan = translate(lang, `messages:billing.plan.${grants.vipLevel}`);
    parts.push(t('plan', { plan, count: grants.vipDays }));
  }
  for (const item of ['credit', 'mocks', 'assistants', 'careers'] as const) {
    const count = grants[item];
    if (count) parts.push(t(item, { count }));
  }
  return parts.join(' + ');
}

/** Money as the payer reads it: ¥49.00, $6.99. */
export function formatMoney(lang: Lang, currency: Currency, minor: number): string {
  return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency }).format(
    minor / 100,
  );
}
