import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { NotificationChannel } from './notification.entity.js';

/** Sends alert e-mails: over SMTP when SMTP_URL is set, otherwise into the server log (and still recorded). */
export interface Mailer {
  channel: NotificationChannel;
  /** text is the plain-text part; html, when given, the HTML alternative of the same message. */
  /** messageId, when given, is the Message-ID header (the same on a retry of the same message). */
  send(message: { to: string; subject: string; text: string; html?: string; messageId?: string }): Promise<void>;
  close(): void;
}

declare module '../../services.js' {
  interface AppServices {
    mailer: Mailer;
  }
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'smtpTimeoutMs' | 'mailFrom'>): Mailer {
  if (!config.smtpUrl) {
    return {
      channel: 'log',
      send: async ({ to, subject, text }) => console.log(`[mail] (no SMTP_URL) to ${to}: ${subject}\n${text}`),
      close: () => {},
    };
  }
  const smtpUrl = config.smtpUrl;
  // nodemailer's own limits (2 min to connect, 10 min of silence) would let a stuck server hold a
  // send, and the mail runner's slot, for minutes; failing sooner means the job's retry comes sooner.
  const timeouts = { connectionTimeout: config.smtpTimeoutMs, greetingTimeout: config.smtpTimeoutMs, socketTimeout: config.smtpTimeoutMs };
  // nodemailer loads with the first e-mail, not at start: most processes send none for hours.
  let transport: Promise<Transporter> | undefined;
  const open = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ url: smtpUrl, ...timeouts }));
    return transport;
  };
  return {
    channel: 'email',
    send: async ({ to, subject, text, html, messageId }) => {
      await (await open()).sendMail({ from: config.mailFrom, to, subject, text, ...(html ? { html } : {}), ...(messageId ? { messageId } : {}) });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
