import type { ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import type { UserType } from '../auth/auth.types.js';
import { extraLocationIdsOf, toUserView } from '../auth/user-view.js';
import {
  ADMINISTRATOR_ROLES,
  canGrantRole,
  canManageUsers,
  hasCompanyWideAccess,
  ROLES,
  reachesByArea,
  roleDescription,
  roleLabel,
  roleRank,
} from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import type { RoleOptionType, UserReferenceType, UserSummaryType } from './users.types.js';

interface UserFilter {
  search?: string | null;
  /** The provider's company page: one company's people. */
  companyId?: number | null;
}

/** The people the viewer manages (see manageableUsers), by full name. */
export async function listUsers(em: EntityManager, viewer: Viewer, { search, companyId }: UserFilter = {}): Promise<UserType[]> {
  const where: ObjectQuery<User> = { ...manageableUsers(viewer) };
  if (companyId) where.$and = [{ company: companyId }];
  const text = search?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    where.$or = [{ fullName: { $ilike: pattern } }, { email: { $ilike: pattern } }, { username: { $ilike: pattern } }];
  }
  const users = await em.find(User, where, { orderBy: { fullName: 'asc', id: 'asc' } });
  const extras = await extraLocationIdsOf(
    em,
    users.map((u) => u.id),
  );
  return users.map((user) => toUserView(user, extras.get(user.id), viewer));
}

export async function summariseUsers(em: EntityManager, viewer: Viewer): Promise<UserSummaryType> {
  const scope = manageableUsers(viewer);
  const [total, active, administrators] = await Promise.all([
    em.count(User, scope),
    em.count(User, { ...scope, isActive: true }),
    em.count(User, { ...scope, role: { $in: ADMINISTRATOR_ROLES } }),
  ]);
  return { total, active, administrators, inactive: total - active };
}

/** The roles the viewer may give, most senior first (Add User and Edit offer exactly these). */
export function assignableRoles(viewer: Viewer): RoleOptionType[] {
  if (!canManageUsers(viewer)) throw new Forbidden('Only administrators can manage users');
  return [...ROLES]
    .filter((role) => canGrantRole(viewer, role))
    .sort((a, b) => roleRank(b) - roleRank(a))
    .map((role) => ({ value: role, label: roleLabel(role), description: roleDescription(role), looksAfterAreas: reachesByArea({ role }) }));
}

export function toUserReference(user: User): UserReferenceType {
  return { id: user.id, fullName: user.fullName, username: user.username };
}

/**
 * The people an administrator manages: everyone for the provider, the whole company for a
 * company-wide administrator, and for a branch manager the people whose home is one of their
 * locations. Anyone else is "not found" to them.
 */
export function manageableUsers(viewer: Viewer): ObjectQuery<User> {
  if (!canManageUsers(viewer)) throw new Forbidden('Only administrators can manage users');
  if (viewer.allCompanies) return {};
  const company = viewer.companyId ?? -1;
  return hasCompanyWideAccess(viewer) ? { company } : { company, location: { $in: viewer.locationIds } };
}

/** Typed text is matched literally: % and _ are not wildcards to the person searching. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
