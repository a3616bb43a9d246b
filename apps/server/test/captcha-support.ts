import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Does what the widget does in the browser: fetches a challenge, solves it, encodes the payload. */
export async function solveCaptcha(url: string): Promise<string> {
  const challenge = (await (await fetch(`${url}/api/auth/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Posts the captcha page's form as the browser would (urlencoded). */
export async function postCaptchaForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  lang = 'en',
) {
  const res = await fetch(`${url}/api/auth/captcha/verify?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
}
