import type { NotificationChannel } from './notification.entity.js';

/** One notification as a channel carries it: its words (alert-text.ts) and its links. */
export interface AlertMessage {
  address: string;
  subject: string;
  body: string;
  actionUrl: string;
  /** The signed one-click Acknowledge link; null where there is nothing to acknowledge (an acknowledgement's own word). */
  acknowledgeUrl: string | null;
}

/**
 * A way an alert reaches a person. E-mail is the first; push, SMS and chat join behind the same
 * interface, each recorded per notification (its channel) and retried on the job runner.
 */
export interface AlertChannel {
  readonly name: NotificationChannel;
  send(message: AlertMessage): Promise<void>;
}
