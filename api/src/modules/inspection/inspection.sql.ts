import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { type ReadingSource, readingSourceSql } from '../temperature/reading-source.js';

export interface InspectionDay {
  day: string;
  min: number;
  max: number;
  readings: number;
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

export interface InspectionExcursion {
  actionId: number;
  unitName: string | null;
  startedAt: Date | null;
  description: string;
  severity: string;
  status: string;
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

/** Everything the inspector sees, computed in SQL (daily min/max per unit, the location's own days), for the chosen locations of one company. */
export async function inspectionLocations(em: EntityManager, companyId: number, locationIds: number[], from: Date, to: Date): Promise<InspectionLocation[]> {
  const db = em.getKysely();
  const locations = await sql<{ id: number; name: string; timezone: string }>`
    select id, name, timezone from location where company_id = ${companyId}::int and id = any(${locationIds}::int[]) order by name, id`.execute(db);
  const units = await sql<{ id: number; location_id: number; name: string; type: string; target_min_temp: string | null; target_max_temp: string | null }>`
    select id, location_id, name, type, target_min_temp, target_max_temp from equipment
    where company_id = ${companyId}::int and location_id = any(${locationIds}::int[]) order by name, id`.execute(db);
  const days = await sql<{ equipment_id: number; day: string; min: string; max: string; readings: string; sources: ReadingSource[] }>`
    select r.equipment_id, to_char(timezone(l.timezone, r.recorded_at), 'YYYY-MM-DD') as day,
           min(r.temperature) as min, max(r.temperature) as max, count(*) as readings,
           array_agg(distinct ${sql.raw(readingSourceSql('r'))} order by ${sql.raw(readingSourceSql('r'))}) as sources
    from temperature_reading r join equipment e on e.id = r.equipment_id join location l on l.id = e.location_id
    where r.equipment_id = any(${units.rows.map((u) => u.id)}::int[]) and r.recorded_at >= ${from} and r.recorded_at < ${to}
    group by 1, 2 order by 1, 2`.execute(db);
  const excursions = await sql<{
    id: number;
    location_id: number;
    unit_name: string | null;
    excursion_started_at: Date | null;
    description: string;
    severity: string;
    status: string;
    resolution: string | null;
    resolved_at: Date | null;
  }>`
    select a.id, a.location_id, e.name as unit_name, a.excursion_started_at, a.description, a.severity, a.status, a.resolution, a.resolved_at
    from corrective_action a left join equipment e on e.id = a.equipment_id
    where a.company_id = ${companyId}::int and a.location_id = any(${locationIds}::int[]) and a.excursion_started_at is not null
      and a.excursion_started_at >= ${from} and a.excursion_started_at < ${to}
    order by a.excursion_started_at, a.id`.execute(db);
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
        days: days.rows
          .filter((day) => day.equipment_id === unit.id)
          .map((day) => ({ day: day.day, min: Number(day.min), max: Number(day.max), readings: Number(day.readings), sources: day.sources })),
      })),
    excursions: excursions.rows
      .filter((row) => row.location_id === location.id)
      .map((row) => ({
        actionId: row.id,
        unitName: row.unit_name,
        startedAt: row.excursion_started_at,
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
