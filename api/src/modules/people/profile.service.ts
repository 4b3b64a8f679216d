import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { describeMe } from '../auth/auth.service.js';
import type { MeType } from '../auth/auth.types.js';
import { User } from '../tenancy/user.entity.js';
import type { UpdateMyProfileInput } from './people.types.js';

/** Profile: the person's own name and email. */
export async function updateMyProfile(em: EntityManager, viewer: Viewer, input: UpdateMyProfileInput): Promise<MeType> {
  const user = await em.findOneOrFail(User, viewer.userId);
  const before = { fullName: user.fullName, email: user.email ?? null };
  user.fullName = input.fullName.trim();
  user.email = input.email?.trim() || null;
  recordAudit(em, viewer, {
    companyId: viewer.companyId,
    entity: 'user',
    entityId: user.id,
    action: 'update_profile',
    before,
    after: { fullName: user.fullName, email: user.email },
  });
  await em.flush();
  return describeMe(em, viewer);
}
