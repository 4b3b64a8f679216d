import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { User } from '../tenancy/user.entity.js';
import { describeMe } from './auth.service.js';
import type { ChangeMyPasswordInput, MeType } from './auth.types.js';
import { assertPasswordAllowed } from './password-policy.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** The signed-in person replaces their password (the only thing allowed while an initial password must be changed). */
export async function changeMyPassword(em: EntityManager, viewer: Viewer, input: ChangeMyPasswordInput): Promise<MeType> {
  const user = await em.findOneOrFail(User, viewer.userId, { populate: ['passwordHash'] });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new InvalidInput('Current password is incorrect');
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
  await em.flush();
  return describeMe(em, viewer);
}
