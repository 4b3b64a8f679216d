import type { EntityManager } from '@mikro-orm/postgresql';
import { Equipment } from '../temperature/equipment.entity.js';
import { toEquipmentView } from '../temperature/equipment.service.js';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { User } from '../tenancy/user.entity.js';
import type { CompanyOverviewType, ProviderOverviewType } from './dashboard.types.js';

/** SPEC 2.5: every customer company with its counts, and the provider's totals. */
export async function providerOverview(em: EntityManager): Promise<ProviderOverviewType> {
  const { rows, locationCount, alertCount } = await tallyCompanies(em);
  return {
    companies: rows,
    totalCompanies: rows.length,
    totalLocations: locationCount,
    totalUsers: await em.fork().count(User, {}),
    totalAlerts: alertCount,
  };
}

/** One company's counts, by the same rule as the overview's row (the company page). */
export async function companyOverview(em: EntityManager, companyId: number): Promise<CompanyOverviewType | undefined> {
  return (await tallyCompanies(em, companyId)).rows[0];
}

/** Counts per customer company (or one), of locations and equipment in use. Alerts use the same status rule as every equipment card. */
async function tallyCompanies(em: EntityManager, companyId?: number) {
  const scope = companyId === undefined ? {} : { company: companyId };
  const [companies, locations, users, equipment] = await Promise.all([
    em.fork().find(Company, companyId === undefined ? {} : { id: companyId }, { orderBy: { name: 'asc' } }),
    em.fork().find(Location, { ...scope, isActive: true }, { fields: ['id', 'company'] }),
    em.fork().find(User, companyId === undefined ? { company: { $ne: null } } : scope, { fields: ['id', 'company'] }),
    em.fork().find(Equipment, { ...scope, isActive: true, location: { isActive: true } }, { populate: ['location'] }),
  ]);
  const tally = (rows: { company?: { id: number } | null }[], id: number) => rows.filter((row) => row.company?.id === id).length;
  const alerts = equipment.filter((unit) => toEquipmentView(unit).status === 'ALERT');
  const rows: CompanyOverviewType[] = companies.map((company) => ({
    id: company.id,
    name: company.name,
    isActive: company.isActive,
    locationCount: tally(locations, company.id),
    userCount: tally(users, company.id),
    equipmentCount: tally(equipment, company.id),
    alertCount: tally(alerts, company.id),
  }));
  return { rows, locationCount: locations.length, alertCount: alerts.length };
}
