import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { User } from '../tenancy/user.entity.js';
import { describeMe } from './auth.service.js';
import type { ChangeMyPasswordInput, MeType } from './auth.types.js';
import type { LoginThrottle } from './login-throttle.js';
import { assertPasswordAllowed } from './password-policy.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { endOtherSessionsOf } from './sessions.js';

/** Where the change is asked from: the session that stays, and the address its password guesses count against. */
export interface PasswordChangeRequest {
  throttle: LoginThrottle;
  ip: string;
  sessionId: string;
}

/**
 * The signed-in person replaces their password (the only thing allowed while an initial password
 * must be changed). A wrong current password counts like a failed sign-in; the new one ends every
 * other session of theirs (someone who knew the old one is signed out), this one stays.
 */
export async function changeMyPassword(em: EntityManager, viewer: Viewer, input: ChangeMyPasswordInput, request: PasswordChangeRequest): Promise<MeType> {
  const user = await em.findOneOrFail(User, viewer.userId, { populate: ['passwordHash'] });
  const verify = () => verifyPassword(user.passwordHash, input.currentPassword);
  if (!(await request.throttle.checkPassword(viewer.username, request.ip, verify))) throw new InvalidInput('Current password is incorrect');
  if (input.newPassword === input.currentPassword) throw new InvalidInput('New password must be different from the current one');
  await assertPasswordAllowed(em, viewer.companyId, input.newPassword);
  const before = { mustChangePassword: user.mustChangePassword };
  user.passwordHash = await hashPassword(input.newPassword);
  user.mustChangePassword = false;
  user.passwordChangedAt = new Date();
  recordAudit(em, viewer, {
    companyId: viewer.companyId,
    entity: 'user',
    entityId: user.id,
    action: 'change_password',
    before,
    after: { mustChangePassword: false },
  });
  await em.transactional(async (tx) => {
    await tx.flush();
    await endOtherSessionsOf(tx, user.id, request.sessionId);
  });
  return describeMe(em, viewer);
}
