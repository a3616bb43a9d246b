import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A bearer token: 32 random bytes, base64url. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 of a string, hex; what the database keeps of a token. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** HMAC-SHA256 of a string under a key, in the given encoding. */
export function hmacSha256(key: string, value: string, encoding: 'hex' | 'base64url' = 'hex'): string {
  return createHmac('sha256', key).update(value).digest(encoding);
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
