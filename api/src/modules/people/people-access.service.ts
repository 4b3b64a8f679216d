import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import type { UserType } from '../auth/auth.types.js';
import { assertPasswordAllowed } from '../auth/password-policy.js';
import { hashPassword } from '../auth/passwords.js';
import { endSessionsOf } from '../auth/sessions.js';
import { removeTwoFactor } from '../auth/two-factor.js';
import { toUserView } from '../auth/user-view.js';
import { auditView, findManageableUser } from './people-scope.js';

/** Deactivate / reactivate. A deactivated person's sessions end in the same transaction; nothing is deleted. */
export async function setUserActive(em: EntityManager, viewer: Viewer, id: number, active: boolean): Promise<UserType> {
  return em.transactional(async (tx) => {
    const { user, extraIds } = await findManageableUser(tx, viewer, id);
    if (!active && user.id === viewer.userId) throw new Forbidden('You cannot deactivate your own account');
    if (user.isActive !== active) {
      const before = auditView(user, extraIds);
      user.isActive = active;
      const action = active ? 'reactivate' : 'deactivate';
      recordAudit(tx, viewer, { companyId: user.company?.id ?? null, entity: 'user', entityId: user.id, action, before, after: auditView(user, extraIds) });
      await tx.flush();
      if (!active) await endSessionsOf(tx, [user.id]);
    }
    return toUserView(user, extraIds, viewer);
  });
}

/** A new initial password from an administrator: the person must change it again, and their sessions end. */
export async function resetUserPassword(em: EntityManager, viewer: Viewer, id: number, password: string): Promise<UserType> {
  return em.transactional(async (tx) => {
    const { user, extraIds } = await findManageableUser(tx, viewer, id);
    if (user.id === viewer.userId) throw new Forbidden('Use Change Password for your own account');
    await assertPasswordAllowed(tx, user.company?.id ?? null, password);
    const before = auditView(user, extraIds);
    user.passwordHash = await hashPassword(password);
    user.mustChangePassword = true;
    user.passwordChangedAt = new Date();
    recordAudit(tx, viewer, {
      companyId: user.company?.id ?? null,
      entity: 'user',
      entityId: user.id,
      action: 'reset_password',
      before,
      after: auditView(user, extraIds),
    });
    await tx.flush();
    await endSessionsOf(tx, [user.id]);
    return toUserView(user, extraIds, viewer);
  });
}

/** For someone who lost their authenticator and recovery codes: they sign in with the password alone (or must enrol again). Audited. */
export async function resetUserTwoFactor(em: EntityManager, viewer: Viewer, id: number): Promise<UserType> {
  return em.transactional(async (tx) => {
    const { user, extraIds } = await findManageableUser(tx, viewer, id);
    if (user.id === viewer.userId) throw new Forbidden('Use Profile to turn off your own two-factor authentication');
    if (await removeTwoFactor(tx, user.id)) {
      recordAudit(tx, viewer, { companyId: user.company?.id ?? null, entity: 'user', entityId: user.id, action: 'reset_two_factor' });
      await tx.flush();
    }
    return toUserView(user, extraIds, viewer);
  });
}
