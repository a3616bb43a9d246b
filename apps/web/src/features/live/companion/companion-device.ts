import { COMPANION_TOKEN_KEY } from '@offerpilot/shared';

/** The pairing token the QR code's address carries in its fragment (`#t=<token>`), or null. */
export function pairingTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t')?.trim();
  return token ? token : null;
}

/** What the user agent data of Chromium browsers says (other browsers have none). */
export interface BrandData {
  brands?: { brand: string }[];
  mobile?: boolean;
  platform?: string;
}

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/MicroMessenger\//, 'WeChat'],
  [/UCBrowser\//, 'UC Browser'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/(?:OPR|Opera)\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/HarmonyOS/, 'HarmonyOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];
const LABEL_MAX = 80;

const first = (rules: [RegExp, string][], text: string) => rules.find(([test]) => test.test(text))?.[1];

/**
 * A short name for this browser that the main screen lists ("Chrome on Android"): from the user agent data
 * where the browser gives it, else the user agent string; at most 80 characters.
 */
export function browserLabel(userAgent: string, data?: BrandData): string {
  const brand = data?.brands?.map((b) => b.brand).find((b) => !/not.?a.?brand|chromium/i.test(b));
  const browser = brand ?? first(BROWSERS, userAgent) ?? 'Browser';
  const system = data?.platform || first(SYSTEMS, userAgent);
  return (system ? `${browser} on ${system}` : browser).slice(0, LABEL_MAX);
}

// The companion's own credential lives apart from a signed-in user's token (the phone may hold both).
export function readCompanionToken(): string | null {
  try {
    return localStorage.getItem(COMPANION_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function storeCompanionToken(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(COMPANION_TOKEN_KEY);
    else localStorage.setItem(COMPANION_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): the pairing lives as long as this page.
  }
}
