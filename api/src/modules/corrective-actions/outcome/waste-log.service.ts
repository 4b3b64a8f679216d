import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { NotFound } from '../../../errors.js';
import type { Viewer } from '../../../viewer.js';
import { assertRange } from '../../history/history.service.js';
import { standingWasteSql } from './waste-log.sql.js';

export interface WasteLogRow {
  id: number;
  discardedAt: Date;
  locationId: number;
  locationName: string;
  food: string;
  quantity: number;
  unit: string;
  reason: string;
  correctiveActionId: number;
  recordedByName: string | null;
}

export interface WasteTotal {
  unit: string;
  quantity: number;
  entries: number;
}

export interface WasteLog {
  entries: WasteLogRow[];
  /** Per unit of quantity (kilograms and portions do not add up). */
  totals: WasteTotal[];
}

interface Row {
  id: number;
  discarded_at: Date;
  location_id: number;
  location_name: string;
  food: string;
  quantity: string;
  unit: string;
  reason: string;
  corrective_action_id: number;
  recorded_by_name: string | null;
}

/** Food discarded in [from, to) at one reachable location, or at every location the viewer may use; newest first, with totals per unit. */
export async function wasteLog(em: EntityManager, viewer: Viewer, range: { locationId?: number | null; from: Date; to: Date }): Promise<WasteLog> {
  assertRange(range);
  if (range.locationId != null && !viewer.locationIds.includes(range.locationId)) throw new NotFound('Location');
  const locationIds = range.locationId != null ? [range.locationId] : viewer.locationIds;
  const { rows } = await sql<Row>`
    select w.id, w.discarded_at, w.location_id, l.name location_name, w.food, w.quantity::text quantity, w.unit, w.reason, w.corrective_action_id,
           coalesce(u.full_name, u.username) recorded_by_name
    from waste_log_entry w join location l on l.id = w.location_id
      join food_disposition d on d.id = w.food_disposition_id left join "user" u on u.id = d.recorded_by_id
    where w.company_id = ${viewer.companyId ?? -1}::int and w.location_id = any(${locationIds}::int[])
      and w.discarded_at >= ${range.from} and w.discarded_at < ${range.to} and ${sql.raw(standingWasteSql('w'))}
    order by w.discarded_at desc, w.id desc`.execute(em.getKysely());
  const entries = rows.map(toWasteLogRow);
  return { entries, totals: totalsOf(entries) };
}

function toWasteLogRow(row: Row): WasteLogRow {
  return {
    id: row.id,
    discardedAt: new Date(row.discarded_at),
    locationId: row.location_id,
    locationName: row.location_name,
    food: row.food,
    quantity: Number(row.quantity),
    unit: row.unit,
    reason: row.reason,
    correctiveActionId: row.corrective_action_id,
    recordedByName: row.recorded_by_name,
  };
}

function totalsOf(entries: WasteLogRow[]): WasteTotal[] {
  const byUnit = Map.groupBy(entries, (entry) => entry.unit);
  return [...byUnit]
    .map(([unit, rows]) => ({ unit, quantity: Math.round(rows.reduce((sum, row) => sum + row.quantity, 0) * 1000) / 1000, entries: rows.length }))
    .sort((a, b) => a.unit.localeCompare(b.unit));
}
