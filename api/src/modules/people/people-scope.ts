import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import { canReachLocation, type Viewer } from '../../viewer.js';
import { extraLocationIdsOf } from '../auth/user-view.js';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { canGrantRole, canManageRoleHolder, isRole, type Role, roleLabel } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { manageableUsers } from './users.service.js';

// Who an administrator may manage, which roles they may hand out and where people may work:
// the checks every people-management write shares.

/** What an audit row keeps of a user: never the password or its hash. */
export function auditView(user: User, extraLocationIds: number[]) {
  return {
    username: user.username,
    fullName: user.fullName,
    email: user.email ?? null,
    role: user.role,
    companyId: user.company?.id ?? null,
    locationId: user.location?.id ?? null,
    extraLocationIds,
    isActive: user.isActive,
    mustChangePassword: user.mustChangePassword,
  };
}

/** A user the viewer manages; another company's (or branch's) user is not found; a higher role is forbidden. */
export async function findManageableUser(em: EntityManager, viewer: Viewer, id: number): Promise<{ user: User; extraIds: number[] }> {
  const user = await em.findOne(User, { id, ...manageableUsers(viewer) });
  if (!user) throw new NotFound('User');
  if (!canManageRoleHolder(viewer, user)) throw new Forbidden(`Only someone of at least the ${roleLabel(user.role)} role can manage this user`);
  return { user, extraIds: (await extraLocationIdsOf(em, [user.id])).get(user.id) ?? [] };
}

export function grantableRole(viewer: Viewer, role: string): Role {
  if (!isRole(role)) throw new InvalidInput(`Unknown role "${role}"`);
  if (!canGrantRole(viewer, role)) throw new Forbidden(`You cannot give the ${roleLabel(role)} role`);
  return role;
}

/** The viewer's own company; the provider names one. Another company's id is not found. */
export async function targetCompany(em: EntityManager, viewer: Viewer, requested?: number | null): Promise<Company> {
  if (viewer.allCompanies) {
    if (!requested) throw new InvalidInput('companyId is required for the super user');
    const company = await em.findOne(Company, requested);
    if (!company) throw new NotFound('Company');
    return company;
  }
  if (viewer.companyId === null || (requested && requested !== viewer.companyId)) throw new NotFound('Company');
  return em.findOneOrFail(Company, viewer.companyId);
}

/** The home and extra locations, each of this company and within the viewer's reach (else not found). */
export async function placesFor(em: EntityManager, viewer: Viewer, companyId: number, homeId: number, extraIds: number[]) {
  const ids = [...new Set([homeId, ...extraIds])];
  const found = ids.every((id) => canReachLocation(viewer, id)) ? await em.find(Location, { id: { $in: ids }, company: companyId }) : [];
  if (found.length !== ids.length) throw new NotFound('Location');
  const byId = new Map(found.map((l) => [l.id, l]));
  return { home: byId.get(homeId)!, extras: extraIds.filter((id) => id !== homeId).map((id) => byId.get(id)!) };
}
