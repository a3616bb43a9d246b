import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../lib/crypto.ts';

/**
 * 32 letters and digits without 0/O and 1/I, so a code read aloud or off paper is typed right. 32 is a power
 * of two: each random byte masked to 5 bits picks a character without modulo bias.
 */
export const VOUCHER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 16;
const GROUP = 4;

/** A new gift code, XXXX-XXXX-XXXX-XXXX: 80 random bits, far beyond guessing even without a rate limit. */
export function newVoucherCode(): string {
  const chars = [...randomBytes(LENGTH)].map((byte) => VOUCHER_ALPHABET[byte & 31]).join('');
  return chars.match(new RegExp(`.{${GROUP}}`, 'g'))?.join('-') ?? chars;
}

/** What the user typed, as the code is stored: upper case, spaces and dashes dropped. */
export const normalizeVoucherCode = (input: string): string => input.toUpperCase().replace(/[\s-]+/g, '');

/**
 * What the database keeps of a code. A plain SHA-256 is enough: the codes carry 80 random bits, so the hash
 * cannot be reversed by trying codes, and the operator command can compute it without the server's secrets.
 */
export const hashVoucherCode = (input: string): string => sha256Hex(`voucher:${normalizeVoucherCode(input)}`);
