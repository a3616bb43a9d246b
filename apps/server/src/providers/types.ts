import type { SignInChannel } from '@offerpilot/shared';

/** One message to one recipient, already written in the recipient's language. */
export interface OutgoingMessage {
  channel: SignInChannel;
  to: string;
  subject: string;
  text: string;
  /** Template parameters for vendors that send templates rather than text (SMS): `{ code }`. */
  params: Record<string, string>;
}

/** A way to deliver messages; a rejected promise means the message did not leave. */
export interface MessageSender {
  readonly name: 'outbox' | 'smtp' | 'aliyun';
  send(message: OutgoingMessage): Promise<void>;
}

/** The part of the logger providers use (pino compatible). */
export interface ProviderLog {
  info(details: object, message: string): void;
}

/** Settings the delivery providers read; the server's parsed env satisfies it. */
export interface DeliveryConfig {
  DATA_DIR: string;
  EMAIL_PROVIDER: 'outbox' | 'smtp';
  SMS_PROVIDER: 'outbox' | 'aliyun';
  SMTP_URL?: string;
  SMTP_FROM: string;
  ALIYUN_SMS_ENDPOINT: string;
  ALIYUN_ACCESS_KEY_ID?: string;
  ALIYUN_ACCESS_KEY_SECRET?: string;
  ALIYUN_SMS_SIGN_NAME?: string;
  ALIYUN_SMS_TEMPLATE_CODE?: string;
}

/** The senders chosen by configuration, one per sign-in channel. */
export interface Delivery {
  email: MessageSender;
  phone: MessageSender;
  /** True when either channel writes to the local outbox (the outbox page is then served). */
  outboxInUse: boolean;
}
