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
