import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import { canReachLocation, companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { assertValidTimezone, settingsOf } from '../settings/settings.service.js';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { normaliseOpeningTimes } from '../tenancy/opening-times.js';
import { canChangeLocationStatus, canManageLocations, hasCompanyWideAccess, spansAllCompanies } from '../tenancy/roles.js';
import { UserLocation } from '../tenancy/user-location.entity.js';
import type { CreateLocationInput, LocationType } from './location.types.js';

/** The location if the viewer may use it; otherwise NotFound, exactly as for a missing id. Deactivated ones are out of reach. */
export async function findReachableLocation(em: EntityManager, viewer: Viewer, locationId: number): Promise<Location> {
  const location = canReachLocation(viewer, locationId) ? await em.findOne(Location, locationId) : null;
  if (!location) throw new NotFound('Location');
  return location;
}

/**
 * The locations in everyday use (every selector and list). includeInactive adds the company's
 * deactivated ones for the administrators who may reactivate them; for anyone else it changes nothing.
 */
export async function listLocations(em: EntityManager, viewer: Viewer, includeInactive = false): Promise<LocationType[]> {
  const inactive = includeInactive && canChangeLocationStatus(viewer) ? [{ isActive: false, ...companyScope(viewer) }] : [];
  const locations = await em.find(Location, { $or: [{ id: { $in: viewer.locationIds } }, ...inactive] }, { orderBy: { id: 'asc' } });
  return locations.map(toLocationView);
}

/** A new location starts in the company's time zone (Settings, General) unless it names its own. */
export async function createLocation(em: EntityManager, viewer: Viewer, input: CreateLocationInput): Promise<LocationType> {
  if (!canManageLocations(viewer)) throw new Forbidden('Only administrators can add locations');
  const company = await targetCompany(em, viewer, input.companyId);
  if (input.timezone) assertValidTimezone(input.timezone);
  const timezone = input.timezone ?? (await settingsOf(em, company.id)).general.timezone;
  // One transaction: the location, its creator's access and its audit event commit together or not at all.
  return em.transactional(async (tx) => {
    const location = tx.create(Location, {
      company,
      name: input.name.trim(),
      address: input.address?.trim() || null,
      openingTimes: normaliseOpeningTimes(input.openingTimes),
      timezone,
    });
    await tx.flush();
    // Creators with assigned locations get access to what they created.
    if (!hasCompanyWideAccess(viewer)) tx.create(UserLocation, { user: viewer.userId, location });
    recordAudit(tx, viewer, { companyId: company.id, entity: 'location', entityId: location.id, action: 'create', after: toLocationView(location) });
    return toLocationView(location);
  });
}

async function targetCompany(em: EntityManager, viewer: Viewer, requested: number | null | undefined): Promise<Company> {
  if (spansAllCompanies(viewer)) {
    if (!requested) throw new InvalidInput('companyId is required for provider users');
    const company = await em.findOne(Company, requested);
    if (!company) throw new NotFound('Company');
    return company;
  }
  if (viewer.companyId === null || (requested && requested !== viewer.companyId)) throw new NotFound('Company');
  return em.getReference(Company, viewer.companyId);
}

export function toLocationView(location: Location): LocationType {
  return {
    id: location.id,
    companyId: location.company.id,
    name: location.name,
    address: location.address ?? null,
    openingTimes: location.openingTimes ?? null,
    timezone: location.timezone,
    isActive: location.isActive,
    createdAt: location.createdAt,
  };
}
