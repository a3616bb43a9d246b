import { translate, type Lang, type SignInChannel } from '@offerpilot/shared';
import { escapeHtml, htmlPage } from '../../lib/html.ts';

export const CAPTCHA_BASE = '/api/auth/captcha';
const t = (lang: Lang, key: string) => escapeHtml(translate(lang, `messages:captcha.${key}`));

/**
 * The page of the 403 `auth.captchaRequired` answer. The web app shows it in an iframe through srcdoc, so it
 * inherits the site's CSP: no inline script, only the widget and the page script served beside it.
 */
export function captchaPage(lang: Lang, channel: SignInChannel, target: string): string {
  const body =
    `<h1>${t(lang, 'title')}</h1><p>${t(lang, 'intro')}</p>` +
    `<form id="captcha-form" method="post" action="${CAPTCHA_BASE}/verify?lang=${lang}">` +
    `<input type="hidden" name="channel" value="${escapeHtml(channel)}">` +
    `<input type="hidden" name="target" value="${escapeHtml(target)}">` +
    `<altcha-widget challenge="${CAPTCHA_BASE}/challenge" name="altcha" language="${lang === 'zh' ? 'zh-cn' : 'en'}">` +
    `</altcha-widget>` +
    `<button type="submit" disabled>${t(lang, 'submit')}</button></form>`;
  return htmlPage(lang, translate(lang, 'messages:captcha.title'), body, [
    `${CAPTCHA_BASE}/frame.js`,
    `${CAPTCHA_BASE}/altcha.js`,
    `${CAPTCHA_BASE}/page.js`,
  ]);
}

/** What the frame shows after the form posted: passed, or why not. */
export function captchaResultPage(lang: Lang, passed: boolean, reason = ''): string {
  const title = translate(lang, passed ? 'messages:captcha.passedTitle' : 'messages:captcha.failedTitle');
  const text = passed ? translate(lang, 'messages:captcha.passedText') : reason;
  const body = `<h1 id="captcha-result" data-passed="${passed}">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`;
  return htmlPage(lang, title, body);
}

/**
 * Runs before the widget. In an iframe's srcdoc the URL is about:srcdoc, so `location.origin` is "null"
 * although the document has the site's origin; the widget builds URLs from it and would throw. Only calls
 * that would throw are changed: "null" as a whole URL or as a base becomes the real origin.
 */
export const CAPTCHA_FRAME_SCRIPT = `if (location.origin === 'null') {
  const origin = new URL(document.baseURI).origin;
  const real = (value) => (value === 'null' ? origin : value);
  const NativeURL = URL;
  window.URL = class URL extends NativeURL {
    constructor(url, base) {
      super(base === undefined ? real(url) : url, base === undefined ? undefined : real(base));
    }
  };
}
`;

/** The page script: submits the form as soon as the widget has verified (no inline script under the CSP). */
export const CAPTCHA_PAGE_SCRIPT = `const form = document.getElementById('captcha-form');
const widget = form && form.querySelector('altcha-widget');
const button = form && form.querySelector('button[type="submit"]');
if (widget && button) {
  widget.addEventListener('statechange', (event) => {
    const verified = event.detail && event.detail.state === 'verified';
    button.disabled = !verified;
    if (verified) form.requestSubmit();
  });
}
`;
