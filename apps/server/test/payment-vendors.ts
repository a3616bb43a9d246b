// Loopback fakes of the payment vendors' HTTP boundaries, and the keys a test plays the vendor with.
import { createCipheriv, createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface SeenRequest {
  method: string;
  /** Path with its query string, as signed by WeChat Pay. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface VendorAnswer {
  status?: number;
  headers?: Record<string, string>;
  body: string;
}

export interface VendorFake {
  origin: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** A vendor API on 127.0.0.1 whose every answer the test computes from the request. */
export async function startVendorFake(answer: (request: SeenRequest) => VendorAnswer): Promise<VendorFake> {
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(seen);
      const reply = answer(seen);
      res
        .writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers })
        .end(reply.body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** A fresh RSA key pair, as a vendor or a merchant would hold it. */
export function rsaKeys(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/** SHA256-RSA, base64: what WeChat Pay and Alipay (RSA2) sign with. */
export const rsaSign = (text: string, key: KeyObject): string =>
  createSign('RSA-SHA256').update(text).sign(key, 'base64');

/** The `Wechatpay-*` headers WeChat Pay puts on a callback or an answer. */
export function wechatpayHeaders(
  body: string,
  key: KeyObject,
  serial: string,
  at: Date,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000).toString();
  const nonce = randomBytes(16).toString('hex');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': serial,
    'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    'wechatpay-signature': rsaSign(`${timestamp}\n${nonce}\n${body}\n`, key),
  };
}

/** A notification `resource` encrypted as WeChat Pay does: AES-256-GCM, tag appended, base64. */
export function wechatpayResource(plain: object, apiV3Key: string) {
  const nonce = randomBytes(6).toString('hex');
  const associatedData = 'transaction';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const encrypted = Buffer.concat([
    cipher.update(JSON.stringify(plain)),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    original_type: 'transaction',
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: encrypted.toString('base64'),
    associated_data: associatedData,
    nonce,
  };
}

/** Alipay's signing of a parameter set: sorted `k=v` joined by `&`, the listed keys left out. */
export function alipaySign(params: Record<string, string>, key: KeyObject, leaveOut: string[]): string {
  const content = Object.keys(params)
    .filter((name) => !leaveOut.includes(name))
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return rsaSign(content, key);
}
