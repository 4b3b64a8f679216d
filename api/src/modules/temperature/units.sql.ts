import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { PREPARED } from '../../database/prepared-statements.js';
import { rowsOf } from '../../database/sql.js';

/*
 * The units a reading names, as the write path reads them. The reading write checks its units in its own statement (issue 38: one round trip per reading).
 * The service judged the readings (plausible, in or out of range, which excursion) by units it
 * remembered or looked up; the write stores them only if every unit still stands so: within the
 * viewer's locations, active, in the same company and location, of the same type and band.
 * Otherwise it stores nothing and answers with the units as they now are, and the service judges
 * again. Fixed SQL text with array parameters: the write stays one prepared statement.
 */

/** A unit as the write path needs it: tenant, scope, targets and what its card shows. */
export interface UnitRow {
  id: number;
  company_id: number;
  location_id: number;
  location_name: string;
  /** The location's IANA zone. */
  location_timezone: string;
  name: string;
  type: string;
  is_active: boolean;
  target_min_temp: string | null;
  target_max_temp: string | null;
  alert_delay_minutes: number | null;
  reading_interval_minutes: number | null;
  last_temperature: string | null;
  /** Raw rows keep timestamptz as PostgreSQL's text ('2026-11-23 09:20:35.946+00'); the write's JSON answer has ISO text. */
  last_recorded_at: string | null;
}

/** Units by id within the given locations, with their location's name and zone. */
export async function unitsWithin(em: EntityManager, ids: number[], locationIds: number[]): Promise<UnitRow[]> {
  return rowsOf<UnitRow>(em, sql`${sql.raw(PREPARED)}${currentUnitsSql(ids, locationIds)}`);
}

/**
 * The units `ids` within the viewer's locations as they stand (UnitRow; numbers as text, as pg
 * gives them): what unitsWithin looks up, and the write answers with.
 */
export function currentUnitsSql(ids: number[], locationIds: number[]): RawBuilder<unknown> {
  return sql`select e.id, e.company_id, e.location_id, l.name as location_name, l.timezone as location_timezone, e.name, e.type, e.is_active,
           e.target_min_temp::text as target_min_temp, e.target_max_temp::text as target_max_temp, e.alert_delay_minutes, e.reading_interval_minutes,
           e.last_temperature::text as last_temperature, e.last_recorded_at
    from equipment e join location l on l.id = e.location_id
    where e.id = any(${ids}::int[]) and e.location_id = any(${locationIds}::int[])`;
}

/**
 * A CTE body with one row when some unit the readings were judged by (`judgedBy`) is not in
 * `units` (a currentUnitsSql CTE) as it was: gone from the viewer's reach, inactive, moved, or
 * of another type or band. The write stores nothing when it has a row.
 */
export function staleUnitsSql(judgedBy: UnitRow[], units: string): RawBuilder<unknown> {
  const column = <K extends keyof UnitRow>(key: K) => judgedBy.map((unit) => unit[key]);
  return sql`select 1 from unnest(${column('id')}::int[], ${column('company_id')}::int[], ${column('location_id')}::int[], ${column('type')}::text[],
                                  ${column('target_min_temp')}::numeric[], ${column('target_max_temp')}::numeric[])
                as j(id, company_id, location_id, type, target_min_temp, target_max_temp)
    where not exists (
      select 1 from ${sql.raw(units)} u
      where u.id = j.id and u.is_active and u.company_id = j.company_id and u.location_id = j.location_id and u.type = j.type
        and u.target_min_temp::numeric is not distinct from j.target_min_temp and u.target_max_temp::numeric is not distinct from j.target_max_temp)
    limit 1`;
}
