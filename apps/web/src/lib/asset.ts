import type { Lang } from '@offerpilot/shared';

/**
 * Localised asset names carry the language before the extension for every language but Chinese
 * (SPEC.md section 9): `logo.svg` stays for zh and becomes `logo_en.svg` for en.
 */
export function localizeAsset(path: string, lang: Lang): string {
  if (lang === 'zh') return path;
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  if (dot <= slash + 1) return `${path}_${lang}`;
  return `${path.slice(0, dot)}_${lang}${path.slice(dot)}`;
}
