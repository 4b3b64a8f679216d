import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../modules/auth/passwords.js';
import { Area } from '../../modules/tenancy/area.entity.js';
import type { Company } from '../../modules/tenancy/company.entity.js';
import type { Location } from '../../modules/tenancy/location.entity.js';
import { User } from '../../modules/tenancy/user.entity.js';
import { UserArea } from '../../modules/tenancy/user-area.entity.js';
import { AREA_MANAGER, AREAS, DEMO_PASSWORD } from './demo-data.js';

/** Issue 35: the company's sites in its areas, and the area manager of the first (same password rule as the other demo accounts). */
export async function seedAreas(em: EntityManager, company: Company, locations: Location[], passwords?: ReadonlyMap<string, string>): Promise<void> {
  const areas = AREAS.map((spec) => {
    const area = em.create(Area, { company, name: spec.name });
    for (const index of spec.locations) locations[index].area = area;
    return area;
  });
  const user = em.create(User, {
    username: AREA_MANAGER.username,
    fullName: AREA_MANAGER.fullName,
    email: `${AREA_MANAGER.username}@example.com`,
    role: AREA_MANAGER.role,
    company,
    location: locations[AREA_MANAGER.location],
    passwordHash: await hashPassword(passwords?.get(AREA_MANAGER.username) ?? DEMO_PASSWORD),
  });
  for (const index of AREA_MANAGER.areas) em.create(UserArea, { user, area: areas[index] });
  await em.flush();
}
