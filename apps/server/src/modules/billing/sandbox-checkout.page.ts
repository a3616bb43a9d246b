import { translate, type Currency, type Grants, type Lang } from '@offerpilot/shared';
import { escapeHtml, htmlPage } from '../../lib/html.ts';
import { describeGrants, formatMoney } from './price-list.ts';

const t = (lang: Lang, key: string, params: Record<string, string> = {}) =>
  escapeHtml(translate(lang, `messages:billing.checkout.${key}`, params));

/** What the checkout page shows of an order. */
export interface CheckoutOrder {
  id: string;
  grants: Grants;
  currency: Currency;
  amountMinor: number;
  listMinor: number;
  discounted: boolean;
}

/**
 * The sandbox's checkout page: the item and the price, "Pay" and "Cancel". A plain form post (the site's
 * CSP allows no inline script, and none is needed); the server then sends the signed callback itself.
 */
export function checkoutPage(lang: Lang, order: CheckoutOrder, action: string): string {
  const amount = formatMoney(lang, order.currency, order.amountMinor);
  const row = (key: string, value: string, id = '') =>
    `<tr><th>${t(lang, key)}</th><td${id ? ` id="${id}"` : ''}>${value}</td></tr>`;
  const list = order.discounted
    ? row(
        'listPrice',
        `<s>${escapeHtml(formatMoney(lang, order.currency, order.listMinor))}</s> ${t(lang, 'discount')}`,
      )
    : '';
  const body =
    `<h1>${t(lang, 'title')}</h1><p>${t(lang, 'intro')}</p>` +
    `<table><tbody>${row('order', escapeHtml(order.id))}` +
    `${row('item', escapeHtml(describeGrants(lang, order.grants)), 'checkout-item')}${list}` +
    `${row('amount', escapeHtml(amount), 'checkout-amount')}</tbody></table>` +
    `<form id="checkout-form" method="post" action="${escapeHtml(action)}">` +
    `<button type="submit" name="action" value="pay">${t(lang, 'pay', { amount })}</button>` +
    `<button type="submit" name="action" value="cancel" style="background:#64748b">${t(lang, 'cancel')}</button>` +
    `</form>`;
  return htmlPage(lang, translate(lang, 'messages:billing.checkout.title'), body);
}

/** What the page says after the form post: paid, cancelled, or why the payment did not go through. */
export function checkoutResultPage(lang: Lang, result: 'paid' | 'cancelled' | 'failed', reason = ''): string {
  const title = translate(lang, `messages:billing.checkout.${result}Title`);
  const text = result === 'failed' ? reason : translate(lang, `messages:billing.checkout.${result}Text`);
  const body = `<h1 id="checkout-result" data-result="${result}">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`;
  return htmlPage(lang, title, body);
}
