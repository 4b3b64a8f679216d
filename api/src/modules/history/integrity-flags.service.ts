import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { unitsWithin } from '../temperature/units.sql.js';
import { assertRange } from './history.service.js';
import type { IntegrityFlagType } from './integrity-flags.types.js';
import { type FlagRow, INTEGRITY_RULES, type IntegrityScope, integrityFlagRows } from './integrity-rules.sql.js';

/**
 * Manual readings that look invented, for a date range and locations (all the viewer's when none
 * are given), optionally one unit. Other code (the due-diligence pack) calls this for its range.
 * A location or unit outside the viewer's reach is not found, like a missing one.
 */
export async function readingIntegrityFlags(
  em: EntityManager,
  viewer: Viewer,
  scope: Omit<IntegrityScope, 'locationIds'> & { locationIds?: number[] | null },
): Promise<IntegrityFlagType[]> {
  assertRange(scope);
  const locationIds = scope.locationIds?.length ? scope.locationIds : viewer.locationIds;
  if (locationIds.some((id) => !viewer.locationIds.includes(id))) throw new NotFound('Location');
  if (scope.equipmentId && !(await unitsWithin(em, [scope.equipmentId], viewer.locationIds)).length) throw new NotFound('Equipment');
  return integrityFlagsIn(em, { ...scope, locationIds });
}

/** The flags of a scope its caller has already checked (the due-diligence pack, whose locations were checked when it was requested). */
export async function integrityFlagsIn(em: EntityManager, scope: IntegrityScope): Promise<IntegrityFlagType[]> {
  return (await integrityFlagRows(em, scope)).map(toFlag);
}

function toFlag(row: FlagRow): IntegrityFlagType {
  return {
    rule: row.rule,
    explanation: explain(row),
    readingIds: row.reading_ids.map(Number),
    equipmentId: row.equipment_id,
    equipmentName: row.equipment_name,
    locationId: row.location_id,
    recordedByName: row.user_name,
    firstRecordedAt: new Date(row.first_at),
    lastRecordedAt: new Date(row.last_at),
  };
}

/** Says which rule raised the flag and what it saw, in the words an inspector reads. */
function explain(row: FlagRow): string {
  switch (row.rule) {
    case 'IDENTICAL_RUN':
      return `Identical values: ${row.readings} manual readings in a row of exactly ${Number(row.measure)} °C (rule: ${INTEGRITY_RULES.IDENTICAL_RUN.minReadings} or more)`;
    case 'LATE_ENTRY':
      return `Late entry: reached the server ${formatMinutes(Number(row.measure))} after the time it claims (rule: more than ${formatMinutes(INTEGRITY_RULES.LATE_ENTRY.minDelayMinutes)})`;
    case 'SHIFT_BURST': {
      const { minReadings, windowMinutes, minSpanHours } = INTEGRITY_RULES.SHIFT_BURST;
      return `Shift entered at once: ${row.readings} manual readings claiming ${row.measure} h were sent within ${windowMinutes} minutes (rule: ${minReadings} or more over ${minSpanHours} h or more)`;
    }
  }
}

function formatMinutes(minutes: number): string {
  return minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 6) / 10} h`;
}
