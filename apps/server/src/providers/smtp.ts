import type { Transporter } from 'nodemailer';
import type { MessageSender } from './types.ts';

/** Email through any SMTP server named by a URL such as smtps://user:pass@smtp.example.com:465. */
export function createSmtpSender(url: string, from: string): MessageSender {
  // nodemailer loads with the first message, not at every start.
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    name: 'smtp',
    async send(message) {
      const smtp = await open();
      await smtp.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
