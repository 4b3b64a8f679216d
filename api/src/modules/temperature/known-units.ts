import type { UnitRow } from './units.sql.js';

/*
 * The units this process has written readings for, as the last write found them. A hint only:
 * the reading write checks in its own statement that each unit still stands as remembered (the
 * same company and location, within the viewer's reach, active, the same type and band) and
 * stores nothing otherwise, answering with the units as they are (readings.sql.ts). So a unit
 * changed by another process, or by hand, costs one more statement, never a wrong record, and
 * the usual reading is one round trip instead of a look-up and then the write (issue 38).
 */

/** About a 20,000-unit fleet twice over; past it the memory starts again (a cost of one look-up per unit). */
const MAX_REMEMBERED = 50_000;
const remembered = new Map<number, UnitRow>();

/** The remembered rows of every unit, when each is remembered as active and within these locations; otherwise undefined (look them up). */
export function knownUnits(ids: number[], locationIds: number[]): UnitRow[] | undefined {
  const rows: UnitRow[] = [];
  for (const id of ids) {
    const row = remembered.get(id);
    if (!row?.is_active || !locationIds.includes(row.location_id)) return undefined;
    rows.push(row);
  }
  return rows;
}

/** Remembers units as a statement just read them. */
export function rememberUnits(rows: UnitRow[]): void {
  if (remembered.size + rows.length > MAX_REMEMBERED) remembered.clear();
  for (const row of rows) remembered.set(row.id, row);
}
