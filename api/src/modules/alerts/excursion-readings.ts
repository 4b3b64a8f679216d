import type { EntityManager } from '@mikro-orm/postgresql';
import { readingStatus, targetBounds, type UnitBounds } from '../temperature/reading-status.js';
import { TemperatureReading } from '../temperature/temperature-reading.entity.js';

/** More than a day of one-minute sensor readings; an inspector pages through history elsewhere. */
const MAX_EXCURSION_READINGS = 2000;

/** An excursion's readings, oldest first: from its first out-of-range reading until the unit read in range again. */
export async function excursionReadings(em: EntityManager, unit: UnitBounds & { id: number }, startedAt: Date): Promise<TemperatureReading[]> {
  const bounds = targetBounds(unit.type, unit.targetMinTemp, unit.targetMaxTemp);
  const readings = await em.find(
    TemperatureReading,
    { equipment: unit.id, recordedAt: { $gte: startedAt } },
    { orderBy: { recordedAt: 'asc', id: 'asc' }, limit: MAX_EXCURSION_READINGS },
  );
  const back = readings.findIndex((r) => readingStatus(r.temperature, bounds) !== 'ALERT');
  return back === -1 ? readings : readings.slice(0, back);
}

/**
 * HACCP verification of a temperature action: the unit's first in-range reading taken after the
 * action opened. One lookup on the (equipment_id, recorded_at) index.
 */
export async function verificationReading(em: EntityManager, unit: UnitBounds & { id: number }, openedAt: Date): Promise<TemperatureReading | null> {
  const bounds = targetBounds(unit.type, unit.targetMinTemp, unit.targetMaxTemp);
  return em.findOne(
    TemperatureReading,
    { equipment: unit.id, recordedAt: { $gte: openedAt }, temperature: { $gte: bounds.min, $lte: bounds.max } },
    { orderBy: { recordedAt: 'asc', id: 'asc' } },
  );
}
