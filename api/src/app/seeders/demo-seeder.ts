import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import type { Config } from '../../config.js';
import { withStartLock } from '../../database/start-lock.js';
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
import { seedAreas } from './demo-areas.js';
import { seedCheckScreens } from './demo-check-screens.js';
import { COMPANIES, DEMO_PASSWORD, DEMO_USERNAMES, USERS, WEEK_HOURS } from './demo-data.js';
import { seedDisplayUnits, seedEquipmentAndReadings } from './demo-readings.js';
import { seedCompanyRecords } from './demo-records.js';

/**
 * How demo accounts sign in: the documented password (README, docs, tests), or one random password
 * per account, printed once — a server reachable by others must never answer to a published password.
 */
export type DemoPasswords = 'documented' | 'random';

/** Production's demo accounts get random passwords; a development machine's keep the documented one. */
export const demoPasswords = (config: Pick<Config, 'isProduction'>): DemoPasswords => (config.isProduction ? 'random' : 'documented');

/**
 * Seeds the demo world once: never touches a database that already has companies. Under the
 * start-up lock, so of several processes starting together on a new database one seeds and the
 * others then find the companies there.
 */
export function seedDemoData(orm: Orm, passwords: DemoPasswords = 'documented'): Promise<boolean> {
  return withStartLock(orm.config.get('clientUrl')!, () => seedUnlessCompanies(orm, passwords));
}

async function seedUnlessCompanies(orm: Orm, passwords: DemoPasswords): Promise<boolean> {
  const em = orm.em.fork();
  if ((await em.count(Company, {})) > 0) return false;
  const chosen = passwords === 'random' ? new Map(DEMO_USERNAMES.map((username) => [username, randomBytes(12).toString('base64url')])) : undefined;
  await new DemoSeeder(chosen).run(em);
  if (chosen) {
    const list = [...chosen].map(([username, password]) => `  ${username}: ${password}`).join('\n');
    console.log(`Demo accounts were given random passwords, shown only this once (the documented demo password does not work here):\n${list}`);
  }
  // A new database starts with its chains sealed, whether or not a job runner is up yet.
  await sealEveryChain(orm.em.fork());
  return true;
}

export class DemoSeeder extends Seeder {
  /** @param passwords each demo account's password by username; unset: the documented DEMO_PASSWORD for all. */
  constructor(private readonly passwords?: ReadonlyMap<string, string>) {
    super();
  }

  async run(em: EntityManager): Promise<void> {
    await em.transactional(async (tx) => {
      const companies = COMPANIES.map(({ locations, ...company }) => tx.create(Company, company));
      const locations = COMPANIES.map((company, c) =>
        company.locations.map((location) => tx.create(Location, { ...location, company: companies[c], openingTimes: WEEK_HOURS })),
      );
      await tx.flush();
      startRegionalSettings(tx, companies);
      const users = await createUsers(tx, companies, locations, this.passwords);
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
      await seedAreas(tx, companies[0], locations[0], this.passwords);
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

async function createUsers(em: EntityManager, companies: Company[], locations: Location[][], passwords?: ReadonlyMap<string, string>): Promise<User[]> {
  const documentedHash = passwords ? '' : await hashPassword(DEMO_PASSWORD);
  const hashes = await Promise.all(USERS.map((spec) => (passwords ? hashPassword(passwords.get(spec.username)!) : documentedHash)));
  const users = USERS.map((spec, u) => {
    const company = spec.company === null ? null : companies[spec.company];
    const location = spec.company === null || spec.location === null ? null : locations[spec.company][spec.location];
    const user = em.create(User, {
      username: spec.username,
      fullName: spec.fullName,
      email: `${spec.username}@example.com`,
      role: spec.role,
      company,
      location,
      passwordHash: hashes[u],
    });
    if ('extra' in spec && spec.company !== null) {
      for (const index of spec.extra) em.create(UserLocation, { user, location: locations[spec.company][index] });
    }
    return user;
  });
  await em.flush();
  return users;
}
