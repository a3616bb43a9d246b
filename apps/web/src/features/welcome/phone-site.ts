import { mobileOrigin } from '../../lib/site.ts';

/**
 * The phone site's address to link to from this page (SPEC.md section 7: the origin with `web` replaced by
 * `h5`), or null where that is this very site (a self-hosted origin without `web` in it, or the phone site).
 */
export function phoneSiteOf(origin: string): string | null {
  const phone = mobileOrigin(origin);
  return phone === origin ? null : `${phone}/`;
}
