import type { EntityManager } from '@mikro-orm/postgresql';
import { bandOf, inRangeFilter, type UnitBounds } from '../temperature/excursion-rule/out-of-range.js';
import { excursionSpan } from '../temperature/excursion-rule/start-and-end.js';
import { TemperatureReading } from '../temperature/temperature-reading.entity.js';

/** More than a day of one-minute sensor readings; an inspector pages through history elsewhere. */
const MAX_EXCURSION_READINGS = 2000;

/** An excursion's readings, oldest first: from its first out-of-range reading until the unit read in range again. */
export async function excursionReadings(em: EntityManager, unit: UnitBounds & { id: number }, startedAt: Date): Promise<TemperatureReading[]> {
  const readings = await em.find(
    TemperatureReading,
    { equipment: unit.id, recordedAt: { $gte: startedAt } },
    { orderBy: { recordedAt: 'asc', id: 'asc' }, limit: MAX_EXCURSION_READINGS },
  );
  return excursionSpan(readings, bandOf(unit));
}

/**
 * HACCP verification of a temperature action: the unit's first in-range reading taken after the
 * action opened. One lookup on the (equipment_id, recorded_at) index.
 */
export async function verificationReading(em: EntityManager, unit: UnitBounds & { id: number }, openedAt: Date): Promise<TemperatureReading | null> {
  return em.findOne(
    TemperatureReading,
    { equipment: unit.id, recordedAt: { $gte: openedAt }, temperature: inRangeFilter(bandOf(unit)) },
    { orderBy: { recordedAt: 'asc', id: 'asc' } },
  );
}
