// The captcha reloads the whole page (SPEC.md section 4): the code request it interrupted is noted for this
// tab's session, so that the page the reload brings sends it.
const KEY = 'offerpilot.auth.pendingSend';

/** Notes that the code request of a channel met the captcha. */
export function notePendingSend(channel: string): void {
  try {
    sessionStorage.setItem(KEY, channel);
  } catch {
    // Without session storage the user asks again by hand.
  }
}

/** The channel whose code request met the captcha, if any; forgotten once taken. */
export function takePendingSend(): string | null {
  try {
    const channel = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return channel;
  } catch {
    return null;
  }
}
