import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { enqueue } from '../../database/job-queue.js';
import type { JobContext } from '../../job-context.js';
import type { AppServices } from '../../services.js';
import type { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import { isCompanyActive } from '../tenancy/company-status.js';
import type { User } from '../tenancy/user.entity.js';
import type { AlertChannel, AlertMessage } from './alert-channel.js';
import { type AlertText, alertText } from './alert-text.js';
import { emailChannel } from './email-channel.js';
import { Notification, type NotificationChannel, type NotificationReason } from './notification.entity.js';
import { publishMyNotificationsChanged } from './notification-events.js';

export const SEND_NOTIFICATION_TASK = 'alerts.send_notification';
/** Retries of a failed send, after e^1 … e^7 seconds (graphile-worker's backoff): about 25 minutes in all. */
const SEND_ATTEMPTS = 8;

/**
 * Records one notification per recipient in the caller's transaction, each with its send job, so
 * the record and the job commit with the change that called for them. A recipient already told
 * of this action for this reason is skipped (unique per action, recipient and reason).
 */
export async function notify(
  em: EntityManager,
  channel: NotificationChannel,
  action: CorrectiveAction,
  recipients: User[],
  reason: 'alert' | 'escalation',
): Promise<void> {
  await recordNotifications(em, channel, action, recipients, reason, await alertText(em, action, reason));
}

/** The rows and send jobs of one message to several people (notify's, or an acknowledgement's word to the others). */
export async function recordNotifications(
  em: EntityManager,
  channel: NotificationChannel,
  action: CorrectiveAction,
  recipients: User[],
  reason: NotificationReason,
  { subject, body }: AlertText,
): Promise<void> {
  for (const recipient of recipients) {
    const { rows } = await sql<{ id: number }>`
      insert into notification (company_id, corrective_action_id, recipient_id, channel, reason, address, subject, body)
      values (${action.company.id}, ${action.id}, ${recipient.id}, ${channel}, ${reason}, ${recipient.email ?? null}, ${subject}, ${body})
      on conflict do nothing
      returning id`.execute(em.getKysely());
    for (const { id } of rows) await enqueue(em, SEND_NOTIFICATION_TASK, { notificationId: id }, { jobKey: `notification:${id}`, maxAttempts: SEND_ATTEMPTS });
  }
}

/**
 * Sends one notification, once: a sent one is never sent again; a failure is recorded, then retried by the runner.
 * Every e-mail about a company's records is one of these, so a suspended company's are all skipped here.
 */
export async function sendNotification({ em, services, attempt }: JobContext, notificationId: number): Promise<void> {
  const notification = await em.findOne(Notification, notificationId);
  if (!notification || notification.status === 'sent') return;
  // The job runs after the notification committed: the first attempt tells the person's open bells, before any slow send.
  if (attempt === 1) publishMyNotificationsChanged(services.events, notification.recipient.id, notification.id);
  notification.attempts = attempt;
  const unsendable = hasAddress(notification) ? await suspendedCompanyOf(em, notification) : 'The recipient has no e-mail address';
  if (unsendable || !hasAddress(notification)) {
    Object.assign(notification, { status: 'failed', error: unsendable });
    await em.flush();
    return;
  }
  try {
    await channelFor(services, notification.channel).send(messageOf(services, notification));
    Object.assign(notification, { status: 'sent', sentAt: new Date() });
  } catch (error) {
    Object.assign(notification, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
    await em.flush();
    throw error;
  }
  await em.flush();
}

/** A suspended company's e-mails are not sent (the notification stays, as evidence of why not). */
async function suspendedCompanyOf(em: EntityManager, notification: Notification): Promise<string | undefined> {
  return (await isCompanyActive(em, notification.company.id)) ? undefined : 'Not sent: the company is deactivated';
}

/** The message with its links: every one links to its action; an alert or escalation also to its Acknowledge link. */
function messageOf({ alertLinks }: AppServices, notification: Notification & { address: string }): AlertMessage {
  const actionId = notification.correctiveAction.id;
  const acknowledgeable = notification.reason === 'alert' || notification.reason === 'escalation';
  return {
    address: notification.address,
    subject: notification.subject,
    body: notification.body,
    actionUrl: alertLinks.actionUrl(actionId),
    acknowledgeUrl: acknowledgeable ? alertLinks.acknowledgeUrl(notification.id, notification.createdAt) : null,
  };
}

/** The channel a recorded notification goes by; today every one is an e-mail (channel email, or log without SMTP). */
const channelFor = (services: AppServices, _channel: NotificationChannel): AlertChannel => emailChannel(services);

const hasAddress = (notification: Notification): notification is Notification & { address: string } => Boolean(notification.address);
