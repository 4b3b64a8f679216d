import type { NotificationChannel, NotificationReason } from './notification.entity.js';

/** One notification as a channel carries it: its words (alert-text.ts) and its links. */
export interface AlertMessage {
  /** The e-mail address, mobile number, or (webhook) the receiver's host. */
  address: string;
  companyId: number;
  /** The person it goes to; null for the company webhook's message. */
  recipientId: number | null;
  actionId: number;
  reason: NotificationReason;
  subject: string;
  body: string;
  actionUrl: string;
  /** The signed one-click Acknowledge link; null where there is nothing to acknowledge (an acknowledgement's own word). */
  acknowledgeUrl: string | null;
  /** The e-mail's Message-ID, the same on every attempt (notifications.service.ts); other channels ignore it. */
  messageId?: string;
}

/**
 * A way an alert reaches a person: e-mail, SMS, the company's chat webhook or web push to a person's devices. Each is recorded per notification (its channel) and retried on the job runner.
 */
export interface AlertChannel {
  readonly name: NotificationChannel;
  send(message: AlertMessage): Promise<void>;
}
