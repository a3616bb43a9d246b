import { createAliyunSms } from './aliyun-sms.ts';
import { createOutbox } from './outbox.ts';
import { createSmtpSender } from './smtp.ts';
import type { Delivery, DeliveryConfig, MessageSender, ProviderLog } from './types.ts';

function required(value: string | undefined, name: string, why: string): string {
  if (!value) throw new Error(`${name} must be set when ${why}.`);
  return value;
}

function emailSender(config: DeliveryConfig, outbox: MessageSender): MessageSender {
  if (config.EMAIL_PROVIDER === 'outbox') return outbox;
  return createSmtpSender(required(config.SMTP_URL, 'SMTP_URL', 'EMAIL_PROVIDER=smtp'), config.SMTP_FROM);
}

function smsSender(config: DeliveryConfig, outbox: MessageSender): MessageSender {
  if (config.SMS_PROVIDER === 'outbox') return outbox;
  const why = 'SMS_PROVIDER=aliyun';
  return createAliyunSms({
    endpoint: config.ALIYUN_SMS_ENDPOINT,
    accessKeyId: required(config.ALIYUN_ACCESS_KEY_ID, 'ALIYUN_ACCESS_KEY_ID', why),
    accessKeySecret: required(config.ALIYUN_ACCESS_KEY_SECRET, 'ALIYUN_ACCESS_KEY_SECRET', why),
    signName: required(config.ALIYUN_SMS_SIGN_NAME, 'ALIYUN_SMS_SIGN_NAME', why),
    templateCode: required(config.ALIYUN_SMS_TEMPLATE_CODE, 'ALIYUN_SMS_TEMPLATE_CODE', why),
  });
}

/** Picks the email and SMS senders from EMAIL_PROVIDER and SMS_PROVIDER; a missing setting stops the start. */
export function createDelivery(config: DeliveryConfig, log: ProviderLog): Delivery {
  const outbox = createOutbox(config.DATA_DIR, log);
  const email = emailSender(config, outbox);
  const phone = smsSender(config, outbox);
  return { email, phone, outboxInUse: email === outbox || phone === outbox };
}
