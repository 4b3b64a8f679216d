import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { enqueue } from '../../database/job-queue.js';
import { formatLocalDateTime } from '../../database/local-time.js';
import type { JobContext } from '../../job-context.js';
import type { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import { settingsOf } from '../settings/settings.service.js';
import { isCompanyActive } from '../tenancy/company-status.js';
import type { User } from '../tenancy/user.entity.js';
import { Notification, type NotificationChannel, type NotificationReason } from './notification.entity.js';

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
  reason: NotificationReason,
): Promise<void> {
  const subject = subjectOf(action, reason);
  const { general } = await settingsOf(em, action.company.id);
  // The site's own clock and the company's date format: the reader is in that kitchen.
  const opened = formatLocalDateTime(action.createdAt, action.location?.timezone ?? general.timezone, general.dateFormat);
  const body = bodyOf(action, reason, opened);
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
  notification.attempts = attempt;
  const { address } = notification;
  const unsendable = address ? await suspendedCompanyOf(em, notification) : 'The recipient has no e-mail address';
  if (unsendable || !address) {
    Object.assign(notification, { status: 'failed', error: unsendable });
    await em.flush();
    return;
  }
  try {
    await services.mailer.send({ to: address, subject: notification.subject, text: notification.body });
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

function subjectOf(action: CorrectiveAction, reason: NotificationReason): string {
  const where = action.location?.name ? ` at ${action.location.name}` : '';
  const lead = reason === 'escalation' ? 'ESCALATED: critical action not started' : `${capitalise(action.severity)} corrective action`;
  return `${lead} #${action.id}${where}`;
}

function bodyOf(action: CorrectiveAction, reason: NotificationReason, opened: string): string {
  return [
    reason === 'escalation'
      ? `Critical corrective action #${action.id} has not been started in time and is escalated to you.`
      : `Corrective action #${action.id} was opened.`,
    '',
    action.description,
    '',
    `Location: ${action.location?.name ?? '—'}`,
    `Severity: ${action.severity}`,
    `Opened: ${opened}`,
  ].join('\n');
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
