import { isIP } from 'node:net';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms: a client on this machine. */
export function isLoopback(ip: string): boolean {
  const bare = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}
