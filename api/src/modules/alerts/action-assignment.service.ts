import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import type { AppServices } from '../../services.js';
import type { Viewer } from '../../viewer.js';
import { publishActionChange } from '../corrective-actions/action-events.js';
import type { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import type { CorrectiveActionType } from '../corrective-actions/corrective-action.types.js';
import { findReachableAction } from '../corrective-actions/corrective-actions.service.js';
import { saveActionChange } from '../corrective-actions/outcome/action-change.js';
import { canAssignActions, hasCompanyWideAccess, isReadOnlyRole } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { UserLocation } from '../tenancy/user-location.entity.js';
import { assignedText } from './alert-text.js';
import { recordNotifications } from './notifications.service.js';

type AssignServices = Pick<AppServices, 'events' | 'mailer' | 'sms'>;

export interface Assignment {
  actionId: number;
  assigneeId: number;
  /** By when; unchanged when not given. */
  dueDate?: Date | null;
}

/**
 * Issue 36: an administrator or manager gives an action (within their locations) its owner and due
 * time, or gives it to someone else. Audited with the owner and due time before and after; the new
 * owner hears of it through the alert routing (their e-mail, push, and the bell), in the same commit.
 */
export async function assignCorrectiveAction(em: EntityManager, viewer: Viewer, services: AssignServices, input: Assignment): Promise<CorrectiveActionType> {
  if (!canAssignActions(viewer)) throw new Forbidden('Only an administrator or manager can assign a corrective action');
  if (input.dueDate && input.dueDate.getTime() < Date.now()) throw new InvalidInput('The due time has already passed');
  const view = await em.transactional(async (tx) => {
    const action = await findReachableAction(tx, viewer, input.actionId);
    if (action.status === 'resolved') throw new InvalidInput('This action is already resolved');
    const assignee = (await assignablePeople(tx, action)).find((person) => person.id === input.assigneeId);
    if (!assignee) throw new NotFound('Person');
    const before = { assigneeId: action.assignee?.id ?? null, dueDate: action.dueDate ?? null };
    Object.assign(action, { assignee, dueDate: input.dueDate ?? action.dueDate ?? null });
    if (assignee.id !== viewer.userId && before.assigneeId !== assignee.id) {
      await recordNotifications(tx, services, action, [assignee], 'assigned', await assignedText(tx, action, viewer.fullName));
    }
    return saveActionChange(tx, viewer, action, { verb: 'assign', before, after: { assigneeId: assignee.id, dueDate: action.dueDate ?? null } });
  });
  publishActionChange(services.events, 'assigned', view);
  return view;
}

/** Who may own the action: its company's active people who work at its location (company-wide roles work at every one); no read-only role. */
export async function assignablePeople(em: EntityManager, action: CorrectiveAction): Promise<User[]> {
  const people = await em.find(User, { company: action.company.id, isActive: true }, { orderBy: { fullName: 'asc', id: 'asc' } });
  const locationId = action.location?.id ?? null;
  const assigned = locationId === null ? [] : await em.find(UserLocation, { location: locationId });
  const assignedIds = new Set(assigned.map((row) => row.user.id));
  return people.filter(
    (person) =>
      !isReadOnlyRole(person) && (locationId === null || hasCompanyWideAccess(person) || person.location?.id === locationId || assignedIds.has(person.id)),
  );
}

/** The people the viewer may give one action to, for the Assign dialog. */
export async function assigneeChoices(em: EntityManager, viewer: Viewer, actionId: number): Promise<User[]> {
  const action = await findReachableAction(em, viewer, actionId);
  return canAssignActions(viewer) ? assignablePeople(em, action) : [];
}
