/** A full HTML page goes into the captcha frame; anything else is a script for this page (SPEC.md section 4). */
export const isFullPage = (html: string): boolean => /<!doctype html|<html[\s>]/i.test(html);

/** Runs a script-only captcha answer in the page: `<script>` elements are re-created so that they execute. */
export function injectCaptchaScript(content: string, doc: Document = document): void {
  const parsed = new DOMParser().parseFromString(content, 'text/html');
  const sources = [...parsed.querySelectorAll('script')];
  if (sources.length === 0) {
    const script = doc.createElement('script');
    script.textContent = content;
    doc.body.appendChild(script);
    return;
  }
  for (const source of sources) {
    const script = doc.createElement('script');
    for (const attribute of source.attributes) script.setAttribute(attribute.name, attribute.value);
    script.textContent = source.textContent;
    doc.body.appendChild(script);
  }
}

// The captcha frame reloads the whole page once solved (SPEC.md section 4): the page that comes back learns
// from this tab's session storage that the check was passed, so that a form can finish what it started.
// (Session storage is read here directly, not through storage.ts: the captcha dialog is a lazy chunk, and its
// import of storage.ts made the bundler split the entry, pushing /Auth over its 150 KB budget.)
const PASSED_KEY = 'offerpilot.captcha.passed';

/** Whether the frame's page says the check was passed (the server's result page marks it). */
export const framePassed = (frame: HTMLIFrameElement): boolean => {
  try {
    return frame.contentDocument?.getElementById('captcha-result')?.dataset.passed === 'true';
  } catch {
    return false; // another origin: nothing to read
  }
};

/** Remembers in this tab that the captcha was just passed, for the page the reload brings. */
export function rememberCaptchaPass(): void {
  try {
    sessionStorage.setItem(PASSED_KEY, '1');
  } catch {
    // Without session storage the user asks again by hand.
  }
}

/** Whether the captcha was passed just before this page loaded; true once, then forgotten. */
export function takeCaptchaPass(): boolean {
  try {
    const passed = sessionStorage.getItem(PASSED_KEY) === '1';
    sessionStorage.removeItem(PASSED_KEY);
    return passed;
  } catch {
    return false;
  }
}
