import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { enqueue } from '../../database/job-queue.js';
import type { JobContext } from '../../job-context.js';
import type { AppServices } from '../../services.js';
import type { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import { isCompanyActive } from '../tenancy/company-status.js';
import type { User } from '../tenancy/user.entity.js';
import type { AlertChannel, AlertMessage } from './alert-channel.js';
import { groupDueAt, groupedMessage, isGroupable, lockedGroupOf } from './alert-groups.js';
import { deliveries } from './alert-routing.js';
import { type AlertText, alertText } from './alert-text.js';
import { companyAlertChannels } from './company-alert-channels.js';
import { emailChannel } from './email-channel.js';
import { Notification, type NotificationChannel, type NotificationReason } from './notification.entity.js';
import { publishMyNotificationsChanged } from './notification-events.js';
import { pushChannel } from './push-channel.js';
import { pushDeviceCounts } from './push-subscriptions.js';
import { smsChannel } from './sms-channel.js';
import { webhookChannel } from './webhook-channel.js';

export const SEND_NOTIFICATION_TASK = 'alerts.send_notification';
/** Retries of a failed send, after e^1 … e^7 seconds (graphile-worker's backoff): about 25 minutes in all. */
const SEND_ATTEMPTS = 8;

/** What recording needs of the process: its mailer's channel and whether SMS is configured. */
export type NotifyingServices = Pick<AppServices, 'mailer' | 'sms'>;

/**
 * Records the notifications of one alert in the caller's transaction, each with its send job, so
 * the records and jobs commit with the change that called for them: one per recipient per channel
 * they get (alert-routing.ts), and one for the company webhook. One already recorded (same action,
 * recipient, reason and channel) is skipped, so a retried caller never doubles a message.
 */
export async function notify(
  em: EntityManager,
  services: NotifyingServices,
  action: CorrectiveAction,
  recipients: User[],
  reason: 'alert' | 'escalation',
): Promise<void> {
  await recordNotifications(em, services, action, recipients, reason, await alertText(em, action, reason));
}

/** The rows and send jobs of one message to several people (notify's, or an acknowledgement's word to the others). */
export async function recordNotifications(
  em: EntityManager,
  { mailer, sms }: NotifyingServices,
  action: CorrectiveAction,
  recipients: User[],
  reason: NotificationReason,
  { subject, body }: AlertText,
): Promise<void> {
  const company = await companyAlertChannels(em, action.company.id);
  const devices = await pushDeviceCounts(
    em,
    action.company.id,
    recipients.map((person) => person.id),
  );
  for (const { channel, recipient, address } of deliveries({ email: mailer.channel, sms: sms !== null }, company, action, recipients, reason, devices)) {
    const { rows } = await sql<{ id: number }>`
      insert into notification (company_id, corrective_action_id, recipient_id, channel, reason, address, subject, body)
      values (${action.company.id}, ${action.id}, ${recipient?.id ?? null}, ${channel}, ${reason}, ${address}, ${subject}, ${body})
      on conflict do nothing
      returning id`.execute(em.getKysely());
    for (const { id } of rows) await enqueue(em, SEND_NOTIFICATION_TASK, { notificationId: id }, { jobKey: `notification:${id}`, maxAttempts: SEND_ATTEMPTS });
  }
}

/**
 * Sends one notification, once: a sent one is never sent again; a failure is recorded, then retried by the runner.
 * Every e-mail about a company's records is one of these, so a suspended company's are all skipped here.
 * A person's alert of a location waits ALERT_GROUP_SECONDS for others (alert-groups.ts), then goes
 * with every one of theirs recorded by then in one message, and all are marked sent together.
 */
export async function sendNotification(context: JobContext, notificationId: number): Promise<void> {
  const { em, services, attempt } = context;
  const notification = await em.findOne(Notification, notificationId, { populate: ['correctiveAction.location'] });
  if (!notification || notification.status === 'sent') return;
  const grouped = services.alertGroupSeconds > 0 && isGroupable(notification);
  const due = groupDueAt(notification, services.alertGroupSeconds);
  const waiting = grouped && Date.now() < due.getTime();
  // The job runs after the notification committed: the first attempt tells the person's open bells, before any slow send or window.
  if (attempt === 1 && notification.recipient && (!grouped || waiting))
    publishMyNotificationsChanged(services.events, notification.recipient.id, notification.id);
  if (waiting) {
    await enqueue(em, SEND_NOTIFICATION_TASK, { notificationId }, { runAt: due, jobKey: `notification:${notificationId}:grouped`, maxAttempts: SEND_ATTEMPTS });
    return;
  }
  // The send holds its notifications locked until its outcome is recorded (issue 37): a retry of the
  // same job (released at a shutdown, or freed from a process that died) waits, then finds them sent.
  // A failure is recorded (committed) before it is thrown, so the runner retries and the row shows why.
  const failure = await em
    .fork()
    .transactional(async (tx) => sendGroup(context, grouped ? await lockedGroupOf(tx, notification) : await lockedUnsent(tx, notificationId), tx));
  if (failure) throw failure;
}

/** The notification, row-locked for the send, or nothing once it has been sent. */
async function lockedUnsent(tx: EntityManager, notificationId: number): Promise<Notification[]> {
  await sql`select 1 from notification where id = ${notificationId} for update`.execute(tx.getKysely());
  const notification = await tx.findOne(Notification, notificationId, { populate: ['correctiveAction.location'] });
  return notification && notification.status !== 'sent' ? [notification] : [];
}

/**
 * Sends one message for the given notifications of one person and channel (one, or a location's
 * group), recording the outcome on each; returns the send's error, already recorded, for the runner to retry.
 */
async function sendGroup(context: JobContext, group: Notification[], em: EntityManager): Promise<unknown> {
  const [first] = group;
  if (!first) return undefined;
  const record = (change: Partial<Notification>) => {
    for (const notification of group) Object.assign(notification, { attempts: context.attempt, ...change });
    return em.flush();
  };
  const unsendable = hasAddress(first) ? await unsendableBy(context, first) : 'The recipient has no e-mail address';
  if (unsendable || !hasAddress(first)) return record({ status: 'failed', error: unsendable });
  const message = group.length === 1 ? messageOf(context.services, first) : groupedMessage(context.services, group, first.address);
  try {
    await channelFor(context, first.channel).send({ ...message, messageId: messageIdOf(context, first) });
  } catch (error) {
    await record({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
    return error;
  }
  await record({ status: 'sent', sentAt: new Date() });
  return undefined;
}

/**
 * The same Message-ID on every attempt of one message: should a send's outcome be lost (the process
 * killed after the mail server took it), the retry's copy is recognisably the same e-mail.
 */
const messageIdOf = ({ services }: JobContext, first: Notification): string =>
  `<notification-${first.id}.${first.createdAt.getTime()}@${new URL(services.alertLinks.actionUrl(first.correctiveAction.id)).hostname}>`;

/** A suspended company's messages are not sent (the notification stays, as evidence of why not); nor an SMS once the provider is gone. */
async function unsendableBy({ em, services }: JobContext, notification: Notification): Promise<string | undefined> {
  if (!(await isCompanyActive(em, notification.company.id))) return 'Not sent: the company is deactivated';
  if (notification.channel === 'sms' && !services.sms) return 'Not sent: SMS is not configured on this server';
  return undefined;
}

/** The message with its links: every one links to its action; an alert or escalation also to its Acknowledge link. */
function messageOf({ alertLinks }: AppServices, notification: Notification & { address: string }): AlertMessage {
  const actionId = notification.correctiveAction.id;
  // A person's alert or escalation: the webhook's message goes to a channel, and a link acknowledges as one person.
  const acknowledgeable = notification.recipient && (notification.reason === 'alert' || notification.reason === 'escalation');
  return {
    address: notification.address,
    companyId: notification.company.id,
    recipientId: notification.recipient?.id ?? null,
    actionId,
    reason: notification.reason,
    subject: notification.subject,
    body: notification.body,
    actionUrl: alertLinks.actionUrl(actionId),
    acknowledgeUrl: acknowledgeable ? alertLinks.acknowledgeUrl(notification.id, notification.createdAt) : null,
  };
}

/** The channel a recorded notification goes by: e-mail (email, or log without SMTP), SMS, push or the company webhook. */
function channelFor({ em, services, config }: JobContext, channel: NotificationChannel): AlertChannel {
  if (channel === 'webhook') return webhookChannel(em, config.webhookInternalAddresses);
  if (channel === 'push') return pushChannel(em, services.vapid);
  if (channel === 'sms') return smsChannel(services.sms!);
  return emailChannel(services);
}

const hasAddress = (notification: Notification): notification is Notification & { address: string } => Boolean(notification.address);
