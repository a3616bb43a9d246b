import type { Lang } from '@offerpilot/shared';

/** Public domains by language (SPEC.md section 7): Chinese uses .cn (the default), English .com. */
export const siteDomain = (lang: Lang): string => (lang === 'en' ? 'offerpilot.com' : 'offerpilot.cn');

/** Where support answers: referral rewards, withdrawals and anything else go through it. */
export const supportUrl = (lang: Lang): string => `mailto:support@${siteDomain(lang)}`;

/** The desktop update host: a fixed subdomain of the Chinese domain, overridable at build time. */
export const updateHost = (): string =>
  (import.meta.env.VITE_UPDATE_HOST ?? `https://download.${siteDomain('zh')}`).replace(/\/$/, '');

/** The tenant (edition): the host's first label; `basic` for short hosts or the letter i. */
export function editionFromHost(hostname: string): string {
  const labels = hostname.split('.');
  const first = labels[0] ?? '';
  if (labels.length < 4 || first === 'i' || !first) return 'basic';
  return first;
}

/** The mobile site: the same app at the origin with `web` replaced by `h5`. */
export const mobileOrigin = (origin: string): string => origin.replace('web', 'h5');
