import nodemailer from 'nodemailer';
import type { MessageSender } from './types.ts';

/** Email through any SMTP server named by a URL such as smtps://user:pass@smtp.example.com:465. */
export function createSmtpSender(url: string, from: string): MessageSender {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
