import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import { allInRangeSql, outOfRangeSql, type TargetBand } from '../temperature/excursion-rule/out-of-range.js';
import type { BucketRow } from './history.sql.js';

/**
 * Min / max / mean per local day of the location, read from daily_temperature_summary (kept by
 * PostgreSQL on every insert, see Migration20261125130000) for the whole days of the range, so a
 * month of minute readings is 30 rows instead of 43,200. The readings themselves are read only
 * where the summary cannot answer:
 * - the part days at either end of the range (the range is any two instants);
 * - whole days whose min or max left the target band: the summary keeps no per-reading values, and
 *   "how many readings were out of range" depends on today's band.
 * Those are aggregated exactly as the readings-only statement does, so the answer is the same.
 */
export function dailyStats(em: EntityManager, equipmentId: number, from: Date, to: Date, band: TargetBand) {
  return rowsOf<BucketRow>(
    em,
    sql`with unit as (
          select l.timezone as tz from equipment e join location l on l.id = e.location_id where e.id = ${equipmentId}
        ),
        span as (
          select tz, case when d0::timestamp at time zone tz < ${from}::timestamptz then d0 + 1 else d0 end as first_day,
                 (${to}::timestamptz at time zone tz)::date - 1 as last_day
          from unit cross join lateral (select (${from}::timestamptz at time zone tz)::date as d0) d
        ),
        whole_days as (
          select s.day, s.min_temp, s.max_temp, s.sum_temp, s.readings, ${allInRangeSql(sql`s.min_temp`, sql`s.max_temp`, band)} as in_band
          from daily_temperature_summary s cross join span
          where s.equipment_id = ${equipmentId} and s.day between span.first_day and span.last_day
        ),
        windows as (
          select ${from}::timestamptz as lo, case when first_day <= last_day then first_day::timestamp at time zone tz else ${to}::timestamptz end as hi from span
          union all
          select (last_day + 1)::timestamp at time zone tz, ${to}::timestamptz from span where first_day <= last_day
          union all
          select w.day::timestamp at time zone span.tz, (w.day + 1)::timestamp at time zone span.tz from whole_days w cross join span where not w.in_band
        ),
        latest_correction as (
          select distinct on (c.corrects_id) c.corrects_id, c.temperature from temperature_reading c
          where c.corrects_id is not null and c.equipment_id = ${equipmentId}
          order by c.corrects_id, c.id desc
        ),
        raw as (
          select r.recorded_at, coalesce(lc.temperature, r.temperature) as t
          from windows w cross join lateral (
            -- One index range per window. offset 0 keeps the planner from flattening this into a join
            -- that reads the unit's whole history and filters it (it cannot estimate the windows).
            select r.id, r.recorded_at, r.temperature from temperature_reading r
            where r.equipment_id = ${equipmentId} and r.recorded_at >= w.lo and r.recorded_at < w.hi and r.corrects_id is null
            offset 0
          ) r left join latest_correction lc on lc.corrects_id = r.id
        )
        select w.day::timestamp at time zone span.tz as start, w.min_temp::float8 as min, w.max_temp::float8 as max,
               round(w.sum_temp / w.readings, 2)::float8 as mean, w.readings as count, 0 as out_of_range
        from whole_days w cross join span where w.in_band
        union all
        select date_trunc('day', raw.recorded_at, span.tz), min(raw.t)::float8, max(raw.t)::float8, round(avg(raw.t), 2)::float8,
               count(*)::int, count(*) filter (where ${outOfRangeSql(sql`raw.t`, band)})::int
        from raw cross join span group by 1
        order by 1`,
  );
}
