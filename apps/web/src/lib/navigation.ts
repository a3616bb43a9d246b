type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator = (to, options) =>
  options?.replace ? window.location.replace(to) : window.location.assign(to);

/** The router registers itself here so that non-React code (the request layer) can move the user. */
export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** Only same-site paths may be a redirect target; anything else falls back. */
export function safeRedirect(target: string | null, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  return target;
}
