import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { canManageEquipment } from '../tenancy/roles.js';
import { UnknownDevice } from './unknown-device.entity.js';

/**
 * The company's LoRaWAN devices that sent uplinks no unit names, most recently seen first: what an
 * administrator picks from when mapping a unit. A device mapped since drops off the list.
 */
export async function listUnknownDevices(em: EntityManager, viewer: Viewer): Promise<UnknownDevice[]> {
  if (!canManageEquipment(viewer)) throw new Forbidden('Only administrators can map sensors to equipment');
  if (viewer.companyId === null) return [];
  const devices = await em.find(UnknownDevice, { company: viewer.companyId }, { orderBy: { lastSeenAt: 'desc', id: 'desc' } });
  const mapped = await em.find(Equipment, { company: viewer.companyId, deviceEui: { $in: devices.map((d) => d.deviceEui) } }, { fields: ['deviceEui'] });
  const taken = new Set(mapped.map((unit) => unit.deviceEui));
  return devices.filter((device) => !taken.has(device.deviceEui));
}
