import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { EQUIPMENT_TYPES, type EquipmentKind } from '../settings/equipment-kinds.js';
import { Equipment } from './equipment.entity.js';
import { bandOf, readingStatus } from './excursion-rule/out-of-range.js';
import { EQUIPMENT_CATEGORIES, type EquipmentCategory, type EquipmentType } from './temperature.types.js';

export interface EquipmentFilter {
  /** One location, or every location the viewer may use. */
  locationId?: number | null;
  types?: string[] | null;
  categories?: EquipmentCategory[] | null;
}

/**
 * Equipment in service with its latest reading and status; reads only equipment rows, never reading
 * history. Retired units (isActive false) keep their readings but leave every live screen.
 */
export async function listEquipment(em: EntityManager, viewer: Viewer, filter: EquipmentFilter = {}): Promise<EquipmentType[]> {
  const locationIds = filter.locationId ? [(await findReachableLocation(em, viewer, filter.locationId)).id] : viewer.locationIds;
  const types = wantedTypes(filter);
  const equipment = await em.find(
    Equipment,
    { location: { $in: locationIds }, isActive: true, ...(types ? { type: { $in: types } } : {}) },
    { populate: ['location'], orderBy: { location: 'asc', name: 'asc', id: 'asc' } },
  );
  return equipment.map(toEquipmentView);
}

function wantedTypes({ types, categories }: EquipmentFilter): EquipmentKind[] | undefined {
  const unknown = types?.filter((t) => !(EQUIPMENT_TYPES as readonly string[]).includes(t)) ?? [];
  const known = types as EquipmentKind[] | null | undefined;
  if (unknown.length) throw new InvalidInput(`Unknown equipment type: ${unknown.join(', ')}. Use one of ${EQUIPMENT_TYPES.join(', ')}`);
  const fromCategories: EquipmentKind[] | undefined = categories?.flatMap((c) => EQUIPMENT_CATEGORIES[c]);
  if (known && fromCategories) return known.filter((t) => fromCategories.includes(t));
  return known ?? fromCategories;
}

/** What a card needs of a unit: an Equipment entity, or the same fields read by hand on the write path. */
export type EquipmentFields = Pick<
  Equipment,
  | 'id'
  | 'name'
  | 'type'
  | 'isActive'
  | 'targetMinTemp'
  | 'targetMaxTemp'
  | 'alertDelayMinutes'
  | 'readingIntervalMinutes'
  | 'lastTemperature'
  | 'lastRecordedAt'
> & {
  company: { id: number };
  location: { id: number; name: string };
};

export function toEquipmentView(equipment: EquipmentFields): EquipmentType {
  const bounds = bandOf(equipment);
  const last = equipment.lastRecordedAt && equipment.lastTemperature !== null && equipment.lastTemperature !== undefined;
  return {
    id: equipment.id,
    name: equipment.name,
    type: equipment.type,
    locationId: equipment.location.id,
    locationName: equipment.location.name,
    isActive: equipment.isActive,
    targetMinTemp: equipment.targetMinTemp ?? null,
    targetMaxTemp: equipment.targetMaxTemp ?? null,
    effectiveMinTemp: bounds.min,
    effectiveMaxTemp: bounds.max,
    status: readingStatus(last ? equipment.lastTemperature : null, bounds),
    lastReading: last ? { temperature: equipment.lastTemperature!, recordedAt: equipment.lastRecordedAt! } : null,
    currentTemperature: last ? equipment.lastTemperature! : null,
    own: {
      companyId: equipment.company.id,
      alertDelayMinutes: equipment.alertDelayMinutes ?? null,
      readingIntervalMinutes: equipment.readingIntervalMinutes ?? null,
    },
  };
}
