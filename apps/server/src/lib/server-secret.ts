import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema.ts';
import { hmacSha256 } from './crypto.ts';

const loaded = new WeakMap<Db, Promise<string>>();

async function load(db: Db): Promise<string> {
  // Every process proposes a secret; the first insert wins and all of them read the same row.
  await db
    .insert(serverSecrets)
    .values({ name: 'main', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, 'main'));
  if (!row) throw new Error('The server secret could not be stored.');
  return row.value;
}

/** The deployment's shared secret, made on first use. Call it outside transactions (PGlite has one connection). */
export function serverSecret(db: Db): Promise<string> {
  let secret = loaded.get(db);
  if (!secret) {
    secret = load(db);
    loaded.set(db, secret);
    secret.catch(() => loaded.delete(db));
  }
  return secret;
}

/** A key for one purpose (codes, WeChat state, captcha) derived from the server secret. */
export async function purposeKey(db: Db, purpose: string): Promise<string> {
  return hmacSha256(await serverSecret(db), `offerpilot:${purpose}`);
}
