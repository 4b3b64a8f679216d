import type { EntityManager } from '@mikro-orm/postgresql';
import { Location } from '../tenancy/location.entity.js';
import { AREA_MANAGER_ROLES } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { UserArea } from '../tenancy/user-area.entity.js';

/**
 * The active area managers of the site's area (none for a site outside any area, or whose area is
 * retired): who answers for the site above its branch managers (alerts, escalation, rota).
 */
export async function areaManagersOfSite(em: EntityManager, companyId: number, locationId: number): Promise<User[]> {
  const location = await em.findOne(Location, { id: locationId, company: companyId }, { populate: ['area'] });
  if (!location?.area?.isActive) return [];
  const links = await em.find(UserArea, { area: location.area.id });
  if (!links.length) return [];
  return em.find(
    User,
    { company: companyId, isActive: true, role: { $in: AREA_MANAGER_ROLES }, id: { $in: links.map((link) => link.user.id) } },
    { orderBy: { id: 'asc' } },
  );
}
