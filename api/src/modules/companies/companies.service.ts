import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { endCompanySessions } from '../auth/sessions.js';
import { companyOverview } from '../dashboard/provider-overview.service.js';
import { toLocationView } from '../locations/locations.service.js';
import { reachesWholeCompany } from '../people/people-reach.js';
import { listUsers } from '../people/users.service.js';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { canAdminister, canManageCompanies } from '../tenancy/roles.js';
import type { CompanyDetailsInput, CompanyDetailsType } from './companies.types.js';

/**
 * The company page: the provider's for any company, a company-wide administrator's for their own
 * (it counts and lists the whole company, beyond a branch manager's locations). Other ids are not found.
 */
export async function companyDetails(em: EntityManager, viewer: Viewer, id: number): Promise<CompanyDetailsType> {
  if (!viewer.allCompanies && id !== viewer.companyId) throw new NotFound('Company');
  if (!canAdminister(viewer) || !reachesWholeCompany(viewer)) throw new Forbidden('Only company administrators can open the company page');
  const [company, counts, locations, users] = await Promise.all([
    em.fork().findOne(Company, id),
    companyOverview(em, id),
    em.fork().find(Location, { company: id }, { orderBy: { id: 'asc' } }),
    listUsers(em.fork(), viewer, { companyId: id }),
  ]);
  if (!company || !counts) throw new NotFound('Company');
  return { ...companyView(company), ...counts, locations: locations.map(toLocationView), users };
}

/** The provider edits a company's own details. */
export async function updateCompany(em: EntityManager, viewer: Viewer, id: number, input: CompanyDetailsInput): Promise<CompanyDetailsType> {
  const company = await findCompanyToManage(em, viewer, id);
  const before = companyView(company);
  company.name = input.name.trim();
  company.email = input.email?.trim() || null;
  company.phone = input.phone?.trim() || null;
  company.address = input.address?.trim() || null;
  recordAudit(em, viewer, { companyId: id, entity: 'company', entityId: id, action: 'update', before, after: companyView(company) });
  await em.flush();
  return companyDetails(em, viewer, id);
}

/**
 * Deactivate / reactivate a customer company. Deactivated, its people cannot sign in and their
 * open sessions end in the same transaction; nothing is deleted, so reactivating restores it all.
 */
export async function setCompanyActive(em: EntityManager, viewer: Viewer, id: number, active: boolean): Promise<CompanyDetailsType> {
  await em.transactional(async (tx) => {
    const company = await findCompanyToManage(tx, viewer, id);
    if (company.isActive === active) return;
    company.isActive = active;
    const action = active ? 'reactivate' : 'deactivate';
    recordAudit(tx, viewer, { companyId: id, entity: 'company', entityId: id, action, before: { isActive: !active }, after: { isActive: active } });
    await tx.flush();
    if (!active) await endCompanySessions(tx, id);
  });
  return companyDetails(em, viewer, id);
}

export function companyView(company: Company) {
  return {
    id: company.id,
    name: company.name,
    email: company.email ?? null,
    phone: company.phone ?? null,
    address: company.address ?? null,
    isActive: company.isActive,
    createdAt: company.createdAt,
  };
}

async function findCompanyToManage(em: EntityManager, viewer: Viewer, id: number): Promise<Company> {
  if (!canManageCompanies(viewer)) {
    // Another company's id looks missing; one's own company is simply not theirs to manage.
    if (id !== viewer.companyId) throw new NotFound('Company');
    throw new Forbidden('Only the provider can change a company');
  }
  const company = await em.findOne(Company, id);
  if (!company) throw new NotFound('Company');
  return company;
}
