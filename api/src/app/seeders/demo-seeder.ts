import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { AuditEvent } from '../../modules/audit/audit-event.entity.js';
import { sealEveryChain } from '../../modules/audit/audit-sealer.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { regionOfTimeZone } from '../../modules/settings/company-region.js';
import { startCompanySettings } from '../../modules/settings/settings.service.js';
import { Company } from '../../modules/tenancy/company.entity.js';
import { Location } from '../../modules/tenancy/location.entity.js';
import { User } from '../../modules/tenancy/user.entity.js';
import { UserLocation } from '../../modules/tenancy/user-location.entity.js';
import type { Orm } from '../orm.js';
import { seedCheckScreens } from './demo-check-screens.js';
import { COMPANIES, DEMO_PASSWORD, USERS, WEEK_HOURS } from './demo-data.js';
import { seedDisplayUnits, seedEquipmentAndReadings } from './demo-readings.js';
import { seedCompanyRecords } from './demo-records.js';

/** Seeds the demo world once: never touches a database that already has companies. */
export async function seedDemoData(orm: Orm): Promise<boolean> {
  const em = orm.em.fork();
  if ((await em.count(Company, {})) > 0) return false;
  await orm.seeder.seed(DemoSeeder);
  // A new database starts with its chains sealed, whether or not a job runner is up yet.
  await sealEveryChain(orm.em.fork());
  return true;
}

export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await em.transactional(async (tx) => {
      const companies = COMPANIES.map(({ locations, ...company }) => tx.create(Company, company));
      const locations = COMPANIES.map((company, c) =>
        company.locations.map((location) => tx.create(Location, { ...location, company: companies[c], openingTimes: WEEK_HOURS })),
      );
      await tx.flush();
      startRegionalSettings(tx, companies);
      const users = await createUsers(tx, companies, locations);
      for (const [c, company] of companies.entries()) {
        const companyUsers = users.filter((user) => user.company === company);
        const equipment = await seedEquipmentAndReadings(tx, company, locations[c], companyUsers[0]);
        await seedCompanyRecords(tx, { company, locations: locations[c], users: companyUsers, equipment, full: c === 0 });
        tx.create(AuditEvent, { company, entity: 'company', entityId: String(company.id), action: 'seed', after: { demo: true } });
      }
      await tx.flush();
      // Issue 14's demo rows come last, so every earlier row keeps the id tests know it by.
      await seedDisplayUnits(tx, companies[0], locations[0].slice(0, 2), users[1]);
      await seedCheckScreens(tx, companies[0], locations[0][0], users[1]);
    });
  }
}

/**
 * Riverside (Manchester) starts as a new company in its zone does: UK/EU, dates DD/MM/YYYY. Harbour
 * keeps no saved settings, so it reads SPEC 9's defaults (the US region's MM/DD/YYYY) that the
 * settings tests and journeys start from.
 */
function startRegionalSettings(em: EntityManager, companies: Company[]): void {
  for (const [c, company] of companies.entries()) {
    const timezone = COMPANIES[c].locations[0].timezone;
    if (c > 0) startCompanySettings(em, company, timezone, regionOfTimeZone(timezone));
  }
}

async function createUsers(em: EntityManager, companies: Company[], locations: Location[][]): Promise<User[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = USERS.map((spec) => {
    const company = spec.company === null ? null : companies[spec.company];
    const location = spec.company === null || spec.location === null ? null : locations[spec.company][spec.location];
    const user = em.create(User, {
      username: spec.username,
      fullName: spec.fullName,
      email: `${spec.username}@example.com`,
      role: spec.role,
      company,
      location,
      passwordHash,
    });
    if ('extra' in spec && spec.company !== null) {
      for (const index of spec.extra) em.create(UserLocation, { user, location: locations[spec.company][index] });
    }
    return user;
  });
  await em.flush();
  return users;
}
