import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { describeUser } from '../auth/auth.service.js';
import type { MeType } from '../auth/auth.types.js';
import { toLocationView } from '../locations/locations.service.js';
import { createPerson } from '../people/people.service.js';
import { regionOfTimeZone } from '../settings/company-region.js';
import { assertValidTimezone, startCompanySettings } from '../settings/settings.service.js';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { COMPANY_FOUNDER_ROLE, canCreateOwnCompany, canManageCompanies, spansAllCompanies } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { companyDetails, companyView } from './companies.service.js';
import type { CompanyDetailsType, CreateCompanyInput, CreateMyCompanyInput } from './companies.types.js';
import { createStarterSet } from './starter-set.service.js';

/** Create your business: a signed-up user with no company gets one, with its first location, and runs it. */
export async function createMyCompany(em: EntityManager, viewer: Viewer, input: CreateMyCompanyInput): Promise<MeType> {
  if (!canCreateOwnCompany(viewer)) {
    throw new Forbidden(spansAllCompanies(viewer) ? 'The provider adds companies with createCompany' : 'You already belong to a company');
  }
  await em.transactional(async (tx) => {
    const { company, location } = await foundCompany(tx, viewer, input);
    const user = await tx.findOneOrFail(User, viewer.userId);
    const before = { role: user.role, companyId: null, locationId: null };
    user.role = COMPANY_FOUNDER_ROLE;
    user.company = company;
    user.location = location;
    const after = { role: user.role, companyId: company.id, locationId: location.id };
    recordAudit(tx, viewer, { companyId: company.id, entity: 'user', entityId: user.id, action: 'found_company', before, after });
    await tx.flush();
  });
  return describeUser(em, viewer.userId);
}

/** The provider adds a customer company with its first location and its first administrator. */
export async function createCompany(em: EntityManager, viewer: Viewer, input: CreateCompanyInput): Promise<CompanyDetailsType> {
  if (!canManageCompanies(viewer)) throw new Forbidden('Only the provider can add companies');
  const companyId = await em.transactional(async (tx) => {
    const { company, location } = await foundCompany(tx, viewer, input);
    await createPerson(tx, viewer, { ...input.administrator, company, home: location, extras: [], role: COMPANY_FOUNDER_ROLE });
    return company.id;
  });
  return companyDetails(em, viewer, companyId);
}

/**
 * The company, its first location, its settings (SPEC 9 defaults for its region, in the location's zone) and the
 * starter set of its region (issue 30: checklists and cleaning from day one), audited.
 */
async function foundCompany(em: EntityManager, viewer: Viewer, input: CreateMyCompanyInput): Promise<{ company: Company; location: Location }> {
  const timezone = input.location.timezone.trim();
  assertValidTimezone(timezone);
  const company = em.create(Company, {
    name: input.name.trim(),
    email: input.email?.trim() || null,
    phone: input.phone?.trim() || null,
    address: input.address?.trim() || null,
  });
  const location = em.create(Location, { company, name: input.location.name.trim(), address: input.location.address?.trim() || null, timezone });
  const region = input.region ?? regionOfTimeZone(timezone);
  startCompanySettings(em, company, timezone, region);
  await em.flush();
  recordAudit(em, viewer, { companyId: company.id, entity: 'company', entityId: company.id, action: 'create', after: { ...companyView(company), region } });
  recordAudit(em, viewer, { companyId: company.id, entity: 'location', entityId: location.id, action: 'create', after: toLocationView(location) });
  await createStarterSet(em, viewer, company, location, region);
  return { company, location };
}
