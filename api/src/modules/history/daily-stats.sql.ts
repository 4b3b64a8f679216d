import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import { evidenceWith } from '../evidence/evidence-figures.js';
import { bandSpansText } from '../temperature/excursion-rule/band-at-the-time.js';
import { allInRangeSql } from '../temperature/excursion-rule/out-of-range.js';
import type { BucketRow } from './history.sql.js';

/** The API refuses a reading taken more than this after it is received (reading-submissions.ts). */
const AHEAD = "interval '5 minutes'";

/**
 * Min / max / mean per local day of the location, by the evidence figures' one rule
 * (evidence/evidence-readings.sql.ts), read from daily_temperature_summary (kept by PostgreSQL on
 * every insert, see Migration20261125130000) for the whole days of the range, so a month of minute
 * readings is 30 rows instead of 43,200. The rule itself reads the readings only where the summary
 * cannot answer:
 * - the part days at either end of the range (the range is any two instants);
 * - whole days whose min or max left the unit's band, or that began before its band last changed
 *   (with the API's five minutes' allowance for a reading taken ahead of its receipt): the summary
 *   keeps no per-reading values, and a reading is judged by the band in force when it was stored.
 */
export function dailyStats(em: EntityManager, equipmentId: number, from: Date, to: Date) {
  return rowsOf<BucketRow>(
    em,
    sql`with unit as (
          select l.timezone as tz from equipment e join location l on l.id = e.location_id where e.id = ${equipmentId}
        ),
        band as (
          select valid_from, min_temp, max_temp from (${sql.raw(bandSpansText(`array[${Math.trunc(equipmentId)}]`))}) b where b.valid_until = 'infinity'
        ),
        span as (
          select tz, case when d0::timestamp at time zone tz < ${from}::timestamptz then d0 + 1 else d0 end as first_day,
                 (${to}::timestamptz at time zone tz)::date - 1 as last_day
          from unit cross join lateral (select (${from}::timestamptz at time zone tz)::date as d0) d
        ),
        whole_days as (
          select s.day, s.min_temp, s.max_temp, s.sum_temp, s.readings,
                 ${allInRangeSql(sql`s.min_temp`, sql`s.max_temp`, { min: sql`band.min_temp`, max: sql`band.max_temp` })}
                   and s.day::timestamp at time zone span.tz >= band.valid_from + ${sql.raw(AHEAD)} as in_band
          from daily_temperature_summary s cross join span cross join band
          where s.equipment_id = ${equipmentId} and s.day between span.first_day and span.last_day
        ),
        windows as (
          select ${from}::timestamptz as lo, case when first_day <= last_day then first_day::timestamp at time zone tz else ${to}::timestamptz end as hi from span
          union all
          select (last_day + 1)::timestamp at time zone tz, ${to}::timestamptz from span where first_day <= last_day
          union all
          select w.day::timestamp at time zone span.tz, (w.day + 1)::timestamp at time zone span.tz from whole_days w cross join span where not w.in_band
        ),
        ${evidenceWith(sql`select array[${equipmentId}::int] as unit_ids, lo as from_at, hi as to_at from windows where lo < hi`)}
        select w.day::timestamp at time zone span.tz as start, w.min_temp::float8 as min, w.max_temp::float8 as max,
               round(w.sum_temp / w.readings, 2)::float8 as mean, w.readings as count, 0 as out_of_range
        from whole_days w cross join span where w.in_band
        union all
        select d.day_start, d.min::float8, d.max::float8, d.mean::float8, d.readings, d.out_of_range from evidence_days d
        order by 1`,
  );
}
