import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import { canReachLocation, companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { assertValidTimezone } from '../settings/settings.service.js';
import { Location } from '../tenancy/location.entity.js';
import { normaliseOpeningTimes } from '../tenancy/opening-times.js';
import { canChangeLocationStatus, canManageLocations } from '../tenancy/roles.js';
import type { LocationType, UpdateLocationInput } from './location.types.js';
import { toLocationView } from './locations.service.js';

/**
 * A location the viewer may manage: one within reach, or (for administrators who may reactivate)
 * a deactivated one of their company. Anything else is not found, exactly like a missing id.
 */
async function findManagedLocation(em: EntityManager, viewer: Viewer, id: number): Promise<Location> {
  const reach = canReachLocation(viewer, id) ? [{ id }] : [];
  const inactive = canChangeLocationStatus(viewer) ? [{ id, isActive: false, ...companyScope(viewer) }] : [];
  const location = reach.length || inactive.length ? await em.findOne(Location, { $or: [...reach, ...inactive] }) : null;
  if (!location) throw new NotFound('Location');
  if (!canManageLocations(viewer)) throw new Forbidden('Only administrators can change locations');
  return location;
}

/** Name, address, opening times and time zone; fields left out are kept. Audited with before and after. */
export async function updateLocation(em: EntityManager, viewer: Viewer, id: number, input: UpdateLocationInput): Promise<LocationType> {
  const location = await findManagedLocation(em, viewer, id);
  const before = toLocationView(location);
  if (input.name !== undefined && input.name !== null) location.name = requiredName(input.name);
  if (input.address !== undefined) location.address = input.address?.trim() || null;
  if (input.openingTimes !== undefined) location.openingTimes = normaliseOpeningTimes(input.openingTimes);
  if (input.timezone !== undefined && input.timezone !== null) {
    assertValidTimezone(input.timezone);
    location.timezone = input.timezone;
  }
  return saveChange(em, viewer, location, before, 'update');
}

/** Deactivate (out of every selector and list; records kept) or reactivate a location. */
export async function setLocationActive(em: EntityManager, viewer: Viewer, id: number, isActive: boolean): Promise<LocationType> {
  const location = await findManagedLocation(em, viewer, id);
  if (!canChangeLocationStatus(viewer)) throw new Forbidden('Only company administrators can deactivate or reactivate locations');
  if (location.isActive === isActive) throw new InvalidInput(`This location is already ${isActive ? 'active' : 'deactivated'}`);
  const before = toLocationView(location);
  location.isActive = isActive;
  return saveChange(em, viewer, location, before, isActive ? 'reactivate' : 'deactivate');
}

function requiredName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new InvalidInput('Location name is required (up to 200 characters)');
  return trimmed;
}

async function saveChange(em: EntityManager, viewer: Viewer, location: Location, before: LocationType, action: string): Promise<LocationType> {
  const after = toLocationView(location);
  recordAudit(em, viewer, { companyId: after.companyId, entity: 'location', entityId: location.id, action, before, after });
  await em.flush();
  return after;
}
