import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { AppServices } from '../../services.js';
import type { AlertMessage } from './alert-channel.js';
import { Notification } from './notification.entity.js';

declare module '../../services.js' {
  interface AppServices {
    /** ALERT_GROUP_SECONDS: how long a person's first alert of a location waits for others to join it; 0: no grouping. */
    alertGroupSeconds: number;
  }
}

/**
 * A person's alert of a location by e-mail or SMS may wait for others (a power cut fails ten units
 * at once): escalations and acknowledgements go at once, and the company webhook hears of each.
 */
export function isGroupable(notification: Notification): boolean {
  return (
    notification.reason === 'alert' && Boolean(notification.recipient) && notification.channel !== 'webhook' && Boolean(notification.correctiveAction.location)
  );
}

/** When a groupable notification goes: the window after it was recorded, in which later alerts of its location join it. */
export const groupDueAt = (notification: Notification, seconds: number): Date => new Date(notification.createdAt.getTime() + seconds * 1000);

/** How long a failed group's notifications are still picked up by a later send: the send's retries take about 25 minutes. */
const RETRY_SPAN_MINUTES = 30;

/**
 * In the caller's transaction, holds the group's lock (its recipient, location and channel) until
 * commit, then returns the group's unsent alerts: the given one and every other recorded by then.
 * However many processes run the group's send jobs, one sends and the others find them sent.
 */
export async function lockedGroupOf(tx: EntityManager, notification: Notification): Promise<Notification[]> {
  const recipientId = notification.recipient!.id;
  const locationId = notification.correctiveAction.location!.id;
  const key = `notification-group:${recipientId}:${locationId}:${notification.channel}`;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(tx.getKysely());
  const { rows } = await sql<{ id: number }>`
    select n.id from notification n join corrective_action a on a.id = n.corrective_action_id
    where n.recipient_id = ${recipientId} and n.channel = ${notification.channel} and n.reason = 'alert' and a.location_id = ${locationId}
      and (n.status <> 'sent') and (n.id = ${notification.id} or n.created_at > now() - make_interval(mins => ${RETRY_SPAN_MINUTES}))
    order by n.id`.execute(tx.getKysely());
  const group = await tx.find(Notification, { id: { $in: rows.map((r) => r.id) } }, { populate: ['correctiveAction.location'], orderBy: { id: 'asc' } });
  return group.filter((member) => member.status !== 'sent');
}

/** The lines of an alert's words that each grouped item keeps: the unit, its reading and limit, how long, when. */
const ITEM_LINES = /^(Unit|Reading|Limit|Out of range for|Opened|Time zone): /;

/**
 * One message for several alerts of one location: "4 units out of range at Main Kitchen", then each
 * action with its unit, reading, link and own Acknowledge link (each action is still acknowledged on its own).
 */
export function groupedMessage({ alertLinks }: Pick<AppServices, 'alertLinks'>, group: Notification[], address: string): AlertMessage {
  const [first] = group as [Notification, ...Notification[]];
  const location = first.correctiveAction.location?.name ?? '—';
  const allTemperature = group.every((n) => n.correctiveAction.type === 'temperature_alert');
  const subject = `${group.length} ${allTemperature ? 'units out of range' : 'alerts'} at ${location}`;
  const items = group.map((n, index) =>
    [
      `${index + 1}. ${n.subject}`,
      n.correctiveAction.description,
      ...n.body.split('\n').filter((line) => ITEM_LINES.test(line)),
      `Open: ${alertLinks.actionUrl(n.correctiveAction.id)}`,
      `Acknowledge: ${alertLinks.acknowledgeUrl(n.id, n.createdAt)}`,
    ].join('\n'),
  );
  const lead = `${group.length} alerts at ${location} came within a short time. Each is its own corrective action: open, acknowledge and resolve each one.`;
  return {
    address,
    recipientId: first.recipient?.id ?? null,
    companyId: first.company.id,
    actionId: first.correctiveAction.id,
    reason: 'alert',
    subject,
    body: [lead, ...items].join('\n\n'),
    actionUrl: alertLinks.actionsUrl(),
    acknowledgeUrl: null,
  };
}
