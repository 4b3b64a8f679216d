import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { NotFound } from '../../errors.js';
import { Equipment } from './equipment.entity.js';
import { toEquipmentView } from './equipment.service.js';
import type { EquipmentType } from './temperature.types.js';

/**
 * Units by id in one query per request. Callers pass ids of readings the viewer already reached,
 * so the unit of such a reading is within reach too.
 */
export function equipmentLoader(em: EntityManager): DataLoader<number, EquipmentType> {
  return new DataLoader<number, EquipmentType>(async (ids) => {
    const units = await em.find(Equipment, { id: { $in: [...ids] } }, { populate: ['location'] });
    const byId = new Map(units.map((unit) => [unit.id, toEquipmentView(unit)]));
    return ids.map((id) => byId.get(id) ?? new NotFound('Equipment'));
  });
}
