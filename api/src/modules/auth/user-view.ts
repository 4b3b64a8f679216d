import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../viewer.js';
import { canManageRoleHolder, roleLabel } from '../tenancy/roles.js';
import type { User } from '../tenancy/user.entity.js';
import { UserLocation } from '../tenancy/user-location.entity.js';
import type { UserType } from './auth.types.js';

// A person's account as every screen shows it: the signed-in person's own (Me, here in auth) and the
// people an administrator manages (modules/people) are both built from it.

/** Extra locations (beyond the home one) of each user, by user id. */
export async function extraLocationIdsOf(em: EntityManager, userIds: number[]): Promise<Map<number, number[]>> {
  const links = userIds.length ? await em.find(UserLocation, { user: { $in: userIds } }, { orderBy: { location: 'asc' } }) : [];
  const byUser = new Map<number, number[]>();
  for (const link of links) byUser.set(link.user.id, [...(byUser.get(link.user.id) ?? []), link.location.id]);
  return byUser;
}

/**
 * A user as every screen shows them; `extraLocationIds` are the locations given beyond the home
 * one. `manager` is the administrator looking, if any: whether they may manage this person.
 */
export function toUserView(user: User, extraLocationIds: number[] = [], manager?: Viewer): UserType {
  const home = user.location?.id ?? null;
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email ?? null,
    role: user.role,
    roleLabel: roleLabel(user.role),
    initials: initialsOf(user.fullName),
    companyId: user.company?.id ?? null,
    locationId: home,
    extraLocationIds: extraLocationIds.filter((id) => id !== home),
    isActive: user.isActive,
    mustChangePassword: user.mustChangePassword,
    manageable: manager !== undefined && user.id !== manager.userId && canManageRoleHolder(manager, user),
    lastLogin: user.lastLogin ?? null,
    createdAt: user.createdAt,
  };
}

function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w[0]?.toUpperCase() ?? '').join('');
}
