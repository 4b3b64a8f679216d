import type { EntityManager } from '@mikro-orm/postgresql';
import { Location } from '../companies/location.entity.js';
import { hasCompanyWideAccess, roleLabel, spansAllCompanies } from './roles.js';
import { User } from './user.entity.js';
import { UserLocation } from './user-location.entity.js';

/** Who is asking, and what they may reach. Every service call carries one. */
export interface Viewer {
  userId: number;
  username: string;
  fullName: string;
  role: string;
  roleLabel: string;
  /** Null only for the super user, who spans all companies. */
  companyId: number | null;
  /** Locations the viewer may read and write, home location first. */
  locationIds: number[];
  allCompanies: boolean;
}

/** Loads an active user's reach; undefined for unknown or deactivated users (their session is dead). */
export async function loadViewer(em: EntityManager, userId: number): Promise<Viewer | undefined> {
  const user = await em.findOne(User, { id: userId, isActive: true });
  if (!user) return undefined;
  const allCompanies = spansAllCompanies(user);
  const companyId = user.company?.id ?? null;
  return {
    userId: user.id,
    username: user.username,
    fullName: user.fullName,
    role: user.role,
    roleLabel: roleLabel(user.role),
    companyId,
    locationIds: await reachableLocationIds(em, user, allCompanies),
    allCompanies,
  };
}

async function reachableLocationIds(em: EntityManager, user: User, allCompanies: boolean): Promise<number[]> {
  const home = user.location?.id;
  let ids: number[];
  if (allCompanies) {
    ids = (await em.find(Location, {}, { fields: ['id'], orderBy: { id: 'asc' } })).map((l) => l.id);
  } else if (user.company && hasCompanyWideAccess(user)) {
    ids = (await em.find(Location, { company: user.company }, { fields: ['id'], orderBy: { id: 'asc' } })).map((l) => l.id);
  } else {
    ids = (await em.find(UserLocation, { user }, { orderBy: { location: 'asc' } })).map((link) => link.location.id);
  }
  const unique = new Set(home === undefined ? ids : [home, ...ids]);
  return [...unique];
}

export const canReachLocation = (viewer: Viewer, locationId: number): boolean => viewer.locationIds.includes(locationId);

/** Tenant filter for rows that carry company_id directly. */
export const companyScope = (viewer: Viewer) => (viewer.allCompanies ? {} : { company: viewer.companyId ?? -1 });
