import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { NotificationChannel } from './notification.entity.js';

/** Sends alert e-mails: over SMTP when SMTP_URL is set, otherwise into the server log (and still recorded). */
export interface Mailer {
  channel: NotificationChannel;
  send(message: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

declare module '../../services.js' {
  interface AppServices {
    mailer: Mailer;
  }
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  if (!config.smtpUrl) {
    return {
      channel: 'log',
      send: async ({ to, subject, text }) => console.log(`[mail] (no SMTP_URL) to ${to}: ${subject}\n${text}`),
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    channel: 'email',
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from: config.mailFrom, to, subject, text });
    },
    close: () => transport.close(),
  };
}
