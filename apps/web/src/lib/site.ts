import type { Lang } from '@offerpilot/shared';

/** Public domains by language (SPEC.md section 7): Chinese uses .cn (the default), English .com. */
export const siteDomain = (lang: Lang): string => (lang === 'en' ? 'offerpilot.com' : 'offerpilot.cn');

/** Where support answers: referral rewards, withdrawals and anything else go through it. */
export const supportUrl = (lang: Lang): string => `mailto:support@${siteDomain(lang)}`;

/** The official update host (SPEC.md section 7): a fixed subdomain of the Chinese domain. */
export const OFFICIAL_UPDATE_HOST = `https://download.${siteDomain('zh')}`;

/** Whether a host name is one of the official sites (either domain or a subdomain of one). */
export const isOfficialHost = (hostname: string): boolean =>
  (['zh', 'en'] as const).some((lang) => {
    const domain = siteDomain(lang);
    return hostname === domain || hostname.endsWith(`.${domain}`);
  });

/**
 * Where the desktop release (latest-mac.yml and the installers) is read, without a trailing slash: the build's
 * VITE_UPDATE_HOST when set; on the official sites OFFICIAL_UPDATE_HOST; on any other (self-hosted) site,
 * /updates of its own origin, where the server serves UPDATES_DIR.
 */
export function updateHost(
  page: Pick<Location, 'origin' | 'hostname'> = window.location,
  configured: string | undefined = import.meta.env.VITE_UPDATE_HOST,
): string {
  if (configured) return new URL(configured, page.origin).href.replace(/\/$/, '');
  return isOfficialHost(page.hostname) ? OFFICIAL_UPDATE_HOST : `${page.origin}/updates`;
}

/** The tenant (edition): the host's first label; `basic` for short hosts or the letter i. */
export function editionFromHost(hostname: string): string {
  const labels = hostname.split('.');
  const first = labels[0] ?? '';
  if (labels.length < 4 || first === 'i' || !first) return 'basic';
  return first;
}

/** The mobile site: the same app at the origin with `web` replaced by `h5`. */
export const mobileOrigin = (origin: string): string => origin.replace('web', 'h5');
