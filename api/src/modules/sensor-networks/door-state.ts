import type { EntityManager } from '@mikro-orm/postgresql';
import { DoorEvent } from './door-event.entity.js';

/** Whether the unit's door contact last reported it open at that moment (false with no contact). */
export async function doorWasOpenAt(em: EntityManager, equipmentId: number, at: Date): Promise<boolean> {
  const last = await em.findOne(
    DoorEvent,
    { equipment: equipmentId, occurredAt: { $lte: at } },
    { orderBy: { occurredAt: 'desc', id: 'desc' }, fields: ['isOpen'] },
  );
  return last?.isOpen ?? false;
}
