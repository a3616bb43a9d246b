import { createPrivateKey, createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';

function read(path: string, setting: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    throw new Error(`${setting}: cannot read ${path} (${(error as Error).message}).`, { cause: error });
  }
}

// Vendors' key tools also hand out bare base64 (Alipay's "应用私钥"/"支付宝公钥"): DER without the PEM lines.
const der = (text: string): Buffer => Buffer.from(text.replace(/\s+/g, ''), 'base64');

function parse<T>(setting: string, kind: string, attempts: (() => T)[]): T {
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch {
      // next format
    }
  }
  throw new Error(`${setting} does not hold ${kind}.`);
}

/** A private key from a PEM file (PKCS#1 or PKCS#8) or bare base64 DER; the error names the setting. */
export function readPrivateKey(path: string, setting: string): KeyObject {
  const text = read(path, setting);
  return parse(setting, 'an RSA private key', [
    () => createPrivateKey(text),
    () => createPrivateKey({ key: der(text), format: 'der', type: 'pkcs8' }),
    () => createPrivateKey({ key: der(text), format: 'der', type: 'pkcs1' }),
  ]);
}

/** A public key from a PEM key, an X.509 certificate, or bare base64 DER (SPKI). */
export function readPublicKey(path: string, setting: string): KeyObject {
  const text = read(path, setting);
  return parse(setting, 'a public key or certificate', [
    () => (text.includes('CERTIFICATE') ? new X509Certificate(text).publicKey : createPublicKey(text)),
    () => createPublicKey({ key: der(text), format: 'der', type: 'spki' }),
  ]);
}
