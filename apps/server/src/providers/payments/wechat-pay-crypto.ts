import { createDecipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { header, PaymentSignatureError } from './types.ts';

/** WeChat Pay refuses callbacks and answers older (or newer) than this; so do we. */
export const WECHATPAY_MAX_SKEW_SECONDS = 300;

export interface MerchantKey {
  mchid: string;
  /** Serial number of the merchant API certificate. */
  serialNo: string;
  privateKey: KeyObject;
}

/**
 * The `Authorization` header of an API v3 request: SHA256-RSA over "METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n"
 * with the merchant key, scheme WECHATPAY2-SHA256-RSA2048.
 */
export function authorization(
  method: string,
  pathWithQuery: string,
  body: string,
  key: MerchantKey,
  now: Date,
) {
  const timestamp = Math.floor(now.getTime() / 1000).toString();
  const nonce = randomBytes(16).toString('hex').toUpperCase();
  const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
  const signature = createSign('RSA-SHA256').update(message).sign(key.privateKey, 'base64');
  const fields = { mchid: key.mchid, nonce_str: nonce, signature, timestamp, serial_no: key.serialNo };
  const joined = Object.entries(fields)
    .map(([name, value]) => `${name}="${value}"`)
    .join(',');
  return `WECHATPAY2-SHA256-RSA2048 ${joined}`;
}

export interface PlatformKey {
  /** Serial of the platform certificate, or the id (PUB_KEY_ID_...) of the WeChat Pay public key. */
  serial: string;
  publicKey: KeyObject;
}

/**
 * Checks the `Wechatpay-*` headers of a callback or an API answer: known serial, timestamp within five minutes,
 * SHA256-RSA over "TIMESTAMP\nNONCE\nBODY\n" by the platform key.
 */
export function verifyWechatpaySignature(
  headers: IncomingHttpHeaders,
  body: Buffer,
  platform: PlatformKey,
  now: Date,
): void {
  const fail = (reason: string) => new PaymentSignatureError('wechat', reason);
  const signature = header(headers, 'wechatpay-signature');
  const timestamp = header(headers, 'wechatpay-timestamp');
  const nonce = header(headers, 'wechatpay-nonce');
  const serial = header(headers, 'wechatpay-serial');
  if (!signature || !timestamp || !nonce || !serial) throw fail('Wechatpay-* headers missing');
  if (serial !== platform.serial) throw fail(`unknown Wechatpay-Serial ${serial}`);
  const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
  if (!(skew <= WECHATPAY_MAX_SKEW_SECONDS)) throw fail('timestamp outside five minutes');
  const verifier = createVerify('RSA-SHA256');
  verifier.update(`${timestamp}\n${nonce}\n`).update(body).update('\n');
  if (!verifier.verify(platform.publicKey, signature, 'base64')) throw fail('signature does not match');
}

/** The encrypted `resource` of a notification. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** AEAD_AES_256_GCM with the APIv3 key: the base64 ciphertext ends with the 16-byte tag. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') {
    throw new PaymentSignatureError('wechat', `unknown algorithm ${resource.algorithm}`);
  }
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 16) throw new PaymentSignatureError('wechat', 'ciphertext too short');
  const iv = Buffer.from(resource.nonce, 'utf8');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), iv, { authTagLength: 16 });
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new PaymentSignatureError('wechat', 'resource does not decrypt with the APIv3 key');
  }
}
