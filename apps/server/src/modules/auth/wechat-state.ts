import { randomBytes } from 'node:crypto';
import { hmacSha256, safeEqual } from '../../lib/crypto.ts';

const STATE_SECONDS = 600;

/** The OAuth `state`: expiry, nonce and referrer, signed (WeChat allows 128 bytes, this stays near 50). */
export function signState(key: string, now: Date, inviterUid: number | null): string {
  const expires = Math.floor(now.getTime() / 1000 + STATE_SECONDS).toString(36);
  const body = `${expires}.${randomBytes(8).toString('base64url')}.${inviterUid ? inviterUid.toString(36) : ''}`;
  return `${body}.${hmacSha256(key, body, 'base64url').slice(0, 22)}`;
}

/** The referrer inside a state that is ours and unexpired; undefined for any other state. */
export function readState(key: string, now: Date, state: string): { inviterUid: number | null } | undefined {
  const parts = state.split('.');
  if (parts.length !== 4) return undefined;
  const [expires = '', nonce = '', inviter = '', signature = ''] = parts;
  const body = `${expires}.${nonce}.${inviter}`;
  if (!safeEqual(signature, hmacSha256(key, body, 'base64url').slice(0, 22))) return undefined;
  if (Number.parseInt(expires, 36) * 1000 <= now.getTime()) return undefined;
  return { inviterUid: inviter ? Number.parseInt(inviter, 36) : null };
}
