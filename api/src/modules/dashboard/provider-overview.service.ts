import type { EntityManager } from '@mikro-orm/postgresql';
import { Equipment } from '../temperature/equipment.entity.js';
import { toEquipmentView } from '../temperature/equipment.service.js';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { User } from '../tenancy/user.entity.js';
import type { CompanyOverviewType, ProviderOverviewType } from './dashboard.types.js';

/** Counts per customer company, of locations and equipment in use. Alerts use the same status rule as every equipment card. */
export async function providerOverview(em: EntityManager): Promise<ProviderOverviewType> {
  const [companies, locations, users, equipment] = await Promise.all([
    em.fork().find(Company, {}, { orderBy: { name: 'asc' } }),
    em.fork().find(Location, { isActive: true }, { fields: ['id', 'company'] }),
    em.fork().find(User, { company: { $ne: null } }, { fields: ['id', 'company'] }),
    em.fork().find(Equipment, { isActive: true, location: { isActive: true } }, { populate: ['location'] }),
  ]);
  const tally = (rows: { company?: { id: number } | null }[], companyId: number) => rows.filter((row) => row.company?.id === companyId).length;
  const alerts = equipment.filter((unit) => toEquipmentView(unit).status === 'ALERT');
  const rows: CompanyOverviewType[] = companies.map((company) => ({
    id: company.id,
    name: company.name,
    locationCount: tally(locations, company.id),
    userCount: tally(users, company.id),
    equipmentCount: tally(equipment, company.id),
    alertCount: tally(alerts, company.id),
  }));
  return {
    companies: rows,
    totalCompanies: companies.length,
    totalLocations: locations.length,
    totalUsers: await em.fork().count(User, {}),
    totalAlerts: alerts.length,
  };
}
