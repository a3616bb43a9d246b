// The search engines whose visitors are sent on (SPEC.md section 6): the engine's name is the label before the
// public suffix (www.google.co.uk, m.baidu.com, cn.bing.com), or the host is one of a few whole domains.
const ENGINE_LABELS = new Set(['google', 'bing', 'baidu', 'sogou', 'yahoo', 'yandex', 'duckduckgo', 'naver']);
const ENGINE_DOMAINS = ['so.com', 'sm.cn', 'haosou.com', 'ecosia.org', 'search.brave.com'];
// Second-level labels of two-label public suffixes such as co.uk or com.hk.
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'ac', 'gov', 'edu']);

/** The label that names a host's registered domain: google for www.google.com and www.google.co.uk. */
function domainLabel(labels: string[]): string | undefined {
  const [second, top] = [labels.at(-2), labels.at(-1)];
  const twoLabelSuffix = labels.length >= 3 && second && SECOND_LEVEL.has(second) && top?.length === 2;
  return twoLabelSuffix ? labels.at(-3) : second;
}

/** Whether a referrer address is a search engine's page. */
export function isSearchEngine(referrer: string): boolean {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (ENGINE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) return true;
  const label = domainLabel(host.split('.'));
  return label !== undefined && ENGINE_LABELS.has(label);
}

/**
 * Where a visitor who arrived from a search engine goes instead (SPEC.md section 6): the build's
 * VITE_SEARCH_REFERRER_TARGET; null when it is unset, the referrer is no search engine, or the visitor is signed
 * in (someone who searched for the site to use it).
 */
export function searchReferrerTarget(
  referrer: string,
  signedIn: boolean,
  target: string | undefined,
): string | null {
  if (!target || signedIn || !isSearchEngine(referrer)) return null;
  return target;
}
