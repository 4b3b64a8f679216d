import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../services.js';
import { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import type { User } from '../tenancy/user.entity.js';
import { acknowledge } from './acknowledgement.service.js';
import { siteClock } from './alert-text.js';
import { Notification } from './notification.entity.js';

/** What an Acknowledge link's page says: the link is unknown (or tampered), expired, ready, done, or the action needs none. */
export type AcknowledgeLinkState =
  | { state: 'unknown' }
  | { state: 'expired' }
  | { state: 'resolved'; actionId: number }
  | { state: 'ready'; actionId: number; description: string; locationName: string | null; recipientName: string }
  | { state: 'acknowledged'; actionId: number; byName: string; at: string; justNow: boolean };

/** A notification to a person (every one an Acknowledge link is signed for). */
type PersonalNotification = Notification & { recipient: User };

type LinkServices = Pick<AppServices, 'alertLinks' | 'events' | 'mailer' | 'sms'>;

/** The GET: what following the link would do, changing nothing (mail scanners open links too). */
export async function acknowledgeLinkState(em: EntityManager, services: LinkServices, token: string): Promise<AcknowledgeLinkState> {
  const found = await notificationOf(em, services, token);
  return 'notification' in found ? stateOf(em, found.notification) : found;
}

/** The POST (the page's button): acknowledges as the person the link was sent to; the signed link is the authority, not a session. */
export async function acknowledgeByLink(em: EntityManager, services: LinkServices, token: string): Promise<AcknowledgeLinkState> {
  const found = await notificationOf(em, services, token);
  if (!('notification' in found)) return found;
  const before = await stateOf(em, found.notification);
  if (before.state !== 'ready') return before;
  const { correctiveAction, recipient } = found.notification;
  await acknowledge(em, services, correctiveAction.id, recipient.id, 'email');
  const after = await em.fork().findOneOrFail(CorrectiveAction, correctiveAction.id, { populate: ['location', 'acknowledgedBy'] });
  return acknowledgedState(em, after, after.acknowledgedBy?.id === recipient.id);
}

/** The alert or escalation the token was signed for, to a person still active; else unknown (no hint which part was wrong). */
async function notificationOf(
  em: EntityManager,
  { alertLinks }: LinkServices,
  token: string,
): Promise<{ notification: PersonalNotification } | { state: 'unknown' | 'expired' }> {
  const read = alertLinks.read(token);
  if (!read) return { state: 'unknown' };
  const notification = await em
    .fork()
    .findOne(
      Notification,
      { id: read.notificationId, reason: { $in: ['alert', 'escalation'] }, recipient: { isActive: true } },
      { populate: ['recipient', 'correctiveAction.location', 'correctiveAction.acknowledgedBy'] },
    );
  if (!notification) return { state: 'unknown' };
  if (read.expiresAt.getTime() <= Date.now()) return { state: 'expired' };
  // The query asked for an active recipient, so this one has one (a company webhook's row has none, and no link).
  return { notification: notification as PersonalNotification };
}

async function stateOf(em: EntityManager, { correctiveAction: action, recipient }: PersonalNotification): Promise<AcknowledgeLinkState> {
  if (action.acknowledgedAt) return acknowledgedState(em, action, false);
  if (action.status === 'resolved') return { state: 'resolved', actionId: action.id };
  return {
    state: 'ready',
    actionId: action.id,
    description: action.description,
    locationName: action.location?.name ?? null,
    recipientName: recipient.fullName,
  };
}

async function acknowledgedState(em: EntityManager, action: CorrectiveAction, justNow: boolean): Promise<AcknowledgeLinkState> {
  const clock = await siteClock(em, action);
  return { state: 'acknowledged', actionId: action.id, byName: action.acknowledgedBy?.fullName ?? '—', at: clock.format(action.acknowledgedAt!), justNow };
}
