import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { dailyFigures, excursionsFrom } from '../evidence/evidence-figures.js';
import type { ReadingSource } from '../temperature/reading-source.js';

/** A unit's figures for one local day, by the evidence figures' one rule (evidence/), as history and the pack state them. */
export interface InspectionDay {
  day: string;
  min: number;
  max: number;
  mean: number;
  readings: number;
  /** Readings out of the band in force when each was stored. */
  outOfRange: number;
  /** That band (or bands, when it changed that day), e.g. "0 to 5". */
  target: string;
  /** Who took the day's readings: MANUAL, SENSOR or both, in that order (temperature/reading-source.ts). */
  sources: ReadingSource[];
}

export interface InspectionUnit {
  id: number;
  name: string;
  type: string;
  targetMin: number | null;
  targetMax: number | null;
  days: InspectionDay[];
}

/** An excursion as the readings show it (evidence/), with the corrective action opened for it, when there is one. */
export interface InspectionExcursion {
  unitName: string;
  startedAt: Date;
  /** Null: still open (no in-range reading after it in the period). */
  endedAt: Date | null;
  peak: number;
  minutesOutOfRange: number;
  target: string;
  /** Null: no action recorded; then description, severity, status and resolution are null too. */
  actionId: number | null;
  description: string | null;
  severity: string | null;
  status: string | null;
  resolution: string | null;
  resolvedAt: Date | null;
}

export interface InspectionCheck {
  id: number;
  name: string | null;
  status: string;
  dueDate: Date | null;
  completedAt: Date | null;
  completedBy: string | null;
}

export interface InspectionLocation {
  id: number;
  name: string;
  /** IANA zone: its days are local days, and the page shows its times on this clock. */
  timezone: string;
  units: InspectionUnit[];
  excursions: InspectionExcursion[];
  checks: InspectionCheck[];
}

const num = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * Everything the inspector sees, for the chosen locations of one company: each unit's daily figures
 * and every excursion by the evidence figures' one rule (evidence/: the location's own days, a
 * correction replacing what it corrects, the band at the time), the same the PDF pack states, and checks.
 */
export async function inspectionLocations(em: EntityManager, companyId: number, locationIds: number[], from: Date, to: Date): Promise<InspectionLocation[]> {
  const db = em.getKysely();
  const locations = await sql<{ id: number; name: string; timezone: string }>`
    select id, name, timezone from location where company_id = ${companyId}::int and id = any(${locationIds}::int[]) order by name, id`.execute(db);
  const units = await sql<{ id: number; location_id: number; name: string; type: string; target_min_temp: string | null; target_max_temp: string | null }>`
    select id, location_id, name, type, target_min_temp, target_max_temp from equipment
    where company_id = ${companyId}::int and location_id = any(${locationIds}::int[]) order by name, id`.execute(db);
  const scope = { unitIds: units.rows.map((u) => u.id), from, to };
  const days = await dailyFigures(em, scope);
  const excursions = await excursionsFrom(em, scope);
  const checks = await sql<{
    id: number;
    location_id: number;
    name: string | null;
    status: string;
    due_date: Date | null;
    completed_at: Date | null;
    completed_by: string | null;
  }>`
    select c.id, c.location_id, t.name, c.status, c.due_date, c.completed_at, u.full_name as completed_by
    from compliance_check c left join compliance_check_template t on t.id = c.template_id left join "user" u on u.id = c.user_id and c.status = 'completed'
    where c.company_id = ${companyId}::int and c.location_id = any(${locationIds}::int[])
      and coalesce(c.completed_at, c.due_date, c.created_at) >= ${from} and coalesce(c.completed_at, c.due_date, c.created_at) < ${to}
    order by coalesce(c.completed_at, c.due_date, c.created_at), c.id`.execute(db);
  return locations.rows.map((location) => ({
    id: location.id,
    name: location.name,
    timezone: location.timezone,
    units: units.rows
      .filter((unit) => unit.location_id === location.id)
      .map((unit) => ({
        id: unit.id,
        name: unit.name,
        type: unit.type,
        targetMin: num(unit.target_min_temp),
        targetMax: num(unit.target_max_temp),
        days: days
          .filter((day) => day.equipment_id === unit.id)
          .map((day) => ({
            day: day.day,
            min: day.min,
            max: day.max,
            mean: day.mean,
            readings: day.readings,
            outOfRange: day.out_of_range,
            target: day.target,
            sources: day.sources,
          })),
      })),
    excursions: excursions
      .filter((row) => row.location_id === location.id)
      .map((row) => ({
        unitName: row.unit,
        startedAt: row.started_at,
        endedAt: row.ended_at,
        peak: row.peak,
        minutesOutOfRange: row.minutes,
        target: row.target,
        actionId: row.action_id,
        description: row.description,
        severity: row.severity,
        status: row.status,
        resolution: row.resolution,
        resolvedAt: row.resolved_at,
      })),
    checks: checks.rows
      .filter((row) => row.location_id === location.id)
      .map((row) => ({ id: row.id, name: row.name, status: row.status, dueDate: row.due_date, completedAt: row.completed_at, completedBy: row.completed_by })),
  }));
}
