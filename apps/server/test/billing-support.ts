// Helpers of the orders and payments tests: users, orders, the sandbox checkout as a browser uses it.
import { eq } from 'drizzle-orm';
import { ledger, paymentNotices } from '../src/db/schema.ts';
import { purposeKey } from '../src/lib/server-secret.ts';
import { createSandboxPayments } from '../src/providers/payments/sandbox.ts';
import type { PaymentNotice } from '../src/providers/payments/index.ts';
import { call, signIn, type TestServer } from './support.ts';

let n = 0;

/** A new signed-in user (invited by `inviter` when given) and request helpers speaking `lang`. */
export async function newUser(t: TestServer, lang: 'zh' | 'en' = 'zh', inviter?: number) {
  const invite: Record<string, string> = inviter ? { inviteruid: String(inviter) } : {};
  const { token } = await signIn(t, `buyer-${process.pid}-${++n}@example.com`, invite);
  const headers = { authorization: token, lang };
  const info = async () => (await call(t.url, '/api/user/info', { headers })).json.result;
  const { userInfo } = await info();
  return {
    uid: userInfo.uid as number,
    headers,
    info,
    get: (path: string) => call(t.url, path, { headers }),
    post: (path: string, body?: unknown) => call(t.url, path, { method: 'POST', body, headers }),
    order: async (packageId: string, method = 'sandbox') => {
      const res = await call(t.url, '/api/orders', { body: { packageId, method }, headers });
      if (res.status !== 200) throw new Error(`order failed: ${res.text}`);
      return res.json.result as { order: { id: string; amountMinor: number }; payment: { url: string } };
    },
  };
}
export type Buyer = Awaited<ReturnType<typeof newUser>>;

/** Opens the sandbox checkout page and presses one of its buttons, as the browser's form post does. */
export async function checkout(paymentUrl: string, action: 'pay' | 'cancel', lang = 'en') {
  const page = await fetch(`${paymentUrl}?lang=${lang}`);
  const html = await page.text();
  const formAction = /<form[^>]* action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (page.status !== 200 || !formAction) return { status: page.status, html };
  const posted = await fetch(new URL(formAction, paymentUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });
  return { status: posted.status, html: await posted.text(), page: html };
}

/** Signs sandbox callbacks with the key the server derives from its stored secret: the test plays the sandbox. */
export async function sandboxSigner(t: TestServer) {
  const sandbox = createSandboxPayments({ secret: await purposeKey(t.database.db, 'payment-sandbox') });
  return (notice: PaymentNotice) => sandbox.signCallback(notice);
}

/** Posts a callback to a notify route as the vendor would. */
export function notify(t: TestServer, method: string, body: string, headers: Record<string, string>) {
  return fetch(`${t.url}/api/payments/${method}/notify`, { method: 'POST', headers, body });
}

/** The ledger rows an order wrote, and the callbacks recorded for it. */
export async function trailOf(t: TestServer, orderId: string) {
  const db = t.database.db;
  const rows = await db
    .select()
    .from(ledger)
    .where(eq(ledger.idempotencyKey, `order:${orderId}`));
  const notices = await db.select().from(paymentNotices).where(eq(paymentNotices.orderId, orderId));
  return { rows, notices };
}
