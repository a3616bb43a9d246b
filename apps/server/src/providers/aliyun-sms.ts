import { createHmac, randomUUID } from 'node:crypto';
import type { MessageSender } from './types.ts';

export interface AliyunSmsConfig {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
}

/** RFC 3986 encoding as Aliyun's RPC signature wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export const percentEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The RPC signature, version 1.0: HMAC-SHA1 over METHOD&%2F&encoded(sorted, encoded query), base64. */
export function signRpc(method: string, params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Aliyun SMS (dysmsapi SendSms): the code goes into the template as `{code}`. */
export function createAliyunSms(config: AliyunSmsConfig): MessageSender {
  return {
    name: 'aliyun',
    async send(message) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.to,
        RegionId: 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify(message.params),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const body = new URLSearchParams({
        ...params,
        Signature: signRpc('POST', params, config.accessKeySecret),
      });
      const res = await fetch(config.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
      if (!res.ok || answer.Code !== 'OK') {
        throw new Error(`Aliyun SendSms failed: ${res.status} ${answer.Code ?? ''} ${answer.Message ?? ''}`);
      }
    },
  };
}
