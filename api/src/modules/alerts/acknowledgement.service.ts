import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import type { AppServices } from '../../services.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { publishActionChange } from '../corrective-actions/action-events.js';
import { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import type { CorrectiveActionType } from '../corrective-actions/corrective-action.types.js';
import { ACTION_RELATIONS, findReachableAction, toCorrectiveActionView } from '../corrective-actions/corrective-actions.service.js';
import { User } from '../tenancy/user.entity.js';
import { acknowledgedText } from './alert-text.js';
import { Notification } from './notification.entity.js';
import { publishMyNotificationsChanged } from './notification-events.js';
import { recordNotifications } from './notifications.service.js';

/** Where an acknowledgement came from: the app (desktop or phone) or an alert e-mail's signed link. */
export type AcknowledgedVia = 'app' | 'email';
type AcknowledgeServices = Pick<AppServices, 'events' | 'mailer' | 'sms'>;

/** Acknowledge in the app: an action in the viewer's reach (another company's is NotFound); a second one answers the first's who and when. */
export async function acknowledgeCorrectiveAction(em: EntityManager, viewer: Viewer, services: AcknowledgeServices, id: number): Promise<CorrectiveActionType> {
  await findReachableAction(em, viewer, id);
  return acknowledge(em, services, id, viewer.userId, 'app');
}

/**
 * "I've got it": records who and when (audited), which stops the action's escalation
 * (escalation.service.ts), and tells the others who were alerted. It does not resolve the action.
 * The row is locked, so of two acknowledgements at once the second finds the first and changes nothing.
 */
export async function acknowledge(
  em: EntityManager,
  services: AcknowledgeServices,
  id: number,
  userId: number,
  via: AcknowledgedVia,
): Promise<CorrectiveActionType> {
  const { action, changed } = await em.fork().transactional(async (tx) => {
    const locked = await tx.findOneOrFail(CorrectiveAction, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    await tx.populate(locked, ACTION_RELATIONS);
    if (locked.acknowledgedAt) return { action: locked, changed: false };
    if (locked.status === 'resolved') throw new InvalidInput('This action is already resolved; there is nothing to acknowledge');
    const acknowledger = await tx.findOneOrFail(User, userId);
    Object.assign(locked, { acknowledgedAt: new Date(), acknowledgedBy: acknowledger });
    recordAudit(
      tx,
      { userId },
      {
        companyId: locked.company.id,
        entity: 'corrective_action',
        entityId: locked.id,
        action: 'acknowledge',
        before: { acknowledgedAt: null },
        after: { acknowledgedAt: locked.acknowledgedAt, acknowledgedById: userId, via },
      },
    );
    await tx.flush();
    const text = await acknowledgedText(tx, locked, acknowledger.fullName, locked.acknowledgedAt!);
    await recordNotifications(tx, services, locked, await othersAlerted(tx, locked.id, userId), 'acknowledged', text);
    return { action: locked, changed: true };
  });
  const view = toCorrectiveActionView(action);
  if (changed) {
    publishActionChange(services.events, 'acknowledged', view);
    // The acknowledger's own bells (another tab, or the app open while they used the e-mail's link) say who has it.
    publishMyNotificationsChanged(services.events, userId, null);
  }
  return view;
}

/** Everyone an alert or escalation about the action went to, but the one who acknowledged it. */
async function othersAlerted(em: EntityManager, actionId: number, acknowledgerId: number): Promise<User[]> {
  const told = await em.find(
    Notification,
    { correctiveAction: actionId, reason: { $in: ['alert', 'escalation'] }, recipient: { id: { $ne: acknowledgerId }, isActive: true } },
    { populate: ['recipient'], orderBy: { id: 'asc' } },
  );
  const people = told.flatMap((n) => (n.recipient ? [n.recipient] : []));
  return [...new Map(people.map((person) => [person.id, person])).values()];
}
