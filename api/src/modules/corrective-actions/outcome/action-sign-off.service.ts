import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput } from '../../../errors.js';
import type { LiveEvents } from '../../../events/live-events.js';
import type { Viewer } from '../../../viewer.js';
import { confirmOwnPassword, type PasswordGuard } from '../../auth/password-confirmation.js';
import { canSignOffActions } from '../../tenancy/roles.js';
import { User } from '../../tenancy/user.entity.js';
import { publishActionChange } from '../action-events.js';
import { needsSignOff } from '../corrective-action.entity.js';
import type { CorrectiveActionType } from '../corrective-action.types.js';
import { findReachableAction } from '../corrective-actions.service.js';
import { saveActionChange } from './action-change.js';

/**
 * Issue 36: the last step of a critical temperature or food-process action. After its resolution
 * with a verification, a manager signs it off by re-entering their password; only then it counts
 * as closed (closedAt). A wrong password is refused and stores nothing.
 */
export async function signOffCorrectiveAction(
  em: EntityManager,
  viewer: Viewer,
  events: LiveEvents,
  guard: PasswordGuard,
  id: number,
  password: string,
): Promise<CorrectiveActionType> {
  const action = await findReachableAction(em, viewer, id);
  if (!canSignOffActions(viewer)) throw new Forbidden('Only a manager can sign off a corrective action');
  if (!needsSignOff(action)) throw new InvalidInput('Only critical temperature and food process actions are signed off');
  if (action.status !== 'resolved') throw new InvalidInput('Resolve the action with its verification before signing it off');
  if (action.closedAt) throw new InvalidInput('This action is already signed off');
  await confirmOwnPassword(em, viewer, password, guard);
  const now = new Date();
  Object.assign(action, { signedOffAt: now, signedOffBy: em.getReference(User, viewer.userId), closedAt: now });
  const view = await saveActionChange(em, viewer, action, {
    verb: 'sign_off',
    before: { closedAt: null },
    after: { signedOffAt: now, signedOffById: viewer.userId, closedAt: now },
  });
  publishActionChange(events, 'signed_off', view);
  return view;
}
