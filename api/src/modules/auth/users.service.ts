import type { ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden } from '../../errors.js';
import { companyScope, type Viewer } from '../../viewer.js';
import { ADMINISTRATOR_ROLES, canAdminister } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { toUserView } from './auth.service.js';
import type { UserType } from './auth.types.js';
import type { UserReferenceType, UserSummaryType } from './users.types.js';

/** The people of the viewer's company (every company for the super user), by full name. */
export async function listUsers(em: EntityManager, viewer: Viewer, search?: string | null): Promise<UserType[]> {
  const where: ObjectQuery<User> = { ...usersInReach(viewer) };
  const text = search?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    where.$or = [{ fullName: { $ilike: pattern } }, { email: { $ilike: pattern } }, { username: { $ilike: pattern } }];
  }
  const users = await em.find(User, where, { orderBy: { fullName: 'asc', id: 'asc' } });
  return users.map(toUserView);
}

export async function summariseUsers(em: EntityManager, viewer: Viewer): Promise<UserSummaryType> {
  const scope = usersInReach(viewer);
  const [total, active, administrators] = await Promise.all([
    em.count(User, scope),
    em.count(User, { ...scope, isActive: true }),
    em.count(User, { ...scope, role: { $in: ADMINISTRATOR_ROLES } }),
  ]);
  return { total, active, administrators, inactive: total - active };
}

export function toUserReference(user: User): UserReferenceType {
  return { id: user.id, fullName: user.fullName, username: user.username };
}

function usersInReach(viewer: Viewer): ObjectQuery<User> {
  if (!canAdminister(viewer)) throw new Forbidden('Only administrators can manage users');
  return companyScope(viewer);
}

/** Typed text is matched literally: % and _ are not wildcards to the person searching. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
