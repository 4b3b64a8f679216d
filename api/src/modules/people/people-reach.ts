import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../viewer.js';
import { hasCompanyWideAccess } from '../tenancy/roles.js';
import type { User } from '../tenancy/user.entity.js';
import { UserLocation } from '../tenancy/user-location.entity.js';

/** Whether the viewer reaches every person of their company (or, the provider, of every company). */
export const reachesWholeCompany = (viewer: Viewer): boolean => viewer.allCompanies || hasCompanyWideAccess(viewer);

/**
 * The people within the viewer's reach: everyone of their company for a company-wide role; for a
 * branch role (branch manager, branch admin), those who work at one of the viewer's locations,
 * as their home or an assigned one. A person elsewhere is out of reach, as their records are:
 * "not found", like a missing one.
 */
export async function peopleInReach(em: EntityManager, viewer: Viewer): Promise<FilterQuery<User>> {
  if (viewer.allCompanies) return {};
  const company = viewer.companyId ?? -1;
  if (hasCompanyWideAccess(viewer)) return { company };
  const assigned = await em.find(UserLocation, { location: { $in: viewer.locationIds } });
  return { company, $or: [{ location: { $in: viewer.locationIds } }, { id: { $in: assigned.map((link) => link.user.id) } }] };
}
